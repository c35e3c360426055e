// Lorenzo's part of the dashboard: cards offered and taken with their takers' win rate, the win
// rate by the first card a seat took, leaders, excommunications by period and by tile.
import { useState } from "preact/hooks";
import { RowChart, type Column } from "../../pages/charts";
import { Select, words } from "../../pages/parts";
import { t as tr } from "../../i18n";
import type { DashboardPart } from "../types";

const DETAILS = `... on LorenzoAnalytics {
  cards { card { number name type } offered taken takenWhenOffered takerWinRate takerMeanScore }
  firstCards { card { number name type } seats wins winRate meanScore }
  leaders { leader { slug name } played discarded activated winRate }
  excommunicationPeriods { period exposed excommunicated rate }
  excommunicationTiles { period tile { id } exposed excommunicated rate }
}`;

interface Card {
  number: number;
  name: string;
  type: string;
}
interface Excommunications {
  period: number;
  tile?: { id: string } | null;
  exposed: number;
  excommunicated: number;
  rate: number | null;
}
interface Details {
  cards: { card: Card; offered: number; taken: number; takenWhenOffered: number | null; takerWinRate: number | null; takerMeanScore: number | null }[];
  firstCards: { card: Card; seats: number; wins: number; winRate: number | null; meanScore: number | null }[];
  leaders: { leader: { slug: string; name: string }; played: number; discarded: number; activated: number; winRate: number | null }[];
  excommunicationPeriods: Excommunications[];
  excommunicationTiles: Excommunications[];
}

const CARD_TYPES = ["TERRITORY", "BUILDING", "CHARACTER", "VENTURE"];
const cardLabel = (c: Card) => `${c.number} ${c.name}`;
const tall = (rows: number) => Math.max(16, rows * 1.6);

function Charts({ details }: { details: Details }) {
  const [type, setType] = useState("TERRITORY");
  const cards = details.cards.filter((c) => c.card.type === type).sort((a, b) => a.card.number - b.card.number);
  const firsts = [...details.firstCards].sort((a, b) => b.seats - a.seats || a.card.number - b.card.number);
  const leaders = [...details.leaders].sort((a, b) => a.leader.name.localeCompare(b.leader.name));
  const excommunications: Column<Excommunications>[] = [
    [tr("seats facing the report"), "exposed"],
    [tr("excommunicated"), "excommunicated"],
    [tr("rate"), "rate", "rate"],
  ];
  return (
    <>
      <RowChart
        id="cards"
        title={tr("Cards ({type}): offered, taken and the takers' win rate", { type: words(type) })}
        rows={cards}
        keyHeader={tr("card")}
        keyOf={(c) => c.card.number}
        labelOf={(c) => cardLabel(c.card)}
        columns={[
          [tr("offered (games)"), "offered"],
          [tr("taken (games)"), "taken"],
          [tr("takers' win rate"), "takerWinRate", "rate"],
          [tr("taken when offered"), "takenWhenOffered", "table"],
          [tr("takers' mean score"), "takerMeanScore", "table"],
        ]}
        horizontal
        height={tall(cards.length)}
      >
        <Select label={tr("Cards of type")} name="card-type" value={type} choices={CARD_TYPES.map((t) => ({ value: t, label: words(t) }))} onChange={setType} />
      </RowChart>
      <RowChart
        id="first-cards"
        title={tr("First card taken: seats that took it first and their win rate")}
        rows={firsts}
        keyHeader={tr("card")}
        keyOf={(c) => c.card.number}
        labelOf={(c) => cardLabel(c.card)}
        columns={[[tr("seats"), "seats"], [tr("win rate"), "winRate", "rate"], [tr("wins"), "wins", "table"], [tr("mean score"), "meanScore", "table"]]}
        horizontal
        height={tall(firsts.length)}
      />
      <RowChart
        id="leaders"
        title={tr("Leaders: played, discarded, activated and the players' win rate")}
        rows={leaders}
        keyHeader={tr("leader")}
        keyOf={(l) => l.leader.slug}
        labelOf={(l) => l.leader.name}
        columns={[[tr("played"), "played"], [tr("discarded"), "discarded"], [tr("activated"), "activated"], [tr("win rate when played"), "winRate", "rate"]]}
        horizontal
        height={tall(leaders.length)}
      />
      <RowChart
        id="excommunications"
        title={tr("Excommunications per period")}
        rows={details.excommunicationPeriods}
        keyHeader={tr("period")}
        keyOf={(p) => p.period}
        labelOf={(p) => tr("period {n}", { n: p.period })}
        columns={excommunications}
      />
      <RowChart
        id="excommunication-tiles"
        title={tr("Excommunications per tile")}
        rows={details.excommunicationTiles.filter((t) => t.tile)}
        keyHeader={tr("tile")}
        keyOf={(t) => t.tile!.id}
        labelOf={(t) => tr("tile {id}", { id: t.tile!.id })}
        columns={excommunications}
      />
    </>
  );
}

export const part: DashboardPart = { details: DETAILS, Charts };
