// Lorenzo's part of the dashboard: cards offered and taken with their takers' win rate, the win
// rate by the first card a seat took, leaders, excommunications by period and by tile.
import { useState } from "preact/hooks";
import { ChartBlock, rate } from "../../pages/charts";
import { Select, words } from "../../pages/parts";
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
  const periods = details.excommunicationPeriods;
  const tiles = details.excommunicationTiles.filter((t) => t.tile);
  const excommunications = (rows: Excommunications[]) => [
    { label: "seats facing the report", data: rows.map((p) => p.exposed) },
    { label: "excommunicated", data: rows.map((p) => p.excommunicated) },
    rate("rate", rows.map((p) => p.rate), "#6d3b8c"),
  ];
  return (
    <>
      <ChartBlock
        id="cards"
        title={`Cards (${words(type)}): offered, taken and the takers' win rate`}
        labels={cards.map((c) => cardLabel(c.card))}
        keys={cards.map((c) => c.card.number)}
        keyHeader="card"
        series={[
          { label: "offered (games)", data: cards.map((c) => c.offered) },
          { label: "taken (games)", data: cards.map((c) => c.taken) },
          rate("takers' win rate", cards.map((c) => c.takerWinRate)),
          { label: "taken when offered", data: cards.map((c) => c.takenWhenOffered), share: true, table: true },
          { label: "takers' mean score", data: cards.map((c) => c.takerMeanScore), table: true },
        ]}
        horizontal
        height={tall(cards.length)}
      >
        <Select label="Cards of type" name="card-type" value={type} choices={CARD_TYPES.map((t) => ({ value: t, label: words(t) }))} onChange={setType} />
      </ChartBlock>
      <ChartBlock
        id="first-cards"
        title="First card taken: seats that took it first and their win rate"
        labels={firsts.map((c) => cardLabel(c.card))}
        keys={firsts.map((c) => c.card.number)}
        keyHeader="card"
        series={[
          { label: "seats", data: firsts.map((c) => c.seats) },
          rate("win rate", firsts.map((c) => c.winRate)),
          { label: "wins", data: firsts.map((c) => c.wins), table: true },
          { label: "mean score", data: firsts.map((c) => c.meanScore), table: true },
        ]}
        horizontal
        height={tall(firsts.length)}
      />
      <ChartBlock
        id="leaders"
        title="Leaders: played, discarded, activated and the players' win rate"
        labels={leaders.map((l) => l.leader.name)}
        keys={leaders.map((l) => l.leader.slug)}
        keyHeader="leader"
        series={[
          { label: "played", data: leaders.map((l) => l.played) },
          { label: "discarded", data: leaders.map((l) => l.discarded) },
          { label: "activated", data: leaders.map((l) => l.activated) },
          rate("win rate when played", leaders.map((l) => l.winRate)),
        ]}
        horizontal
        height={tall(leaders.length)}
      />
      <ChartBlock
        id="excommunications"
        title="Excommunications per period"
        labels={periods.map((p) => `period ${p.period}`)}
        keys={periods.map((p) => p.period)}
        keyHeader="period"
        series={excommunications(periods)}
      />
      <ChartBlock
        id="excommunication-tiles"
        title="Excommunications per tile"
        labels={tiles.map((t) => `tile ${t.tile!.id}`)}
        keys={tiles.map((t) => t.tile!.id)}
        keyHeader="tile"
        series={excommunications(tiles)}
      />
    </>
  );
}

export const part: DashboardPart = { details: DETAILS, Charts };
