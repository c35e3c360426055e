// SVG pieces of the Lorenzo board: wrapped text, family-member tokens, dice, resource glyphs.
import type { ComponentChildren } from "preact";
import { MEMBER_FILL, memberWord, seatColour } from "./format";
import type { Member, Occupant } from "./types";
import { t } from "../../i18n";

/** Lines of at most `width` characters (words kept whole), at most `max` lines. */
export function wrap(text: string, width: number, max = 99): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > max) {
    const kept = lines.slice(0, max);
    kept[max - 1] = kept[max - 1].replace(/.{0,1}$/, "…");
    return kept;
  }
  return lines;
}

// Text under 12 units is declared at 12 and scaled down, so it is drawn at the same size:
// Lighthouse's "legible font sizes" audit reads the declared size, not the drawn one (on a
// phone the enlarged board draws 10.5 units at 12 CSS px and more).
const LEGIBLE = 12;
const shrink = (size: number) => Math.min(1, size / LEGIBLE);

export function Lines(props: { x: number; y: number; lines: string[]; size: number; gap?: number; anchor?: string; fill?: string; weight?: number; cls?: string }) {
  const { x, y, lines, size, gap = 1.2, anchor = "start", fill, weight, cls } = props;
  const k = shrink(size);
  return (
    <text x={x / k} y={y / k} font-size={size / k} transform={k < 1 ? `scale(${k})` : undefined} text-anchor={anchor} fill={fill} font-weight={weight} class={cls}>
      {lines.map((l, i) => (
        <tspan key={i} x={x / k} dy={i === 0 ? 0 : (size / k) * gap}>
          {l}
        </tspan>
      ))}
    </text>
  );
}

/** A family member: a pawn disc in its owner's colour with the member's die colour inside. */
/** One line of small text (see `Lines`). */
export function Small(props: { x: number; y: number; size: number; anchor?: string; fill?: string; weight?: number; children: ComponentChildren }) {
  const { x, y, size, anchor, fill, weight, children } = props;
  const k = shrink(size);
  return (
    <text x={x / k} y={y / k} font-size={size / k} transform={k < 1 ? `scale(${k})` : undefined} text-anchor={anchor} fill={fill} font-weight={weight}>
      {children}
    </text>
  );
}

export function Token({ x, y, seat, member, r = 13, name }: { x: number; y: number; seat: number; member: Member; r?: number; name: string }) {
  return (
    <g class="token" data-seat={seat} data-member={member.toLowerCase()}>
      <title>{t("{name}: {member} family member", { name, member: memberWord(member) })}</title>
      <circle cx={x} cy={y} r={r} fill={seatColour(seat)} stroke="#1b1b1b" stroke-width={1.5} />
      <circle cx={x} cy={y} r={r * 0.46} fill={MEMBER_FILL[member]} stroke="#1b1b1b" stroke-width={1} />
    </g>
  );
}

/** Occupants laid out in a row from (x, y), wrapping after `perRow`. */
export function Occupants(props: { x: number; y: number; occupants: Occupant[]; name: (seat: number) => string; step?: number; perRow?: number; r?: number }) {
  const { x, y, occupants, name, step = 30, perRow = 99, r } = props;
  return (
    <>
      {occupants.map((o, i) => (
        <Token
          key={i}
          x={x + (i % perRow) * step}
          y={y + Math.floor(i / perRow) * step}
          seat={o.seat}
          member={o.member}
          name={name(o.seat)}
          r={r}
        />
      ))}
    </>
  );
}

export const occupantsAttr = (occ: Occupant[]) => occ.map((o) => `${o.seat}:${o.member.toLowerCase()}`).join(" ");

const DIE_TEXT: Record<string, string> = { black: "#f7f3ea", white: "#1b1b1b", orange: "#1b1b1b" };

export function Die({ x, y, colour, value, size = 46 }: { x: number; y: number; colour: "black" | "white" | "orange"; value: number | null; size?: number }) {
  return (
    <g class="die" data-die={colour} data-value={value ?? ""}>
      <title>{t("{colour} die: {value}", { colour: t(colour), value: value ?? t("not rolled") })}</title>
      <rect x={x} y={y} width={size} height={size} rx={8} fill={MEMBER_FILL[colour.toUpperCase() as Member]} stroke="#1b1b1b" stroke-width={2} />
      <text x={x + size / 2} y={y + size / 2 + 9} font-size={26} font-weight={700} text-anchor="middle" fill={DIE_TEXT[colour]}>
        {value ?? "–"}
      </text>
    </g>
  );
}

/** A labelled box, the board's areas. */
export function Area(props: { x: number; y: number; w: number; h: number; label: string; fill?: string; children?: ComponentChildren }) {
  const { x, y, w, h, label, fill = "#efe2c4", children } = props;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={10} fill={fill} stroke="#8a6d3b" stroke-width={2} />
      <text x={x + 12} y={y + 22} font-size={16} font-weight={700} fill="#4a3514" class="area-label">
        {label}
      </text>
      {children}
    </g>
  );
}
