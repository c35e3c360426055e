// The Lorenzo board drawn as the physical one: the four towers with their cards and action
// spaces, the faith track with the excommunication tiles, production and harvest, the council
// palace, the market, the dice, the turn order and the military and victory tracks. Spaces the
// viewer may use now are buttons (click, or focus and Enter).
import type { ComponentChildren, JSX } from "preact";
import { memoData } from "../memo";
import type { Lookup } from "./catalogue";
import { cardFill, effectsText, resText, seatColour, spaceWords, TOWER_FILL, TYPE_OF } from "./format";
import { Area, Die, Lines, Occupants, occupantsAttr, Small, Token, wrap } from "./svg";
import type { CatCard, Floor, LView, Space } from "./types";
import { t as tr } from "../../i18n";

export type Detail = { kind: "card"; number: number } | { kind: "leader"; slug: string } | { kind: "tile"; id: string };

export interface BoardPictureProps {
  view: LView;
  cat: Lookup;
  players: number;
  name: (seat: number) => string;
  /** spaces where the viewer has a legal placement (or card take) now */
  playable: Set<string>;
  onSpace?: (space: string) => void;
  onDetail: (d: Detail) => void;
}

const W = 1200;
const TOWER_W = 290;
const FLOOR_H = 150;
const TOP = 46;
const CARD_W = 172;
const CARD_H = 138;

function activate(onSpace: ((s: string) => void) | undefined, space: string, enabled: boolean) {
  if (!enabled || !onSpace) return {};
  return {
    role: "button",
    tabindex: 0,
    onClick: () => onSpace(space),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        onSpace(space);
      }
    },
  } as const;
}

function CardFace({ card, x, y }: { card: CatCard; x: number; y: number }) {
  const fill = cardFill(card.type);
  const name = wrap(card.name, 19, 2);
  const cost = card.costs.length ? card.costs.map((c) => c.text.replace(/^pay /, "")).join(" / ") : "free";
  const now = effectsText(card.immediateEffects);
  const later = effectsText(card.permanentEffects);
  const nameH = name.length * 15 + 10;
  let yy = y + nameH + 14;
  const block = (label: string, text: string, lines: number) => {
    if (!text) return null;
    const ls = wrap(`${label} ${text}`, 30, lines);
    const el = <Lines x={x + 7} y={yy} lines={ls} size={10.5} fill="#2a2115" />;
    yy += ls.length * 12.6 + 3;
    return el;
  };
  return (
    <g class="card-face">
      <rect x={x} y={y} width={CARD_W} height={CARD_H} rx={7} fill="#fbf3df" stroke={fill} stroke-width={3} />
      <rect x={x} y={y} width={CARD_W} height={nameH} rx={7} fill={fill} />
      <Lines x={x + 7} y={y + 16} lines={name} size={13.5} fill="#fff" weight={700} />
      <Small x={x + CARD_W - 6} y={y + CARD_H - 6} size={11} anchor="end" fill="#7a6a50">
        {card.number}
      </Small>
      {block("Cost:", cost, 2)}
      {block("⚡", now, 2)}
      {block("∞", later, 3)}
    </g>
  );
}

type FloorProps = { floor: Floor; x: number; y: number; colour: keyof typeof TOWER_FILL; can: boolean } & Pick<
  BoardPictureProps,
  "cat" | "onSpace" | "onDetail" | "name"
>;

