// Statistics over finished games (`analytics`): counts, wins by seat and by turn-order position,
// with a chart (Chart.js, loaded with this page only).
import { useEffect, useRef, useState } from "preact/hooks";
import { fetchAnalytics, type Analytics, type PlaceStats } from "../graphql";
import { ErrorLine, errorText, gameChoices, Select, useGameTypes, variantChoices } from "./parts";

const pct = (x: number | null) => (x == null ? "–" : `${Math.round(x * 100)} %`);
const num = (x: number | null) => (x == null ? "–" : x.toFixed(1));

function StatsTable({ caption, rows, place }: { caption: string; rows: PlaceStats[]; place: string }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{place}</th>
          <th scope="col">games</th>
          <th scope="col">wins</th>
          <th scope="col">win rate</th>
          <th scope="col">mean score</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.place}>
            <th scope="row">{r.place}</th>
            <td>{r.games}</td>
            <td>{r.wins}</td>
            <td>{pct(r.winRate)}</td>
            <td>{num(r.meanScore)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WinRateChart({ rows }: { rows: PlaceStats[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let alive = true;
    import("chart.js").then(({ Chart, BarController, BarElement, CategoryScale, LinearScale, Tooltip }) => {
      if (!alive || !canvas.current) return;
      Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
      const accent = getComputedStyle(document.documentElement).getPropertyValue("--accent").trim();
      chart = new Chart(canvas.current, {
        type: "bar",
        data: {
          labels: rows.map((r) => `position ${r.place}`),
          datasets: [{ label: "win rate", data: rows.map((r) => (r.winRate ?? 0) * 100), backgroundColor: accent }],
        },
        options: {
          animation: false,
          maintainAspectRatio: false,
          scales: { y: { min: 0, max: 100, ticks: { callback: (v) => `${v} %` } } },
        },
      });
    });
    return () => {
      alive = false;
      chart?.destroy();
    };
  }, [rows]);
  return (
    <div class="chart">
      <canvas ref={canvas} role="img" aria-label="Win rate by position in the first turn order" data-testid="win-chart" />
    </div>
  );
}

export function DashboardPage() {
  const { types, error: typesError } = useGameTypes();
  const [game, setGame] = useState("");
  const type = types?.find((t) => t.name === game) ?? types?.[0];
  const [variant, setVariant] = useState("");
  const [players, setPlayers] = useState("");
  const [data, setData] = useState<Analytics | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!type) return;
    let alive = true;
    const filter = { ...(variant && { variant }), ...(players && { players: Number(players) }) };
    fetchAnalytics(type.name, filter).then(
      (d) => alive && (setData(d), setError(null)),
      (e) => alive && setError(errorText(e)),
    );
    return () => {
      alive = false;
    };
  }, [type, variant, players]);
  return (
    <>
      <h1>Dashboard</h1>
      <section class="panel">
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
          <label class="field">
            <span>Players</span>
            <select name="players" value={players} onChange={(e) => setPlayers((e.target as HTMLSelectElement).value)}>
              <option value="">all</option>
              {Array.from({ length: type ? type.maxPlayers - type.minPlayers + 1 : 0 }, (_, i) => i + (type?.minPlayers ?? 0)).map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        </div>
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
      {data && data.games > 0 && (
        <div class="game">
          <section class="panel" aria-labelledby="order-title">
            <h2 id="order-title">By position in the first turn order</h2>
            <WinRateChart rows={data.turnOrder} />
            <StatsTable caption="Results by turn-order position (0 = first)" rows={data.turnOrder} place="position" />
          </section>
          <section class="panel" aria-labelledby="seat-title">
            <h2 id="seat-title">By seat</h2>
            <StatsTable caption="Results by seat" rows={data.seats} place="seat" />
          </section>
        </div>
      )}
    </>
  );
}
