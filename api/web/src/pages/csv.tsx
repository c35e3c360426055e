// A chart's or a table's numbers as a CSV file made in the browser (RFC 4180: a header row,
// commas, fields quoted when they hold a comma, a quote or a line break). Numbers are written
// as the API gives them: a share stays 0.25, never "25 %".
import { t } from "../i18n";

export type Cell = string | number | boolean | null | undefined;

const field = (v: Cell) => {
  const s = v == null ? "" : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const csvText = (header: string[], rows: Cell[][]) =>
  [header, ...rows].map((r) => r.map(field).join(",")).join("\r\n") + "\r\n";

/** Saves `text` as a file called `name` (a download: nothing leaves the page). */
export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a); // a detached link's download is sometimes dropped by Chromium
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000); // the browser reads the file after the click returns

}

/** A button that downloads the given rows as `<file>.csv`. */
export function CsvButton(props: { file: string; what: string; header: string[]; rows: () => Cell[][] }) {
  return (
    <button
      type="button"
      class="secondary csv"
      data-csv={props.file}
      onClick={() => download(`${props.file}.csv`, csvText(props.header, props.rows()))}
    >
      {t("Download CSV")}<span class="sr-only"> {t("of {what}", { what: props.what })}</span>
    </button>
  );
}
