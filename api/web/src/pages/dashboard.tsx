// Statistics over finished games as charts, each with exactly the API's numbers (and each as a
// CSV download): the generic `analytics` (pages/analytics.tsx), the game's own part
// (`boards/<game>/dashboard.tsx`, registered with its board renderer), the rating ladder and a
// player's drill-down (pages/players.tsx). The filters live in the address (`?game=…&players=3`),
// so a view can be shared.
import { useEffect, useState } from "preact/hooks";
import { dashboardFor } from "../boards";
import type { DashboardPart } from "../boards/types";
import { fetchAnalytics, type Analytics, type AnalyticsFilterInput } from "../graphql";
import { t } from "../i18n";
import { GenericCharts } from "./analytics";
import { CsvPrefix } from "./charts";
import { Provisional } from "./lobby";
import { ErrorLine, errorText, gameChoices, Select, useGameTypes, variantChoices } from "./parts";
import { Players } from "./players";
import "./dashboard.css";

const num = (x: number | null) => (x == null ? "–" : x.toFixed(1));
const FIELDS = ["game", "variant", "players", "since", "until", "player"] as const;
type Filters = Record<(typeof FIELDS)[number], string>;
const NO_PART: DashboardPart = { details: "", Charts: () => null };
const parts = new Map<string, Promise<DashboardPart>>();

/** The game's dashboard part, loaded once per page load. */
function partOf(game: string): Promise<DashboardPart> {
  if (!parts.has(game)) parts.set(game, dashboardFor(game)?.() ?? Promise.resolve(NO_PART));
  return parts.get(game)!;
}

function readFilters(): Filters {
  const q = new URLSearchParams(location.search);
  return Object.fromEntries(FIELDS.map((f) => [f, q.get(f) ?? ""])) as Filters;
}

export function DashboardPage() {
  const { types, error: typesError } = useGameTypes();
  const [f, setF] = useState<Filters>(readFilters);
  const set = (changes: Partial<Filters>) => setF((old) => ({ ...old, ...changes }));
  const type = types?.find((t) => t.name === f.game) ?? types?.[0];
  const [shown, setShown] = useState<{ game: string; part: DashboardPart; data: Analytics } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const filter: AnalyticsFilterInput = {
    ...(f.variant && { variant: f.variant }),
    ...(f.players && { players: Number(f.players) }),
    ...(f.since && { since: f.since }),
    ...(f.until && { until: f.until }),
  };
  const key = JSON.stringify(filter);
  useEffect(() => {
    const q = new URLSearchParams(FIELDS.filter((k) => f[k]).map((k) => [k, f[k]]));
    history.replaceState(history.state, "", `/dashboard${q.size ? `?${q}` : ""}`);
  }, [f]);
  useEffect(() => {
    if (!type) return;
    let alive = true;
    partOf(type.name)
      .then((part) => fetchAnalytics(type.name, filter, part.details).then((data) => ({ game: type.name, part, data })))
      .then(
        (s) => alive && (setShown(s), setError(null)),
        (e) => alive && setError(errorText(e)),
      );
    return () => {
      alive = false;
    };
  }, [type, key]);
  const current = shown && shown.game === type?.name ? shown : null; // never another game's numbers
  const data = current?.data ?? null;
  const playerCounts = type ? Array.from({ length: type.maxPlayers - type.minPlayers + 1 }, (_, i) => i + type.minPlayers) : [];
  return (
    <CsvPrefix.Provider value={`signoria-${(type?.name ?? "game").toLowerCase()}`}>
      <h1>{t("Dashboard")}</h1>
      <section class="panel" aria-label={t("Filters")}>
        <div class="row">
          {types && type && (
            <Select label={t("Game")} name="game" value={type.name} choices={gameChoices(types)} onChange={(g) => set({ game: g, variant: "", players: "", player: "" })} />
          )}
          <Select label={t("Variant")} name="variant" value={f.variant} choices={variantChoices(type)} onChange={(v) => set({ variant: v })} any />
          <Select label={t("Players")} name="players" value={f.players} choices={playerCounts.map((n) => ({ value: String(n), label: String(n) }))} onChange={(v) => set({ players: v })} any />
          <label class="field">
            <span>{t("Finished since")}</span>
            <input type="date" name="since" value={f.since} onInput={(e) => set({ since: (e.target as HTMLInputElement).value })} />
          </label>
          <label class="field">
            <span>{t("Finished until")}</span>
            <input type="date" name="until" value={f.until} onInput={(e) => set({ until: (e.target as HTMLInputElement).value })} />
          </label>
        </div>
        <Provisional type={type} />
        <ErrorLine error={error ?? typesError} />
        {data && (
          <p class="facts" data-testid="analytics-summary">
            <span>
              <strong>{data.games}</strong> {data.games === 1 ? t("finished game") : t("finished games")}
            </span>
            <span>{t("{n} actions per game", { n: num(data.meanActions) })}</span>
            <span>{t("{n} events per game", { n: num(data.meanEvents) })}</span>
          </p>
        )}
      </section>
      {!data && !error && <div class="reserve" aria-busy="true" />}
      {current && current.data.games > 0 && (
        <div class="charts" data-testid="charts" data-game={current.game}>
          <GenericCharts data={current.data} />
          <current.part.Charts details={current.data.details} />
        </div>
      )}
      {type && (
        <div class="charts">
          <Players game={type.name} filter={filter} player={f.player} onPlayer={(p) => set({ player: p })} />
        </div>
      )}
    </CsvPrefix.Provider>
  );
}
