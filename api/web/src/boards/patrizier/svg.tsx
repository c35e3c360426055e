// SVG pieces of the Patrizier table: a card face (crests, heads, move or "?" symbol, star), a
// patrician head, a fame tile, the draw pile.
import { seatColour } from "../seat";
import type { Lookup } from "./catalogue";
import type { CatCard, HeadType } from "./types";
import { t } from "../../i18n";

export const CARD_W = 84;
export const CARD_H = 116;

export const HEAD_FILL: Record<HeadType, string> = { MERCHANT: "#c9a227", CLERIC: "#5b3b8c", NOBLE: "#b0302a" };
export const HEAD_LETTER: Record<HeadType, string> = { MERCHANT: "M", CLERIC: "C", NOBLE: "N" };

/** A city's crest: a shield in its colour with its initial. */
export function Crest({ x, y, colour, letter, s = 1 }: { x: number; y: number; colour: string; letter: string; s?: number }) {
  const w = 22 * s;
  const h = 26 * s;
  return (
    <g class="crest">
      <path
        d={`M${x} ${y} h${w} v${h * 0.45} q0 ${h * 0.4} ${-w / 2} ${h * 0.55} q${-w / 2} ${-h * 0.15} ${-w / 2} ${-h * 0.55} z`}
        fill={colour}
        stroke="#2a1d0c"
        stroke-width={1.2}
      />
      <text x={x + w / 2} y={y + h * 0.55} font-size={12 * s} font-weight={700} text-anchor="middle" fill="#fff">
        {letter}
      </text>
    </g>
  );
}

/** A patrician head: a bust in a coloured medallion, its type's initial below the face. */
export function Head({ x, y, head, r = 11 }: { x: number; y: number; head: HeadType; r?: number }) {
  return (
    <g class="head" data-head={head.toLowerCase()}>
      <circle cx={x} cy={y} r={r} fill={HEAD_FILL[head]} stroke="#2a1d0c" stroke-width={1.2} />
      <circle cx={x} cy={y - r * 0.28} r={r * 0.34} fill="#f3dfc1" />
      <path d={`M${x - r * 0.6} ${y + r * 0.62} q${r * 0.6} ${-r * 0.75} ${r * 1.2} 0`} fill="#f3dfc1" />
      <text x={x + r * 0.95} y={y + r * 1.05} font-size={r * 0.8} font-weight={700} fill="#2a1d0c">
        {HEAD_LETTER[head]}
      </text>
    </g>
  );
}

const SYMBOL_WORDS: Record<string, string> = {
  SECOND_CREST: t("second crest: builds two floors"),
  HEAD: t("one head"),
  DOUBLE_HEAD: t("two heads"),
  MOVE_FLOOR: t("move a floor"),
  TAKE_ANY_CARD: t("?: take any displayed card"),
};

export function cardWords(card: CatCard, cat: Lookup): string {
  const head = card.head ? ` ${card.heads > 1 ? t("({n} {head} heads)", { n: card.heads, head: cat.headName(card.head) }) : t("({n} {head} head)", { n: card.heads, head: cat.headName(card.head) })}` : "";
  const symbol = card.symbol === "HEAD" || card.symbol === "DOUBLE_HEAD" ? "" : `, ${SYMBOL_WORDS[card.symbol]}`;
  return `${card.name}: ${card.crests > 1 ? t("{n} crests", { n: card.crests }) : t("{n} crest", { n: card.crests })}${head}${symbol}${card.star ? `, ${t("star card")}` : ""}`;
}

/** A card face at (x, y): the city's band and name, its crest(s), its head(s) or symbol, the
 * star marker, its number. */
