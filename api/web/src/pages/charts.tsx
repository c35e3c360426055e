// A Chart.js chart (loaded with the dashboard only) with its numbers as a table beside it and
// as a CSV download (the same numbers, unformatted). The chart instance is kept on its canvas
// (`canvas.chart`), so what it draws can be read back.
import { createContext, type ComponentChildren } from "preact";
import { useContext, useEffect, useRef } from "preact/hooks";
import { CsvButton } from "./csv";
import { t } from "../i18n";
import { laterWith, useVisible } from "./lazy";

export interface Series {
  label: string;
  data: (number | null)[];
  /** draw as a line over the bars */
  line?: boolean;
  /** a share (0-1): the right-hand axis, shown as a percentage */
  share?: boolean;
  colour?: string;
  /** in the table and the CSV only (a count beside rates ...), not drawn */
  table?: boolean;
}

const RATE_COLOUR = "#c99a1e";

/** A share (0-1) drawn as a line on the right-hand axis: a win rate beside counts. */
export const rate = (label: string, data: (number | null)[], colour = RATE_COLOUR): Series => ({ label, data, share: true, line: true, colour });

/** The start of the CSV files' names on this page (`signoria-lorenzo` → `signoria-lorenzo-seats.csv`). */
export const CsvPrefix = createContext("signoria");

const PALETTE = ["#7a1f1f", "#2f7d3b", "#285f9c", "#c99a1e", "#6d3b8c", "#8a6d3b", "#1f6fb2", "#c0392b"];
const pct = (v: number | string) => `${Math.round(Number(v) * 100)} %`;

let registered: Promise<typeof import("chart.js")> | null = null;

export function chartJs() {
  registered ??= import("chart.js").then((m) => {
    m.Chart.register(
      m.BarController,
      m.BarElement,
      m.LineController,
      m.LineElement,
      m.PointElement,
      m.CategoryScale,
      m.LinearScale,
      m.Tooltip,
      m.Legend,
    );
    return m;
  });
  return registered;
}

interface ChartProps {
  id: string;
  title: string;
  labels: string[];
  series: Series[];
  horizontal?: boolean;
  height?: number;
  stacked?: boolean;
  /** the CSV's first column: its header and values (default: "label" and the labels) */
  keyHeader?: string;
  keys?: (string | number)[];
  /** controls under the title (a selector ...) */
  children?: ComponentChildren;
}

/** A column of a RowChart: the series' name, the rows' field, and how it is shown: drawn as
 * bars (default), as a rate line, or in the table and the CSV only. */
export type Column<T> = [label: string, field: keyof T, kind?: "rate" | "table"];

/** A chart of one label per row (a card, a seat, a source ...) and one series per column. */
export function RowChart<T>(
  props: Omit<ChartProps, "labels" | "keys" | "series"> & { rows: T[]; keyOf: (r: T) => string | number; labelOf?: (r: T) => string; columns: Column<T>[] },
) {
  const { rows, keyOf, labelOf, columns, ...rest } = props;
  const keys = rows.map(keyOf);
  const series = columns.map(([label, field, kind]): Series => {
    const data = rows.map((r) => r[field] as number | null);
    return kind === "rate" ? rate(label, data) : { label, data, table: kind === "table" };
  });
  return <ChartBlock {...rest} labels={labelOf ? rows.map(labelOf) : keys.map(String)} keys={keys} series={series} />;
}

export function ChartBlock(props: ChartProps) {
  const { id, title, labels, series: all, horizontal, height, stacked, children } = props;
  const series = all.filter((s) => !s.table);
  const prefix = useContext(CsvPrefix);
  const canvas = useRef<HTMLCanvasElement>(null);
  // drawn once near the screen, each chart in an idle slice of its own (not all at the first paint)
  const [panel, visible] = useVisible<HTMLElement>();
  useEffect(() => {
    if (!visible) return;
    let chart: { destroy(): void } | null = null;
    let alive = true;
    const cancel = laterWith(chartJs, ({ Chart }) => {
      if (!alive || !canvas.current) return;
      const style = getComputedStyle(document.documentElement);
      const fg = style.getPropertyValue("--fg").trim();
      const line = style.getPropertyValue("--line").trim();
      Chart.defaults.color = fg;
      Chart.defaults.borderColor = line;
      const shares = series.some((s) => s.share);
      const value = horizontal ? "x" : "y";
      const scales: Record<string, object> = {
        [horizontal ? "y" : "x"]: { stacked, ticks: { autoSkip: !horizontal } },
        [value]: { beginAtZero: true, stacked, ...(series.every((s) => s.share) && { max: 1, ticks: { callback: pct } }) },
      };
      if (shares && !series.every((s) => s.share)) {
        scales.share = { position: horizontal ? "top" : "right", min: 0, max: 1, grid: { drawOnChartArea: false }, ticks: { callback: pct } };
        if (horizontal) scales.share = { ...scales.share, axis: "x" };
      }
      const instance = new Chart(canvas.current, {
        type: "bar",
        data: {
          labels,
          datasets: series.map((s, i) => ({
            type: s.line && !horizontal ? ("line" as const) : ("bar" as const),
            label: s.label,
            data: s.data,
            backgroundColor: s.colour ?? PALETTE[i % PALETTE.length],
            borderColor: s.colour ?? PALETTE[i % PALETTE.length],
            ...(s.share && shares && !series.every((x) => x.share) && { [horizontal ? "xAxisID" : "yAxisID"]: "share" }),
            spanGaps: true,
          })),
        },
        options: {
          animation: false,
          maintainAspectRatio: false,
          indexAxis: horizontal ? "y" : "x",
          scales,
          plugins: { legend: { display: series.length > 1 } },
        },
      });
      (canvas.current as HTMLCanvasElement & { chart?: unknown }).chart = instance;
      chart = instance;
    });
    return () => {
      alive = false;
      cancel();
      chart?.destroy();
    };
  }, [visible, labels.join("\u0000"), JSON.stringify(series)]);
  const shown = (s: Series, v: number | null) => (v == null ? "–" : s.share ? pct(v) : Number.isInteger(v) ? String(v) : v.toFixed(2));
  return (
    <section ref={panel} class="panel chart-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
      {labels.length === 0 ? (
        <p class="hint">{t("No data for these filters.")}</p>
      ) : (
        <>
          <div class="chart" style={{ height: `${height ?? 16}rem` }}>
            <canvas ref={canvas} role="img" aria-label={title} data-testid={`chart-${id}`} data-chart={id} />
          </div>
          <details>
            <summary>{t("Numbers")}</summary>
            <table>
              <thead>
                <tr>
                  <th scope="col" />
                  {all.map((s) => (
                    <th key={s.label} scope="col">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((l, i) => (
                  <tr key={l}>
                    <th scope="row">{l}</th>
                    {all.map((s) => (
                      <td key={s.label}>{shown(s, s.data[i])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
          <CsvButton
            file={`${prefix}-${id}`}
            what={title}
            header={[props.keyHeader ?? t("label"), ...all.map((s) => s.label)]}
            rows={() => labels.map((l, i) => [props.keys?.[i] ?? l, ...all.map((s) => s.data[i])])}
          />
        </>
      )}
    </section>
  );
}