const FloorView = memoData(function FloorView(props: FloorProps) {
  const { floor, x, y, colour, cat, can, onSpace, onDetail, name } = props;
  const card = floor.card ? cat.card(floor.card.number) : undefined;
  const rule = cat.board.towers.find((t) => t.colour === colour)?.floors.find((f) => f.floor === floor.floor);
  const bonus = rule && resText(rule.bonus) !== "nothing" ? `+${resText(rule.bonus)}` : "";
  const sx = x + CARD_W + 62;
  const sy = y + CARD_H / 2;
  const label = `${spaceWords(floor.space)}, value ${floor.actionValue}${card ? `: ${card.name}` : ", no card"}${
    bonus ? `, bonus ${bonus}` : ""
  }${floor.occupants.length ? `, occupied by ${floor.occupants.map((o) => name(o.seat)).join(", ")}` : ""}`;
  const show = () => card && onDetail({ kind: "card", number: card.number });
  const { onClick, ...press } = activate(onSpace, floor.space, can);
  // a usable floor's button is its hit area, which draws no text: the label says what the card
  // face shows, in words (a name that must contain the drawn text could not); a card on a floor
  // that is not usable is an image, focusable to show its detail
  return (
    <g
      class={`floor space${can ? " playable" : ""}`}
      data-space={floor.space}
      data-card={floor.card?.number ?? ""}
      data-occupants={occupantsAttr(floor.occupants)}
      onMouseEnter={show}
      onClick={onClick}
      {...(card && !can && { tabindex: 0, role: "img", "aria-label": label, onFocus: show })}
    >
      <title>{card ? `${card.name} (${card.number}): ${card.text}` : label}</title>
      <rect class="hit" x={x - 4} y={y - 4} width={TOWER_W - 12} height={CARD_H + 8} rx={9} {...(can && { ...press, "aria-label": label, onFocus: show })} />
      <g aria-hidden="true">
      {card ? (
        <CardFace card={card} x={x} y={y} />
      ) : (
        <g>
          <rect x={x} y={y} width={CARD_W} height={CARD_H} rx={7} fill="none" stroke="#a08a66" stroke-dasharray="6 5" stroke-width={2} />
          <text x={x + CARD_W / 2} y={y + CARD_H / 2 + 5} font-size={13} text-anchor="middle" fill="#8a7656">
            {tr("no card")}
          </text>
        </g>
      )}
      <circle cx={sx} cy={sy} r={30} fill="#f4ead2" stroke={TOWER_FILL[colour]} stroke-width={4} class="space-ring" />
      <rect x={sx - 13} y={sy - 50} width={26} height={24} rx={4} fill="#fff" stroke="#1b1b1b" />
      <text x={sx} y={sy - 32} font-size={16} font-weight={700} text-anchor="middle" fill="#1b1b1b">
        {floor.actionValue}
      </text>
      {bonus && <Lines x={sx} y={sy + 46} lines={wrap(bonus, 14, 2)} size={11} anchor="middle" fill="#3d2e14" weight={600} />}
      <Occupants x={sx - (floor.occupants.length - 1) * 12} y={sy} occupants={floor.occupants} name={name} step={24} r={15} />
      </g>
    </g>
  );
});

function Towers(props: Omit<BoardPictureProps, "players">) {
  const { view, cat, onSpace, onDetail, name, playable } = props;
  return (
    <g>
      {view.board.towers.map((t, i) => {
        const x = 10 + i * (TOWER_W + 5);
        const type = TYPE_OF[t.colour];
        return (
          <g key={t.colour} data-tower={t.colour.toLowerCase()}>
            <rect x={x} y={6} width={TOWER_W} height={TOP + 4 * FLOOR_H - 4} rx={10} fill="#e9dcc0" stroke={TOWER_FILL[t.colour]} stroke-width={3} />
            <rect x={x} y={6} width={TOWER_W} height={32} rx={10} fill={TOWER_FILL[t.colour]} />
            <text x={x + 12} y={28} font-size={17} font-weight={700} fill="#fff">
              {type[0].toUpperCase() + type.slice(1)} tower
            </text>
            <text x={x + TOWER_W - 10} y={28} font-size={13} text-anchor="end" fill="#fff">
              {view.board.deckSizes[type]} in deck
            </text>
            {[...t.floors]
              .sort((a, b) => b.floor - a.floor)
              .map((f, j) => (
                <FloorView
                  key={f.space}
                  cat={cat}
                  onSpace={onSpace}
                  onDetail={onDetail}
                  name={name}
                  can={playable.has(f.space)}
                  floor={f}
                  colour={t.colour}
                  x={x + 10}
                  y={TOP + j * FLOOR_H}
                />
              ))}
          </g>
        );
      })}
    </g>
  );
}