export function CardFace({ card, cat, x = 0, y = 0 }: { card: CatCard; cat: Lookup; x?: number; y?: number }) {
  const colour = cat.cityColour(card.city.slug);
  const letter = card.city.name.charAt(0);
  const cx = x + CARD_W / 2;
  return (
    <g class="card-face" data-card={card.id}>
      <title>{cardWords(card, cat)}</title>
      <rect x={x} y={y} width={CARD_W} height={CARD_H} rx={6} fill="#fbf3df" stroke={colour} stroke-width={2.5} />
      <rect x={x} y={y} width={CARD_W} height={20} rx={6} fill={colour} />
      <rect x={x} y={y + 12} width={CARD_W} height={8} fill={colour} />
      <text x={cx} y={y + 14.5} font-size={11} font-weight={700} text-anchor="middle" fill="#fff">
        {card.city.name}
      </text>
      {card.crests > 1 ? (
        <>
          <Crest x={cx - 26} y={y + 28} colour={colour} letter={letter} />
          <Crest x={cx + 4} y={y + 28} colour={colour} letter={letter} />
        </>
      ) : (
        <Crest x={cx - 11} y={y + 28} colour={colour} letter={letter} />
      )}
      {card.head && card.heads === 1 && <Head x={cx} y={y + 76} head={card.head} r={12} />}
      {card.head && card.heads === 2 && (
        <>
          <Head x={cx - 15} y={y + 76} head={card.head} r={11} />
          <Head x={cx + 15} y={y + 76} head={card.head} r={11} />
        </>
      )}
      {card.symbol === "MOVE_FLOOR" && (
        <g class="symbol-move">
          <rect x={cx - 16} y={y + 62} width={12} height={9} fill="#8a7455" stroke="#2a1d0c" />
          <rect x={cx + 4} y={y + 80} width={12} height={9} fill="#8a7455" stroke="#2a1d0c" />
          <path d={`M${cx - 4} ${y + 66} q12 0 12 12`} fill="none" stroke="#2a1d0c" stroke-width={2} />
          <path d={`M${cx + 4} ${y + 76} l4 5 l4 -5 z`} fill="#2a1d0c" />
          <text x={cx} y={y + 101} font-size={9} text-anchor="middle" fill="#2a1d0c">
            move
          </text>
        </g>
      )}
      {card.symbol === "TAKE_ANY_CARD" && (
        <text x={cx} y={y + 90} font-size={34} font-weight={700} text-anchor="middle" fill="#2a1d0c" class="symbol-any">
          ?
        </text>
      )}
      {card.star && (
        <text x={x + 6} y={y + CARD_H - 6} font-size={15} fill="#c28f0c" class="star">
          ★
        </text>
      )}
      <text x={x + CARD_W - 5} y={y + CARD_H - 6} font-size={9} text-anchor="end" fill="#7a6a50">
        {card.id}
      </text>
    </g>
  );
}

/** A card on its own: an <svg> of one card face. */
export function CardSvg({ card, cat }: { card: CatCard; cat: Lookup }) {
  return (
    <svg class="pz-card" viewBox={`-2 -2 ${CARD_W + 4} ${CARD_H + 4}`} role="img" aria-label={cardWords(card, cat)}>
      <CardFace card={card} cat={cat} />
    </svg>
  );
}

/** A fame tile: its value, or taken (greyed, the winner's colour disc). */
export function FameTile(props: { x: number; y: number; fame: number; caption: string; winner?: number | null; winnerName?: string }) {
  const { x, y, fame, caption, winner, winnerName } = props;
  const taken = winner != null;
  return (
    <g class={`fame-tile${taken ? " taken" : ""}`} data-fame={fame} data-winner={winner ?? ""}>
      <title>{taken ? t("{fame} fame ({caption}): won by {winner}", { fame, caption, winner: winnerName ?? "" }) : t("{fame} fame for the {caption}", { fame, caption })}</title>
      <rect x={x} y={y} width={40} height={40} rx={5} fill={taken ? "#d8d0c0" : "#f4d35e"} stroke="#6b4f1d" stroke-width={2} />
      <text x={x + 20} y={y + 27} font-size={20} font-weight={700} text-anchor="middle" fill={taken ? "#8a8070" : "#3b2a0c"}>
        {fame}
      </text>
      {taken && <circle cx={x + 33} cy={y + 7} r={8} fill={seatColour(winner)} stroke="#1b1b1b" stroke-width={1.2} />}
      <text x={x + 20} y={y + 52} font-size={9.5} text-anchor="middle" fill="#4a3514">
        {taken ? t("won by {winner}", { winner: winnerName ?? "" }) : caption}
      </text>
    </g>
  );
}
