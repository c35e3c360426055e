// The Patrizier table drawn as the physical one: each city a plot with its two building sites
// (towers as stacks of floors in their owners' colours, the top floor crowned), its Roman
// numeral and floors built, its two fame tiles (or who won them), and the card lying beside it.
// Sites, tower tops and cards the viewer may use now are buttons (click, or focus and Enter).
import { memoData } from "../memo";
import { seatColour } from "../seat";
import type { Lookup } from "./catalogue";
import { CARD_H, CARD_W, CardFace, FameTile } from "./svg";
import type { PCity, PTower } from "./types";
import { t as tr } from "../../i18n";

const ROMAN: Record<number, string> = { 5: "V", 7: "VII", 9: "IX" };
export const roman = (n: number) => ROMAN[n] ?? String(n);

const W = 220;
const H = 378;
const BASE = 206; // ground line of the building sites (a tower of 8 floors reaches y 64)
const FLOOR_H = 17;
const TOWER_W = 56;
const TOWER_X = [20, 94];

/** Props that make an SVG element a button (click, or Enter / Space when focused). */
export function activate(onClick: (() => void) | undefined, label: string): Record<string, unknown> {
  if (!onClick) return {};
  return {
    role: "button",
    tabindex: 0,
    "aria-label": label,
    onClick,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        onClick();
      }
    },
  } as Record<string, unknown>;
}

const short = (s: string, n = 9) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function Tower(props: {
  city: PCity;
  tower: PTower;
  name: (seat: number) => string;
  onSite?: () => void;
  onTop?: () => void;
  siteLabel: string;
}) {
  const { city, tower, name, onSite, onTop, siteLabel } = props;
  const x = TOWER_X[tower.tower - 1];
  const n = tower.floors.length;
  const higher = city.higherTower === tower.tower;
  const site = `${city.slug}.${tower.tower}`;
  return (
    <g class="tower" data-site={site} data-tower={tower.tower} data-floors={tower.floors.map((f) => f.owner).join(",")} data-leader={tower.leader ?? ""}>
      {/* the building site: a plot of ground */}
      <rect x={x - 5} y={BASE} width={TOWER_W + 10} height={10} rx={2} fill="#a08a63" stroke="#6b5a3a" />
      {n === 0 && (
        <rect x={x} y={BASE - FLOOR_H * 2} width={TOWER_W} height={FLOOR_H * 2} fill="none" stroke="#a08a63" stroke-dasharray="4 3" />
      )}
      {tower.floors.map((f, i) => {
        const y = BASE - (i + 1) * FLOOR_H;
        const top = i === n - 1;
        return (
          <g key={i} class={`floor${top ? " top" : ""}`} data-owner={f.owner}>
            <title>{tr("{city}, site {site}, floor {floor}: {owner}", { city: city.name, site: tower.tower, floor: f.level, owner: name(f.owner) })}</title>
            <rect x={x} y={y} width={TOWER_W} height={FLOOR_H} fill={seatColour(f.owner)} stroke="#1b1b1b" stroke-width={1.2} />
            <rect x={x + 10} y={y + 5} width={7} height={8} fill="#1b1b1b" opacity={0.45} />
            <rect x={x + TOWER_W / 2 - 3.5} y={y + 5} width={7} height={8} fill="#1b1b1b" opacity={0.45} />
            <rect x={x + TOWER_W - 17} y={y + 5} width={7} height={8} fill="#1b1b1b" opacity={0.45} />
            {top &&
              [0, 1, 2, 3].map((k) => (
                <rect key={k} x={x + k * ((TOWER_W - 9) / 3)} y={y - 6} width={9} height={6} fill={seatColour(f.owner)} stroke="#1b1b1b" stroke-width={1.2} />
              ))}
          </g>
        );
      })}
      <text x={x + TOWER_W / 2} y={BASE + 24} font-size={11} text-anchor="middle" fill="#4a3514" font-weight={higher ? 700 : 400}>
        {`${tr("site {n}", { n: tower.tower })}${higher ? " ▲" : ""}`}
      </text>
      {tower.leader != null && (
        <g class="leader">
          <circle cx={x + 6} cy={BASE + 37} r={5} fill={seatColour(tower.leader)} stroke="#1b1b1b" />
          <text x={x + 14} y={BASE + 41} font-size={10} fill="#4a3514">
            {short(name(tower.leader), 8)}
          </text>
        </g>
      )}
      {onSite && (
        <g class="site playable" data-site={site} {...activate(onSite, siteLabel)}>
          <rect class="ring" x={x - 6} y={BASE - Math.max(n + 1, 2) * FLOOR_H - 8} width={TOWER_W + 12} height={Math.max(n + 1, 2) * FLOOR_H + 20} rx={6} />
          <rect class="ghost" x={x} y={BASE - (n + 1) * FLOOR_H} width={TOWER_W} height={FLOOR_H} />
        </g>
      )}
      {onTop && n > 0 && (
        <g class="tower-top playable" data-site={site} {...activate(onTop, siteLabel)}>
          <rect class="ring" x={x - 4} y={BASE - n * FLOOR_H - 10} width={TOWER_W + 8} height={FLOOR_H + 14} rx={4} />
        </g>
      )}
    </g>
  );
}

export type TargetKind = "site" | "top" | "take";