type SpaceProps = { space: string; open: Space | undefined; text: string; minPlayers: number; can: boolean } & Pick<BoardPictureProps, "onSpace" | "name">;

/** An action space outside the towers: a button when usable, greyed when closed at this table. */
function SpaceGroup(props: SpaceProps & { children: ComponentChildren }) {
  const { space, open, text, minPlayers, can, onSpace, children } = props;
  return (
    <g
      class={`space${can ? " playable" : ""}${open ? "" : " closed"}`}
      data-space={space}
      data-occupants={occupantsAttr(open?.occupants ?? [])}
      aria-label={`${spaceWords(space)}: ${text}${open ? "" : ` (${tr("closed: {n}+ players", { n: minPlayers })})`}`}
      {...activate(onSpace, space, can)}
    >
      <title>{`${spaceWords(space)}: ${text}`}</title>
      {children}
    </g>
  );
}

/** A round action space (market, single harvest/production): its reward under it. */
const RoundSpace = memoData(function RoundSpace(props: SpaceProps & { x: number; y: number }) {
  const { open, x, y, text, minPlayers, name } = props;
  return (
    <SpaceGroup {...props}>
      <rect class="hit" x={x - 36} y={y - 36} width={72} height={118} rx={10} />
      <circle cx={x} cy={y} r={30} fill={open ? "#f4ead2" : "#c9bea8"} stroke="#8a6d3b" stroke-width={3} class="space-ring" />
      <Lines x={x} y={y + 48} lines={wrap(open ? text : `${minPlayers}+ players`, 12, 3)} size={11} anchor="middle" fill="#3d2e14" weight={600} />
      <Occupants x={x} y={y} occupants={open?.occupants ?? []} name={name} r={15} />
    </SpaceGroup>
  );
});

/** A shared action space (council, large harvest/production): occupants in a row. */
const WideSpace = memoData(function WideSpace(props: SpaceProps & { x: number; y: number; w: number; h: number }) {
  const { open, x, y, w, h, text, minPlayers, name } = props;
  return (
    <SpaceGroup {...props}>
      <rect x={x} y={y} width={w} height={h} rx={10} fill={open ? "#f4ead2" : "#c9bea8"} stroke="#8a6d3b" stroke-width={3} class="space-ring" />
      <Small x={x + 10} y={y + 18} size={11.5} fill="#3d2e14" weight={600}>
        {open ? text : `${text} · ${tr("{n}+ players", { n: minPlayers })}`}
      </Small>
      <Occupants x={x + 22} y={y + 42} occupants={open?.occupants ?? []} name={name} perRow={Math.max(1, Math.floor((w - 20) / 30))} />
    </SpaceGroup>
  );
});

function track(label: string, x: number, y: number, w: number, max: number, values: number[], ticks: number, name: (s: number) => string, id: string) {
  const pos = (v: number) => x + (Math.min(v, max) / max) * w;
  const seen = new Map<number, number>();
  return (
    <g data-track={id}>
      <text x={x - 10} y={y + 5} font-size={14} font-weight={700} text-anchor="end" fill="#4a3514">
        {label}
      </text>
      <line x1={x} y1={y} x2={x + w} y2={y} stroke="#8a6d3b" stroke-width={6} stroke-linecap="round" />
      {Array.from({ length: Math.floor(max / ticks) + 1 }, (_, i) => (
        <g key={i}>
          <line x1={pos(i * ticks)} y1={y - 7} x2={pos(i * ticks)} y2={y + 7} stroke="#8a6d3b" stroke-width={2} />
          <Small x={pos(i * ticks)} y={y + 22} size={11} anchor="middle" fill="#6b5634">
            {i * ticks}
          </Small>
        </g>
      ))}
      {values.map((v, seat) => {
        const k = Math.min(v, max);
        const stack = seen.get(k) ?? 0;
        seen.set(k, stack + 1);
        return (
          <g key={seat} class="marker" data-seat={seat} data-value={v}>
            <title>{`${name(seat)}: ${v} ${label.toLowerCase()}`}</title>
            <circle cx={pos(v) + (stack % 2) * 9} cy={y - 13 - Math.floor(stack / 2) * 10} r={7} fill={seatColour(seat)} stroke="#1b1b1b" stroke-width={1.5} />
          </g>
        );
      })}
    </g>
  );
}

