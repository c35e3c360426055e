// The fallback renderer for a game without a board of its own: its view (`GenericView.data`)
// as a readable tree, the pending decisions' data beside it. The shell lists the legal actions.
import type { ComponentChildren } from "preact";
import type { BoardProps, BoardRenderer } from "../types";
import { t } from "../../i18n";

const label = (k: string) => k.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

function isScalar(v: unknown) {
  return v === null || typeof v !== "object";
}

export function Tree({ value, depth = 0 }: { value: unknown; depth?: number }): ComponentChildren {
  if (isScalar(value)) return <span class={`tv tv-${value === null ? "null" : typeof value}`}>{value === null ? "–" : String(value)}</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span class="tv tv-null">{t("none")}</span>;
    if (value.every(isScalar)) return <span class="tv">{value.map((v) => (v === null ? "–" : String(v))).join(", ")}</span>;
    return (
      <ol class="tree-list" start={0}>
        {value.map((v, i) => (
          <li key={i}>
            <Tree value={v} depth={depth + 1} />
          </li>
        ))}
      </ol>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>);
  return (
    <dl class="tree">
      {entries.map(([k, v]) =>
        isScalar(v) || (Array.isArray(v) && v.every(isScalar)) ? (
          <div key={k} class="tree-row">
            <dt>{label(k)}</dt>
            <dd>
              <Tree value={v} depth={depth + 1} />
            </dd>
          </div>
        ) : (
          <details key={k} open={depth < 2} class="tree-row">
            <summary>{label(k)}</summary>
            <Tree value={v} depth={depth + 1} />
          </details>
        ),
      )}
    </dl>
  );
}

function GenericBoard({ game, side }: BoardProps) {
  const data = game.view && "data" in game.view ? game.view.data : game.view;
  return (
    <div class="board-layout generic" data-testid="board" data-version={game.version} data-status={game.status}>
      <div class="board-main">
        <section class="panel" aria-labelledby="view-title">
          <h2 id="view-title">{t("The game")}</h2>
          {data == null ? <p>{t("Nothing to show yet.")}</p> : <Tree value={data} />}
        </section>
        {game.pending.some((p) => p.data != null) && (
          <section class="panel" aria-labelledby="pending-title">
            <h2 id="pending-title">{t("Decisions awaited")}</h2>
            {game.pending.map((p) => (
              <details key={`${p.seat}-${p.kind}`} open>
                <summary>
                  {t("seat {n}", { n: p.seat })}: {p.description}
                </summary>
                <Tree value={p.data} />
              </details>
            ))}
          </section>
        )}
      </div>
      <aside class="board-side">{side}</aside>
    </div>
  );
}

export const genericRenderer: BoardRenderer = { Board: GenericBoard, playable: false };
