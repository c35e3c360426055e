// A finished game's analysis on its replay (docs/analysis.md): a win-chance chart under the board
// (one line per seat, the step shown marked, a click jumps to that step), each move's label for
// the move list, the best move found where a move lost most and at the step shown, and "Request
// analysis" when there is none. The panel's height is the same in every state (no layout shift).
import { useEffect, useRef, useState } from "preact/hooks";
import { seatColour } from "../boards/seat";
import { request, subscribeRaw, type ReplayMove } from "../graphql";
import { errorText, words } from "./parts";
import { t } from "../i18n";
import { chartJs } from "./charts";
import { AnalysisFrame, LoadingHint, pct, type AnalysisStep } from "./analysis_parts";
import { laterWith } from "./lazy";
import { markMove } from "./best_move";

export interface Analysis {
  status: "QUEUED" | "RUNNING" | "DONE" | "FAILED";
  done: number;
  total: number;
  budget: number;
  accuracy: (number | null)[];
  final: number[];
  reason: string | null;
  steps: AnalysisStep[];
}

const FIELDS = `status done total budget accuracy final reason
  steps { version seat action description chances samples best bestDescription bestChance playedChance loss label }`;
const QUERY = `query($g: ID!) { analysis(gameId: $g) { ${FIELDS} } gameTypes { name analysable } }`;
const FOLLOW = `subscription($g: ID!) { analysisUpdated(gameId: $g) { ${FIELDS} } }`;
const REQUEST = `mutation($g: ID!) { requestAnalysis(gameId: $g) { __typename
  ... on AnalysisRequested { analysis { ${FIELDS} } } ... on Error { message } } }`;

const running = (a: Analysis | null | undefined) => a?.status === "QUEUED" || a?.status === "RUNNING";

/** The game's analysis (undefined while it loads, null: none), followed live while it runs. */
function useAnalysis(id: string, finished: boolean) {
  const [analysis, setAnalysis] = useState<Analysis | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [analysable, setAnalysable] = useState<string[]>([]);
  const stop = useRef<(() => void) | null>(null);
  const follow = () => {
    stop.current?.();
    stop.current = subscribeRaw<{ analysisUpdated: Analysis }>(
      { query: FOLLOW, variables: { g: id } },
      { next: (d) => setAnalysis(d.analysisUpdated), error: (m) => setError(m) },
    );
  };
  useEffect(() => {
    if (!finished) return;
    let alive = true;
    request<{ analysis: Analysis | null; gameTypes: { name: string; analysable: boolean }[] }>(QUERY, { g: id }).then((d) => {
      if (!alive) return;
      setAnalysable(d.gameTypes.filter((t) => t.analysable).map((t) => t.name));
      setAnalysis(d.analysis);
      if (running(d.analysis)) follow();
    }, (e) => setError(errorText(e)));
    return () => {
      alive = false;
      stop.current?.();
    };
  }, [id, finished]);
  const ask = () =>
    request<{ requestAnalysis: { __typename: string; analysis?: Analysis | null; message?: string } }>(REQUEST, { g: id }).then(
      ({ requestAnalysis: r }) => {
        if (r.__typename !== "AnalysisRequested") return setError(r.message ?? r.__typename);
        setAnalysis(r.analysis ?? { status: "QUEUED", done: 0, total: 0, budget: 0, accuracy: [], final: [], reason: null, steps: [] });
        if (!r.analysis || running(r.analysis)) follow();
      },
      (e) => setError(errorText(e)),
    );
  return { analysis, error, ask, analysable };
}

/** Each analysed move by its game version (a replay move's `version`). */
function marksOf(analysis: Analysis | null | undefined): Map<number, AnalysisStep> {
  return new Map((analysis?.status === "DONE" ? analysis.steps : []).map((s) => [s.version, s]));
}

interface Point {
  x: number;
  y: number;
}