function FaithTrack({ view, cat, name, onDetail }: Pick<BoardPictureProps, "view" | "cat" | "name" | "onDetail">) {
  const x0 = 130;
  const y0 = 668;
  const cell = 52;
  const faith = cat.board.faithTrack;
  const thresholds = cat.board.vaticanThresholds;
  const cells = faith.length; // 0..15
  const stacks = new Map<number, number>();
  return (
    <g data-track="faith">
      <text x={20} y={y0 + 30} font-size={16} font-weight={700} fill="#4a3514">
        Faith
      </text>
      <Small x={20} y={y0 + 48} size={11} fill="#6b5634">
        (victory points)
      </Small>
      {faith.map((vp, i) => (
        <g key={i}>
          <rect
            x={x0 + i * cell}
            y={y0}
            width={cell - 3}
            height={60}
            rx={5}
            fill={thresholds.includes(i) ? "#d9c7f0" : "#f1e6cc"}
            stroke="#8a6d3b"
          />
          <text x={x0 + i * cell + cell / 2 - 1} y={y0 + 18} font-size={14} font-weight={700} text-anchor="middle" fill="#3d2e14">
            {i}
          </text>
          <Small x={x0 + i * cell + cell / 2 - 1} y={y0 + 54} size={11} anchor="middle" fill="#6b5634">
            {vp} VP
          </Small>
        </g>
      ))}
      {view.players.map((p) => {
        const v = Math.min(p.resources.faithPoints, cells - 1);
        const k = stacks.get(v) ?? 0;
        stacks.set(v, k + 1);
        return (
          <g key={p.seat} class="marker" data-seat={p.seat} data-value={p.resources.faithPoints}>
            <title>{tr("{name}: {n} faith points", { name: name(p.seat), n: p.resources.faithPoints })}</title>
            <circle cx={x0 + v * cell + 14 + (k % 2) * 20} cy={y0 + 30 + Math.floor(k / 2) * 12} r={7} fill={seatColour(p.seat)} stroke="#1b1b1b" stroke-width={1.5} />
          </g>
        );
      })}
      {view.board.excommunicationTiles.map((t, i) => {
        const tile = cat.tile(t.id);
        const tx = 990; // right of the track, one per period
        const ty = y0;
        return (
          <g
            key={t.id}
            class="excommunication"
            data-tile={t.id}
            {...{ tabindex: 0, role: "img" }}
            aria-label={tr("excommunication tile of period {period} ({id}): {text}", { period: i + 1, id: t.id, text: tile?.text ?? "" })}
            onMouseEnter={() => onDetail({ kind: "tile", id: t.id })}
            onFocus={() => onDetail({ kind: "tile", id: t.id })}
            transform={`translate(${i * 64} 0)`}
          >
            <title>{tr("Period {period} excommunication ({id}): {text}", { period: i + 1, id: t.id, text: tile?.text ?? "" })}</title>
            <rect x={tx} y={ty} width={58} height={60} rx={6} fill="#3b2a4a" stroke="#1b1b1b" />
            <text x={tx + 29} y={ty + 22} font-size={14} font-weight={700} text-anchor="middle" fill="#f2e6ff">
              {["I", "II", "III"][i]}
            </text>
            <text x={tx + 29} y={ty + 42} font-size={12} text-anchor="middle" fill="#f2e6ff">
              {t.id}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export function BoardPicture(props: BoardPictureProps) {
  const { view, cat, name, playable, onSpace } = props;
  const rule = (space: string) => cat.board.spaces.find((s) => s.space === space);
  const open = (list: Space[], space: string) => list.find((s) => s.space === space);
  const reward = (space: string) => rule(space)?.rewards.map((r) => r.text.replace(/^gain /, "")).join(" + ") ?? "";
  const minP = (space: string) => rule(space)?.minPlayers ?? 2;
  const common = { onSpace, name };
  const dice = view.board.dice;
  const y1 = 748;
  const res = (k: "militaryPoints" | "victoryPoints") => view.players.map((p) => p.resources[k]);
  const vpMax = Math.max(60, Math.ceil(Math.max(...res("victoryPoints"), 0) / 20) * 20);
  const mpMax = Math.max(25, Math.ceil(Math.max(...res("militaryPoints"), 0) / 5) * 5);
  const parts: JSX.Element[] = [];
  ["production", "harvest"].forEach((area, i) => {
    const y = y1 + i * 130;
    const list = area === "harvest" ? view.board.harvest : view.board.production;
    parts.push(
      <Area key={area} x={10} y={y} w={400} h={120} label={area === "harvest" ? tr("Harvest") : tr("Production")} fill={area === "harvest" ? "#e3ecd2" : "#f1e3c5"}>
        <RoundSpace {...common} can={playable.has(`${area}.1`)} space={`${area}.1`} open={open(list, `${area}.1`)} x={60} y={y + 62} text="single" minPlayers={minP(`${area}.1`)} />
        <WideSpace {...common} can={playable.has(`${area}.2`)} space={`${area}.2`} open={open(list, `${area}.2`)} x={110} y={y + 30} w={290} h={80} text={tr("large space: value −3")} minPlayers={minP(`${area}.2`)} />
      </Area>,
    );
  });
  return (
    <svg viewBox={`0 0 ${W} 1142`} class="lorenzo-board" role="group" aria-label={tr("The board")}>
      <rect x={0} y={0} width={W} height={1142} rx={14} fill="#d8c49a" />
      <Towers {...props} />
      <FaithTrack {...props} />
      {parts}
      <Area x={420} y={y1} w={370} h={120} label={tr("Council palace")}>
        <WideSpace {...common} can={playable.has("council")} space="council" open={view.board.council} x={430} y={y1 + 30} w={350} h={80} text={tr("1 coin + a council privilege; first here plays first")} minPlayers={2} />
      </Area>
      <Area x={800} y={y1} w={390} h={250} label={tr("Market")}>
        {[1, 2, 3, 4].map((i) => (
          <RoundSpace
            key={i}
            {...common}
            can={playable.has(`market.${i}`)}
            space={`market.${i}`}
            open={open(view.board.market, `market.${i}`)}
            x={850 + (i - 1) * 95}
            y={y1 + 72}
            text={reward(`market.${i}`)}
            minPlayers={minP(`market.${i}`)}
          />
        ))}
      </Area>
      <Area x={420} y={y1 + 130} w={370} h={120} label={tr("Dice and turn order")}>
        <Die x={435} y={y1 + 165} colour="black" value={dice.black} />
        <Die x={491} y={y1 + 165} colour="white" value={dice.white} />
        <Die x={547} y={y1 + 165} colour="orange" value={dice.orange} />
        <g data-turn-order={view.turnOrder.join(" ")}>
          {view.turnOrder.map((seat, i) => (
            <g key={seat}>
              <Token x={630 + i * 38} y={y1 + 188} seat={seat} member="NEUTRAL" name={name(seat)} r={14} />
              {view.currentSeat === seat && <circle cx={630 + i * 38} cy={y1 + 188} r={19} fill="none" stroke="#1d5fd1" stroke-width={3} class="current-ring" />}
              <Small x={630 + i * 38} y={y1 + 224} size={11} anchor="middle" fill="#3d2e14">
                {i + 1}
              </Small>
            </g>
          ))}
        </g>
      </Area>
      <g>
        <rect x={10} y={1008} width={1180} height={126} rx={10} fill="#efe2c4" stroke="#8a6d3b" stroke-width={2} />
        {track(tr("Military"), 140, 1050, 1020, mpMax, res("militaryPoints"), 5, name, "military")}
        {track(tr("Victory"), 140, 1106, 1020, vpMax, res("victoryPoints"), 10, name, "victory")}
      </g>
    </svg>
  );
}
