// The statistics every game has (the generic `analytics` fields) as charts: results by seat and
// by first-turn position, overall and per player count, the score and length distributions
// (histograms and quartiles), games per day and per player count, the score breakdown.
import type { Analytics, Distribution, PlaceStats } from "../graphql";
import { ChartBlock, RowChart, type Column } from "./charts";
import { words } from "./parts";

/** Mean score (bars) and win rate (line, right-hand axis) of seats or turn-order positions. */
const PLACE_COLUMNS: Column<PlaceStats>[] = [
  ["mean score", "meanScore"],
  ["win rate", "winRate", "rate"],
  ["games", "games", "table"],
  ["wins", "wins", "table"],
];

/** Win rate of each seat (or position), one bar per player count. */
function ByPlayerCount(props: { id: string; title: string; what: string; data: Analytics; pick: "seats" | "turnOrder" }) {
  const { id, title, what, data, pick } = props;
  const places = Array.from({ length: Math.max(0, ...data.byPlayers.map((b) => b.players)) }, (_, i) => i);
  return (
    <ChartBlock
      id={id}
      title={title}
      labels={places.map((p) => `${what} ${p}`)}
      keys={places}
      keyHeader={what}
      series={data.byPlayers.map((b) => ({
        label: `win rate, ${b.players} players`,
        data: places.map((p) => b[pick].find((r) => r.place === p)?.winRate ?? null),
        share: true,
      }))}
    />
  );
}

/** A histogram of one or more distributions over the same values (absent values count 0). */
function Histogram(props: { id: string; title: string; value: string; dists: { label: string; d: Distribution }[] }) {
  const values = [...new Set(props.dists.flatMap(({ d }) => d.buckets.map((b) => b.value)))].sort((a, b) => a - b);
  return (
    <ChartBlock
      id={props.id}
      title={props.title}
      labels={values.map(String)}
      keys={values}
      keyHeader={props.value}
      series={props.dists.map(({ label, d }) => ({ label, data: values.map((v) => d.buckets.find((b) => b.value === v)?.count ?? 0) }))}
    />
  );
}

const SUMMARY = ["min", "p25", "median", "p75", "max", "mean"] as const;

/** The quartiles (and mean) of one or more distributions. */
function Quartiles(props: { id: string; title: string; dists: { label: string; d: Distribution }[] }) {
  return (
    <ChartBlock
      id={props.id}
      title={props.title}
      labels={SUMMARY.map((k) => (k === "p25" ? "first quartile" : k === "p75" ? "third quartile" : k))}
      keys={[...SUMMARY]}
      keyHeader="statistic"
      series={props.dists.map(({ label, d }) => ({ label, data: SUMMARY.map((k) => d[k]) }))}
    />
  );
}

export function GenericCharts({ data }: { data: Analytics }) {
  const scores = [
    { label: "every seat", d: data.scoreDistribution },
    { label: "winners", d: data.winnerScoreDistribution },
  ];
  const lengths = [{ label: "games", d: data.lengthDistribution }];
  const byCount = { rows: data.byPlayers, keyHeader: "players", keyOf: (p: { players: number }) => p.players, labelOf: (p: { players: number }) => `${p.players} players` };
  return (
    <>
      <RowChart id="seats" title="Win rate and mean score by seat" rows={data.seats} keyHeader="seat" keyOf={(r) => r.place} labelOf={(r) => `seat ${r.place}`} columns={PLACE_COLUMNS} />
      <RowChart
        id="order"
        title="By position in the first turn order (0 = first player)"
        rows={data.turnOrder}
        keyHeader="position"
        keyOf={(r) => r.place}
        labelOf={(r) => `position ${r.place}`}
        columns={PLACE_COLUMNS}
      />
      <ByPlayerCount id="seats-by-players" title="Win rate by seat and player count (a fair share is 1 in the player count)" what="seat" data={data} pick="seats" />
      <ByPlayerCount id="order-by-players" title="Win rate by first-turn position and player count" what="position" data={data} pick="turnOrder" />
      <Histogram id="scores" title="Final scores: how many seats scored each total" value="score" dists={scores} />
      <Quartiles id="score-quartiles" title="Final scores: quartiles and mean" dists={scores} />
      <Histogram id="lengths" title="Game length: games by number of actions" value="actions" dists={lengths} />
      <Quartiles id="length-quartiles" title="Game length: quartiles and mean (actions per game)" dists={lengths} />
      <RowChart {...byCount} id="length" title="Game length: mean actions per game by player count" columns={[["mean actions per game", "meanActions"]]} />
      <RowChart {...byCount} id="players" title="Games by player count" columns={[["games", "games"]]} />
      <ChartBlock id="days" title="Games finished per day" labels={data.days.map((d) => d.day)} keyHeader="day" series={[{ label: "games", data: data.days.map((d) => d.games) }]} />
      <ChartBlock
        id="breakdown"
        title="Mean score breakdown per seat"
        labels={data.scoreBreakdown.map((s) => words(s.category.replace(/([a-z])([A-Z])/g, "$1 $2")))}
        keys={data.scoreBreakdown.map((s) => s.category)}
        keyHeader="category"
        series={[{ label: "mean points", data: data.scoreBreakdown.map((s) => s.mean) }]}
        horizontal
      />
    </>
  );
}