/** Per seat, its chance after each analysed move at the replay step where the move lands. */
function series(analysis: Analysis, moves: ReplayMove[]): Point[][] {
  const at = new Map(moves.map((m) => [m.version, m]));
  const seats = analysis.final.length;
  const out: Point[][] = Array.from({ length: seats }, () => []);
  const first = analysis.steps[0]?.chances ?? analysis.final;
  first.forEach((c, s) => out[s].push({ x: 0, y: c }));
  analysis.steps.forEach((entry, i) => {
    const move = at.get(entry.version);
    if (!move) return;
    const after = analysis.steps[i + 1]?.chances ?? analysis.final;
    after.forEach((c, s) => out[s].push({ x: move.step, y: c }));
  });
  return out;
}

function Chart({ analysis, moves, step, length, go, name }: PanelProps & { analysis: Analysis }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<{ update(mode?: string): void; destroy(): void } | null>(null);
  const current = useRef(step);
  current.current = step;
  const points = series(analysis, moves);
  useEffect(() => {
    let alive = true;
    const cancel = laterWith(chartJs, ({ Chart: ChartJs }) => {
      if (!alive || !canvas.current) return;
      const marker = {
        id: "current-step",
        afterDatasetsDraw(c: { ctx: CanvasRenderingContext2D; chartArea: { top: number; bottom: number }; scales: { x: { getPixelForValue(v: number): number } } }) {
          const x = c.scales.x.getPixelForValue(current.current);
          c.ctx.save();
          c.ctx.strokeStyle = getComputedStyle(document.documentElement).getPropertyValue("--fg").trim() || "#000";
          c.ctx.setLineDash([4, 3]);
          c.ctx.beginPath();
          c.ctx.moveTo(x, c.chartArea.top);
          c.ctx.lineTo(x, c.chartArea.bottom);
          c.ctx.stroke();
          c.ctx.restore();
        },
      };
      const instance = new ChartJs(canvas.current, {
        type: "line",
        data: {
          datasets: points.map((data, seat) => ({
            label: name(seat),
            data,
            borderColor: seatColour(seat),
            backgroundColor: seatColour(seat),
            pointRadius: 0,
            pointHitRadius: 6,
            borderWidth: 2,
          })),
        },
        options: {
          animation: false,
          maintainAspectRatio: false,
          parsing: false,
          interaction: { mode: "nearest", axis: "x", intersect: false },
          scales: {
            x: { type: "linear", min: 0, max: length, title: { display: true, text: t("step") } },
            y: { min: 0, max: 1, ticks: { callback: (v: number | string) => pct(Number(v)) } },
          },
          plugins: { tooltip: { callbacks: { label: (i: { dataset: { label?: string }; parsed: { y: number } }) => `${i.dataset.label}: ${pct(i.parsed.y)}` } } },
          onClick: (_e: unknown, elements: { datasetIndex: number; index: number }[]) => {
            const hit = elements[0];
            if (hit) go(points[hit.datasetIndex][hit.index].x);
          },
        },
        plugins: [marker],
      } as never);
      (canvas.current as HTMLCanvasElement & { chart?: unknown }).chart = instance;
      chart.current = instance as never;
    });
    return () => {
      alive = false;
      cancel();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [analysis, moves, length]);
  useEffect(() => chart.current?.update("none"), [step]);
  return <canvas ref={canvas} role="img" aria-label={t("Each seat's chance of winning along the game")} data-testid="analysis-chart" />;
}

interface PanelProps {
  moves: ReplayMove[];
  step: number;
  length: number;
  go: (step: number) => void;
  name: (seat: number) => string;
}

/** The analysed decision taken at the step shown (the board before that move), if any. */
function decisionAt(analysis: Analysis, moves: ReplayMove[], step: number) {
  const move = moves.find((m) => m.firstStep - 1 === step && m.action != null);
  return move && analysis.steps.find((s) => s.version === move.version);
}

function Verdict({ entry, name, prefix }: { entry: AnalysisStep; name: (seat: number) => string; prefix: string }) {
  return (
    <>
      {prefix} {t("{name} played", { name: name(entry.seat) })} <q>{entry.description}</q> ({words(entry.label)}, {pct(entry.playedChance)}); {t("best found:")}{" "}
      <q data-testid="best-move">{entry.bestDescription}</q> ({pct(entry.bestChance)}).
    </>
  );
}

/** The panel (this module is loaded once the replay's board is painted: pages/lazy.tsx); the
 * analysis is asked for here, and the move list's labels go up through `onMarks`. */
export function AnalysisPanel(props: PanelProps & { id: string; game: string; shown: number; onMarks: (marks: Map<number, AnalysisStep>) => void }) {
  const { id, game, moves, step, shown, go, name, onMarks } = props;
  const { analysis, error, ask, analysable } = useAnalysis(id, true);
  const done = analysis?.status === "DONE" ? analysis : null;
  useEffect(() => {
    if (done) onMarks(marksOf(done));
  }, [done]);
  const worst = done?.steps.reduce<AnalysisStep | null>((w, s) => (s.loss > (w?.loss ?? 0) ? s : w), null);
  const worstMove = worst && moves.find((m) => m.version === worst.version);
  const here = done && decisionAt(done, moves, step);
  // the best move found at the step drawn (it follows `step` once the step's state is here)
  const drawn = done && decisionAt(done, moves, shown);
  const best = drawn && drawn.label !== "FORCED" ? drawn.best : null;
  const [outlined, setOutlined] = useState(false);
  useEffect(() => setOutlined(markMove(document.querySelector('[data-testid="board"]'), best) > 0), [best, shown]);
  let body;
  if (done) body = <Chart {...props} analysis={done} />;
  else if (analysis === undefined) body = <LoadingHint />;
  else if (analysis === null && !analysable.includes(game)) body = <p class="hint">{t("This game type offers no analysis (its rules have no search).")}</p>;
  else if (analysis === null || analysis.status === "FAILED")
    body = (
      <p>
        {analysis?.status === "FAILED" && `${t("The analysis failed: {reason}.", { reason: analysis.reason ?? "" })} `}
        {t("No analysis of this game yet.")}{" "}
        <button type="button" onClick={() => ask()}>
          {t("Request analysis")}
        </button>
      </p>
    );
  else
    body = (
      <p role="status">
        {analysis.status === "QUEUED" ? t("Analysis queued: {done} of {total} moves.", { done: analysis.done, total: analysis.total || "…" }) : t("Analysis running: {done} of {total} moves.", { done: analysis.done, total: analysis.total || "…" })}
        <progress max={analysis.total || 1} value={analysis.done} />
      </p>
    );
  return (
    <AnalysisFrame
      status={analysis?.status?.toLowerCase() ?? "none"}
      notes={
        <>
          {error && <p class="error">{error}</p>}
          {done && (
            <p data-testid="analysis-accuracy">
              {t("Accuracy: {seats} (search: {budget} iterations a move)", { seats: done.accuracy.map((a, s) => `${name(s)} ${a == null ? "–" : `${a} %`}`).join(" · "), budget: done.budget })}
            </p>
          )}
          {here && here.label !== "FORCED" && (
            <p data-testid="analysis-here">
              <Verdict entry={here} name={name} prefix={t("Next:")} />
              {outlined && here === drawn && <> {t("(outlined on the board)")}</>}
            </p>
          )}
          {!here && worst && worstMove && (
            <p data-testid="analysis-worst">
              <Verdict entry={worst} name={name} prefix={t("Largest loss:")} />{" "}
              <button type="button" class="link" onClick={() => go(worstMove.firstStep - 1)}>
                {t("Show it")}
              </button>
            </p>
          )}
        </>
      }
    >
      {body}
    </AnalysisFrame>
  );
}
