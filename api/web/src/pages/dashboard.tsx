// Statistics over finished games (`analytics`, `ratings`, `ratingHistory`) as charts, each with
// exactly the query's numbers: games over time, results by turn-order position and by player
// count, game length, the mean score breakdown, the game's own statistics (Lorenzo: cards,
// leaders, excommunications), the rating ladder and one player's rating history.
import { useEffect, useState } from "preact/hooks";
import {
  fetchAnalytics,
  fetchRatingHistory,
  fetchRatings,
  type Analytics,
  type AnalyticsFilterInput,
  type LorenzoAnalytics,
  type PlaceStats,
  type Rating,
  type RatingChange,
} from "../graphql";
import { storedIdentity } from "../identity";
import { ChartBlock, type Series } from "./charts";
import { Provisional } from "./lobby";
import { ErrorLine, errorText, gameChoices, Select, useGameTypes, variantChoices, words } from "./parts";

const num = (x: number | null) => (x == null ? "–" : x.toFixed(1));
const CARD_TYPES = ["TERRITORY", "BUILDING", "CHARACTER", "VENTURE"];

/** Mean score (bars) and win rate (line, right-hand axis) of seats or turn-order positions. */
const placeSeries = (rows: PlaceStats[]): Series[] => [
  { label: "mean score", data: rows.map((r) => r.meanScore) },
  { label: "win rate", data: rows.map((r) => r.winRate), share: true, line: true, colour: "#c99a1e" },
];

function LorenzoCharts({ details }: { details: LorenzoAnalytics }) {
  const [type, setType] = useState("TERRITORY");
  const cards = details.cards.filter((c) => c.card.type === type).sort((a, b) => a.card.number - b.card.number);
  const leaders = [...details.leaders].sort((a, b) => a.leader.name.localeCompare(b.leader.name));
  return (
    <>
      <ChartBlock
          id="cards"
          title={`Cards (${words(type)}): offered, taken and the takers' win rate`}
          labels={cards.map((c) => `${c.card.number} ${c.card.name}`)}
          series={[
            { label: "offered (games)", data: cards.map((c) => c.offered) },
            { label: "taken (games)", data: cards.map((c) => c.taken) },
            { label: "takers' win rate", data: cards.map((c) => c.takerWinRate), share: true, line: true, colour: "#c99a1e" },
          ]}
        horizontal
        height={Math.max(16, cards.length * 1.6)}
      >
        <Select label="Cards of type" name="card-type" value={type} choices={CARD_TYPES.map((t) => ({ value: t, label: words(t) }))} onChange={setType} />
      </ChartBlock>
      <ChartBlock
        id="leaders"
        title="Leaders: played, discarded, activated and the players' win rate"
        labels={leaders.map((l) => l.leader.name)}
        series={[
          { label: "played", data: leaders.map((l) => l.played) },
          { label: "discarded", data: leaders.map((l) => l.discarded) },
          { label: "activated", data: leaders.map((l) => l.activated) },
          { label: "win rate when played", data: leaders.map((l) => l.winRate), share: true, line: true, colour: "#c99a1e" },
        ]}
        horizontal
        height={Math.max(16, leaders.length * 1.6)}
      />
      <ChartBlock
        id="excommunications"
        title="Excommunications per period"
        labels={details.excommunicationPeriods.map((p) => `period ${p.period}`)}
        series={[
          { label: "seats facing the report", data: details.excommunicationPeriods.map((p) => p.exposed) },
          { label: "excommunicated", data: details.excommunicationPeriods.map((p) => p.excommunicated) },
          { label: "rate", data: details.excommunicationPeriods.map((p) => p.rate), share: true, line: true, colour: "#6d3b8c" },
        ]}
      />
    </>
  );
}

function Ratings({ game }: { game: string }) {
  const [ladder, setLadder] = useState<Rating[] | null>(null);
  const [player, setPlayer] = useState<string>("");
  const [history, setHistory] = useState<RatingChange[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    fetchRatings(game).then((r) => {
      if (!alive) return;
      setLadder(r);
      const mine = storedIdentity()?.id;
      setPlayer(r.find((x) => x.player.id === mine)?.player.id ?? r[0]?.player.id ?? "");
    }, (e) => alive && setError(errorText(e)));
    return () => {
      alive = false;
    };
  }, [game]);
  useEffect(() => {
    if (!player) return setHistory(null);
    let alive = true;
    fetchRatingHistory(game, player).then((h) => alive && setHistory(h), (e) => alive && setError(errorText(e)));
    return () => {
      alive = false;
    };
  }, [game, player]);
  const label = (r: Rating) => `${r.player.name ?? r.player.id}${r.player.kind === "BOT" ? " (bot)" : ""}`;
  return (
    <>
      <ErrorLine error={error} />
      {ladder && (
        <ChartBlock
          id="ladder"
          title="Rating ladder"
          labels={ladder.map(label)}
          series={[{ label: "rating", data: ladder.map((r) => r.rating) }, { label: "rated games", data: ladder.map((r) => r.games) }]}
          horizontal
          height={Math.max(12, ladder.length * 2)}
        />
      )}
      {ladder && ladder.length > 0 && history && (
        <ChartBlock
          id="history"
          title="Rating after each rated game"
          labels={history.map((h, i) => `${i + 1}${h.at ? ` · ${h.at.slice(0, 10)}` : ""}`)}
          series={[
            { label: "rating after", data: history.map((h) => h.after), line: true },
            { label: "rating before", data: history.map((h) => h.before), line: true, colour: "#8a6d3b" },
          ]}
        >
          <Select label="Player" name="rating-player" value={player} choices={ladder.map((r) => ({ value: r.player.id, label: label(r) }))} onChange={setPlayer} />
        </ChartBlock>
      )}
    </>
  );
}

