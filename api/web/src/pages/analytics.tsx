// The statistics every game has (the generic `analytics` fields) as charts: results by seat and
// by first-turn position, overall and per player count, the score and length distributions
// (histograms and quartiles), games per day and per player count, the score breakdown.
import type { Analytics, Distribution, PlaceStats } from "../graphql";
import { t } from "../i18n";
import { ChartBlock, RowChart, type Column } from "./charts";
import { words } from "./parts";

/** Mean score (bars) and win rate (line, right-hand axis) of seats or turn-order positions. */
const PLACE_COLUMNS: Column<PlaceStats>[] = [
  [t("mean score"), "meanScore"],
  [t("win rate"), "winRate", "rate"],
  [t("games"), "games", "table"],
  [t("wins"), "wins", "table"],
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
        label: t("win rate, {n} players", { n: b.players }),
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
      labels={SUMMARY.map((k) => (k === "p25" ? t("first quartile") : k === "p75" ? t("third quartile") : t(k)))}
      keys={[...SUMMARY]}
      keyHeader={t("statistic")}
      series={props.dists.map(({ label, d }) => ({ label, data: SUMMARY.map((k) => d[k]) }))}
    />
  );
}

export function GenericCharts({ data }: { data: Analytics }) {
  const scores = [
    { label: t("every seat"), d: data.scoreDistribution },
    { label: t("winners"), d: data.winnerScoreDistribution },
  ];
  const lengths = [{ label: t("games"), d: data.lengthDistribution }];
  const byCount = { rows: data.byPlayers, keyHeader: t("players"), keyOf: (p: { players: number }) => p.players, labelOf: (p: { players: number }) => t("{n} players", { n: p.players }) };
  return (
    <>
      <RowChart id="seats" title={t("Win rate and mean score by seat")} rows={data.seats} keyHeader={t("seat")} keyOf={(r) => r.place} labelOf={(r) => t("seat {n}", { n: r.place })} columns={PLACE_COLUMNS} />
      <RowChart
        id="order"
        title={t("By position in the first turn order (0 = first player)")}
        rows={data.turnOrder}
        keyHeader={t("position")}
        keyOf={(r) => r.place}
        labelOf={(r) => t("position {n}", { n: r.place })}
        columns={PLACE_COLUMNS}
      />
      <ByPlayerCount id="seats-by-players" title={t("Win rate by seat and player count (a fair share is 1 in the player count)")} what={t("seat")} data={data} pick="seats" />
      <ByPlayerCount id="order-by-players" title={t("Win rate by first-turn position and player count")} what={t("position")} data={data} pick="turnOrder" />
      <Histogram id="scores" title={t("Final scores: how many seats scored each total")} value={t("score")} dists={scores} />
      <Quartiles id="score-quartiles" title={t("Final scores: quartiles and mean")} dists={scores} />
      <Histogram id="lengths" title={t("Game length: games by number of actions")} value={t("actions")} dists={lengths} />
      <Quartiles id="length-quartiles" title={t("Game length: quartiles and mean (actions per game)")} dists={lengths} />
      <RowChart {...byCount} id="length" title={t("Game length: mean actions per game by player count")} columns={[[t("mean actions per game"), "meanActions"]]} />
      <RowChart {...byCount} id="players" title={t("Games by player count")} columns={[[t("games"), "games"]]} />
      <ChartBlock id="days" title={t("Games finished per day")} labels={data.days.map((d) => d.day)} keyHeader={t("day")} series={[{ label: t("games"), data: data.days.map((d) => d.games) }]} />
      <ChartBlock
        id="breakdown"
        title={t("Mean score breakdown per seat")}
        labels={data.scoreBreakdown.map((s) => words(s.category.replace(/([a-z])([A-Z])/g, "$1 $2")))}
        keys={data.scoreBreakdown.map((s) => s.category)}
        keyHeader={t("category")}
        series={[{ label: t("mean points"), data: data.scoreBreakdown.map((s) => s.mean) }]}
        horizontal
      />
    </>
  );
}
