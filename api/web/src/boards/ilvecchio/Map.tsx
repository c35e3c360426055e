// The map of Tuscany in SVG: roads, the numbered areas, the towns in their colours with the
// intermediaries and every seat's members (standing: upright pawns; lying: flat bars). Towns
// the viewer may click are outlined in gold and reachable by keyboard.
import type { JSX } from "preact";
import { seatColour } from "../seat";
import type { Lookup } from "./catalogue";
import type { TownView } from "./types";
import { t as tr } from "../../i18n";

/** Colours by the API's enum value (BROWN ...). */
export const COLOURS: Record<string, string> = {
  BROWN: "#8b5a2b",
  BLACK: "#222222",
  GREY: "#8a8a8a",
  WHITE: "#f2f0ea",
  VIOLET: "#7d3c98",
  GREEN: "#3c8d3c",
  RED: "#b03a2e",
  FLORENCE: "#d4af37",
};
const S = 10; // catalogue positions are 0-100
const R = 26;
const PAD = 90; // around the outermost towns: their names, members and areas' numbers

function Members({ town }: { town: TownView }) {
  const out: JSX.Element[] = [];
  let i = 0;
  town.standing.forEach((n, seat) => {
    for (let k = 0; k < n; k++, i++) {
      const x = town.x * S - R + 8 + (i % 6) * 9;
      const y = town.y * S - R - 14 - Math.floor(i / 6) * 14;
      out.push(<path key={`s${seat}.${k}`} d={`M${x - 4},${y + 10} L${x},${y - 2} L${x + 4},${y + 10} Z`} fill={seatColour(seat)} stroke="#1b1208" stroke-width={1} data-member={`${seat}:standing`} />);
    }
  });
  let j = 0;
  town.lying.forEach((n, seat) => {
    for (let k = 0; k < n; k++, j++) {
      const x = town.x * S - R + (j % 4) * 14;
      const y = town.y * S + R + 22 + Math.floor(j / 4) * 7;
      out.push(<rect key={`l${seat}.${k}`} x={x} y={y} width={12} height={5} rx={2} fill={seatColour(seat)} stroke="#1b1208" stroke-width={0.8} data-member={`${seat}:lying`} />);
    }
  });
  return <>{out}</>;
}

export interface Clicks {
  /** town slug -> what a click does, in words */
  labels: Record<string, string>;
  selected: string | null;
  onTown: (slug: string) => void;
}

export function TuscanyMap({ towns, cat, clicks }: { towns: TownView[]; cat: Lookup; clicks: Clicks | null }) {
  const at = new Map(towns.map((t) => [t.slug, t]));
  // the map is cut to its towns: no empty margin to pan across on a phone
  const xs = towns.map((t) => t.x * S);
  const ys = towns.map((t) => t.y * S);
  const [x0, y0] = [Math.min(...xs) - PAD, Math.min(...ys) - PAD];
  const [w, h] = [Math.max(...xs) + PAD - x0, Math.max(...ys) + PAD - y0];
  return (
    <svg class="iv-map" viewBox={`${x0} ${y0} ${w} ${h}`} role="group" aria-label={tr("Map of Tuscany")} data-testid="iv-map">
      <rect x={x0} y={y0} width={w} height={h} fill="#efe3c4" rx={18} />
      {cat.roads.map(([a, b]) => {
        const p = at.get(a);
        const q = at.get(b);
        return p && q ? <line key={`${a}-${b}`} x1={p.x * S} y1={p.y * S} x2={q.x * S} y2={q.y * S} stroke="#9c8660" stroke-width={4} stroke-dasharray="10 6" /> : null;
      })}
      {cat.areas.map((area) => {
        const ts = area.towns.map((t) => at.get(t)).filter((t): t is TownView => !!t);
        if (!ts.length) return null;
        const x = (ts.reduce((s, t) => s + t.x, 0) / ts.length) * S + 22;
        const y = (ts.reduce((s, t) => s + t.y, 0) / ts.length) * S - 22;
        return (
          <g key={area.number} data-area={area.number}>
            <circle cx={x} cy={y} r={15} fill="#fff8e6" stroke="#6b5a3a" stroke-width={1.5} />
            <text x={x} y={y + 6} font-size={16} font-weight={700} text-anchor="middle" fill="#4a3b22">
              {area.number}
            </text>
          </g>
        );
      })}
      {towns.map((t) => {
        const label = clicks?.labels[t.slug];
        const selected = clicks?.selected === t.slug;
        const act = label && clicks ? () => clicks.onTown(t.slug) : undefined;
        return (
          <g
            key={t.slug}
            class={`iv-town${label ? " playable" : ""}${selected ? " selected" : ""}`}
            data-town={t.slug}
            role={act ? "button" : undefined}
            tabIndex={act ? 0 : undefined}
            aria-label={act ? label : undefined}
            onClick={act}
            onKeyDown={act ? (e) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), act()) : undefined}
            style={act ? { cursor: "pointer" } : undefined}
          >
            <circle cx={t.x * S} cy={t.y * S} r={t.colour === "FLORENCE" ? R + 10 : R} fill={COLOURS[t.colour] ?? "#999"} stroke={selected ? "#1f6fb2" : label ? "#d4af37" : "#3b2f1c"} stroke-width={selected || label ? 7 : 2} />
            {t.intermediary && (
              <rect x={t.x * S - 9} y={t.y * S - 9} width={18} height={18} transform={`rotate(45 ${t.x * S} ${t.y * S})`} fill={COLOURS[t.intermediary]} stroke="#d4af37" stroke-width={3} data-intermediary={t.intermediary.toLowerCase()} />
            )}
            <text class="iv-name" x={t.x * S} y={t.y * S + R + 16} font-size={17} text-anchor="middle" fill="#2a1d0c" font-weight={600}>
              {t.name}
            </text>
            <Members town={t} />
            {/* a finger-sized target (44 px once the map is enlarged on a phone) */}
            {act && <circle class="iv-hit" cx={t.x * S} cy={t.y * S} r={R + 6} fill="transparent" />}
          </g>
        );
      })}
    </svg>
  );
}