export function DashboardPage() {
  const { types, error: typesError } = useGameTypes();
  const [game, setGame] = useState("");
  const type = types?.find((t) => t.name === game) ?? types?.[0];
  const [variant, setVariant] = useState("");
  const [players, setPlayers] = useState("");
  const [since, setSince] = useState("");
  const [until, setUntil] = useState("");
  const [data, setData] = useState<Analytics | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!type) return;
    let alive = true;
    const filter: AnalyticsFilterInput = {
      ...(variant && { variant }),
      ...(players && { players: Number(players) }),
      ...(since && { since }),
      ...(until && { until }),
    };
    fetchAnalytics(type.name, filter).then(
      (d) => alive && (setData(d), setError(null)),
      (e) => alive && setError(errorText(e)),
    );
    return () => {
      alive = false;
    };
  }, [type, variant, players, since, until]);
  const playerCounts = type ? Array.from({ length: type.maxPlayers - type.minPlayers + 1 }, (_, i) => i + type.minPlayers) : [];
  return (
    <>
      <h1>Dashboard</h1>
      <section class="panel" aria-label="Filters">
        <div class="row">
          {types && type && (
            <Select
              label="Game"
              name="game"
              value={type.name}
              choices={gameChoices(types)}
              onChange={(g) => {
                setGame(g);
                setVariant("");
                setPlayers("");
              }}
            />
          )}
          <Select label="Variant" name="variant" value={variant} choices={variantChoices(type)} onChange={setVariant} any />
          <Select label="Players" name="players" value={players} choices={playerCounts.map((n) => ({ value: String(n), label: String(n) }))} onChange={setPlayers} any />
          <label class="field">
            <span>Finished since</span>
            <input type="date" name="since" value={since} onInput={(e) => setSince((e.target as HTMLInputElement).value)} />
          </label>
          <label class="field">
            <span>Finished until</span>
            <input type="date" name="until" value={until} onInput={(e) => setUntil((e.target as HTMLInputElement).value)} />
          </label>
        </div>
        <Provisional type={type} />
        <ErrorLine error={error ?? typesError} />
        {data && (
          <p class="facts" data-testid="analytics-summary">
            <span>
              <strong>{data.games}</strong> finished {data.games === 1 ? "game" : "games"}
            </span>
            <span>{num(data.meanActions)} actions per game</span>
            <span>{num(data.meanEvents)} events per game</span>
          </p>
        )}
      </section>
      {!data && !error && <div class="reserve" aria-busy="true" />}
      {data && data.games > 0 && (
        <div class="charts">
          <ChartBlock id="days" title="Games finished per day" labels={data.days.map((d) => d.day)} series={[{ label: "games", data: data.days.map((d) => d.games) }]} />
          <ChartBlock id="order" title="By position in the first turn order (0 = first)" labels={data.turnOrder.map((r) => `position ${r.place}`)} series={placeSeries(data.turnOrder)} />
          <ChartBlock id="seats" title="By seat" labels={data.seats.map((r) => `seat ${r.place}`)} series={placeSeries(data.seats)} />
          <ChartBlock
            id="players"
            title="Games by player count"
            labels={data.byPlayers.map((p) => `${p.players} players`)}
            series={[{ label: "games", data: data.byPlayers.map((p) => p.games) }]}
          />
          <ChartBlock
            id="length"
            title="Game length: mean actions per game by player count"
            labels={data.byPlayers.map((p) => `${p.players} players`)}
            series={[{ label: "mean actions per game", data: data.byPlayers.map((p) => p.meanActions), colour: "#2f7d3b" }]}
          />
          <ChartBlock
            id="breakdown"
            title="Mean score breakdown per seat"
            labels={data.scoreBreakdown.map((s) => words(s.category.replace(/([a-z])([A-Z])/g, "$1 $2")))}
            series={[{ label: "mean points", data: data.scoreBreakdown.map((s) => s.mean) }]}
            horizontal
          />
          {data.details.__typename === "LorenzoAnalytics" && <LorenzoCharts details={data.details} />}
        </div>
      )}
      {type && (
        <div class="charts">
          <Ratings game={type.name} />
        </div>
      )}
    </>
  );
}