export interface Targets {
  /** sites the viewer may build on now (the selected card's), by tower */
  site: number[];
  /** towers whose top floor the viewer may move now */
  top: number[];
  /** the card beside the city may be taken now */
  take: boolean;
  /** the buttons' labels: `site.1`, `top.2`, `take` */
  labels: Record<string, string>;
}

export interface CityPlotProps {
  city: PCity;
  cat: Lookup;
  name: (seat: number) => string;
  /** fame tiles won here, higher tower's first: [seat, fame] */
  won: [number, number][];
  targets?: Targets;
  /** a target clicked (a stable function: it reads the board's state when called) */
  onTarget?: (city: string, kind: TargetKind, tower: number) => void;
  selected?: boolean;
}

/** One city: a labelled plot with its towers, fame tiles and the card beside it. */
export const CityPlot = memoData(function CityPlot({ city, cat, name, won, targets, onTarget, selected }: CityPlotProps) {
  const hit = (kind: TargetKind, tower: number, on: boolean) => (on && onTarget ? () => onTarget(city.slug, kind, tower) : undefined);
  const onTake = hit("take", 0, !!targets?.take);
  const labels = targets?.labels ?? {};
  const colour = cat.cityColour(city.slug);
  const card = city.display ? cat.card(city.display.id) : undefined;
  const tiles = city.scored
    ? won.map(([seat, fame], i) => ({ fame, winner: seat as number | null, caption: i === 0 ? tr("higher tower") : tr("lower tower") }))
    : city.fameTiles.map((fame, i) => ({ fame, winner: null, caption: i === 0 ? tr("higher tower") : tr("lower tower") }));
  const cardY = BASE + 46;
  return (
    <svg
      class={`city-plot${city.scored ? " scored" : ""}${selected ? " selected" : ""}`}
      viewBox={`0 0 ${W} ${H}`}
      role="group"
      aria-label={city.scored ? tr("{city} ({numeral}): {built} of {floors} floors built, scored", { city: city.name, numeral: roman(city.floors), built: city.built, floors: city.floors }) : tr("{city} ({numeral}): {built} of {floors} floors built", { city: city.name, numeral: roman(city.floors), built: city.built, floors: city.floors })}
      data-city={city.slug}
      data-built={city.built}
      data-floors={city.floors}
      data-scored={city.scored ? "yes" : "no"}
      data-fame-tiles={city.fameTiles.join(",")}
      data-display={city.display?.id ?? ""}
    >
      <rect x={1} y={1} width={W - 2} height={H - 2} rx={10} fill={city.scored ? "#e6dcc6" : "#efe2c4"} stroke="#8a6d3b" stroke-width={2} />
      <rect x={1} y={1} width={W - 2} height={32} rx={10} fill={colour} />
      <rect x={1} y={22} width={W - 2} height={11} fill={colour} />
      <text x={12} y={23} font-size={17} font-weight={700} fill="#fff" class="city-name">
        {city.name}
      </text>
      <text x={W - 12} y={23} font-size={17} font-weight={700} fill="#fff" text-anchor="end" class="numeral">
        {roman(city.floors)}
      </text>
      <text x={12} y={50} font-size={11} fill="#4a3514" class="built">
        {city.scored ? tr("scored: {n} floors", { n: city.built }) : tr("{built} of {floors} floors built", { built: city.built, floors: city.floors })}
      </text>
      {city.towers.map((t) => (
        <Tower
          key={t.tower}
          city={city}
          tower={t}
          name={name}
          onSite={hit("site", t.tower, !!targets?.site.includes(t.tower))}
          onTop={hit("top", t.tower, !!targets?.top.includes(t.tower))}
          siteLabel={labels[`site.${t.tower}`] ?? labels[`top.${t.tower}`] ?? tr("{city} site {n}", { city: city.name, n: t.tower })}
        />
      ))}
      {tiles.map((t, i) => (
        <FameTile key={i} x={168} y={62 + i * 70} fame={t.fame} caption={t.caption} winner={t.winner} winnerName={t.winner != null ? short(name(t.winner), 8) : undefined} />
      ))}
      <line x1={10} x2={W - 10} y1={cardY - 8} y2={cardY - 8} stroke="#c9b48a" />
      <g class={`display${onTake ? " playable" : ""}`} data-city={city.slug} data-card={city.display?.id ?? ""} {...activate(onTake, labels.take ?? "")}>
        {card ? (
          <>
            <CardFace card={card} cat={cat} x={12} y={cardY} />
            {onTake && <rect class="ring" x={8} y={cardY - 4} width={CARD_W + 8} height={CARD_H + 8} rx={8} />}
          </>
        ) : (
          <>
            <rect x={12} y={cardY} width={CARD_W} height={CARD_H} rx={6} fill="none" stroke="#a08a63" stroke-dasharray="5 4" />
            <text x={12 + CARD_W / 2} y={cardY + CARD_H / 2 + 4} font-size={10} text-anchor="middle" fill="#7a6a50">
              no card
            </text>
          </>
        )}
      </g>
      <text x={108} y={cardY + 14} font-size={10.5} fill="#4a3514">
        card beside
      </text>
      {card && (
        <text x={108} y={cardY + 30} font-size={12} font-weight={700} fill="#2a1d0c">
          {card.name}
        </text>
      )}
      {onTake && (
        <text x={108} y={cardY + 50} font-size={11} font-weight={700} fill="#8a5a00">
          take it ↙
        </text>
      )}
    </svg>
  );
});
