// Patrizier's renderer: the table (cities with their towers, fame tiles and displayed cards, the
// draw pile, the provisional-deck notice), the viewer's hand and the seats' panels. A turn is
// played by clicks on the board: a hand card, then the building site(s) of its city, then (after
// a move card) a tower top or "do not move", then (when there is a choice) a displayed card.
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { MessageArg } from "../../graphql";
import { SeatName, seatColour } from "../seat";
import { memoData } from "../memo";
import type { BoardProps, BoardRenderer } from "../types";
import { CityPlot, type TargetKind, type Targets } from "./Board";
import { useCatalogue, type Lookup } from "./catalogue";
import { CardRow, PlayerPanel } from "./Players";
import { CARD_H, CARD_W, cardWords } from "./svg";
import type { MoveAction, PAction, PlayAction, PView, TakeAction } from "./types";
import { BoardLoading } from "../loading";
import { t as tr } from "../../i18n";

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
/** whether multiset `part` fits in multiset `whole` */
function within(part: number[], whole: number[]) {
  const left = [...whole];
  for (const x of part) {
    const i = left.indexOf(x);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

const STAGE_WORDS: Record<string, string> = {
  PLAY: "plays a card and builds",
  MOVE: "may move a floor",
  TAKE: "takes a card",
  BUILD: "builds",
  DRAW: "takes a card",
  REFILL: "the display is refilled",
  OVER: "the game is over",
};

/** The draw pile: a stack of card backs with its count. */
const Pile = memoData(function Pile({ size }: { size: number }) {
  const layers = Math.min(5, Math.ceil(size / 6));
  return (
    <svg class="pz-pile" viewBox={`0 0 ${CARD_W + 14} ${CARD_H + 14}`} role="img" aria-label={tr("Draw pile: {n} cards", { n: size })} data-testid="pile" data-pile-size={size}>
      {Array.from({ length: Math.max(layers, 1) }, (_, i) => (
        <rect key={i} x={10 - i * 2} y={10 - i * 2} width={CARD_W} height={CARD_H} rx={6} fill={size ? "#6b2f1f" : "none"} stroke={size ? "#2a1d0c" : "#a08a63"} stroke-dasharray={size ? undefined : "5 4"} />
      ))}
      {size > 0 && (
        <rect x={10 - (layers - 1) * 2 + 8} y={10 - (layers - 1) * 2 + 8} width={CARD_W - 16} height={CARD_H - 16} rx={4} fill="none" stroke="#d4af37" stroke-width={1.5} />
      )}
      <text x={(CARD_W + 14) / 2} y={(CARD_H + 14) / 2 + 8} font-size={26} font-weight={700} text-anchor="middle" fill={size ? "#f4e4c1" : "#7a6a50"}>
        {size}
      </text>
    </svg>
  );
});

function Notice({ cat }: { cat: Lookup }) {
  if (!cat.provisional || !cat.provisionalNote) return null;
  return (
    <p class="pz-notice" role="note" data-testid="provisional-note">
      <strong>{tr("Provisional deck:")}</strong> {cat.provisionalNote}
    </p>
  );
}

function PatrizierBoard({ game, actions: raw, act, side }: BoardProps) {
  const cat = useCatalogue();
  const view = game.view as PView | null;
  const actions = raw as unknown as PAction[];
  const seat = game.viewerSeat;
  const interactive = act != null && seat != null && actions.length > 0;
  const [sel, setSel] = useState<{ card: number; sites: number[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setSel(null);
    setError(null);
  }, [game.version]);

  const typed = useMemo(() => {
    const by = <T extends PAction["__typename"]>(t: T) => actions.filter((a): a is Extract<PAction, { __typename: T }> => a.__typename === t);
    return {
      play: interactive ? by("PatrizierPlayAction") : ([] as PlayAction[]),
      move: interactive ? by("PatrizierMoveAction") : ([] as MoveAction[]),
      take: interactive ? by("PatrizierTakeAction") : ([] as TakeAction[]),
      decline: interactive ? actions.find((a) => a.__typename === "PatrizierDeclineAction") ?? null : null,
    };
  }, [actions, interactive]);

  const send = async (key: string) => {
    if (!act || busy) return;
    setBusy(true);
    setError(null);
    const e = await act(key);
    setBusy(false);
    setError(e);
    if (e) setSel(null);
  };

  const selCard = sel ? cat?.card(sel.card) : undefined;
  const selOptions = sel ? typed.play.filter((a) => a.card?.id === sel.card) : [];

  const clickCard = (id: number) => {
    if (sel?.card === id) return setSel(null);
    const options = typed.play.filter((a) => a.card?.id === id);
    if (options.length === 0) return;
    if (options.length === 1 && options[0].towers.length === 0) return void send(options[0].key);
    setError(null);
    setSel({ card: id, sites: [] });
  };

  const target = (city: string, kind: TargetKind, tower: number) => {
    if (busy) return;
    if (kind === "site" && sel) {
      const sites = sorted([...sel.sites, tower]);
      const exact = selOptions.find((a) => a.city.slug === city && same(sorted(a.towers), sites));
      if (exact) void send(exact.key);
      else setSel({ card: sel.card, sites });
    } else if (kind === "top") {
      const a = typed.move.find((m) => m.city.slug === city && m.fromTower === tower);
      if (a) void send(a.key);
    } else if (kind === "take") {
      const a = typed.take.find((t) => t.city.slug === city);
      if (a) void send(a.key);
    }
  };
  // the plots are memoised: they call the board's current handler through a stable function
  const handler = useRef(target);
  handler.current = target;
  const onTarget = useMemo(() => (city: string, kind: TargetKind, tower: number) => handler.current(city, kind, tower), []);

  // a selected card: its city's plot in view (a phone shows the hand below the cities)
  useEffect(() => {
    if (selCard) document.querySelector(`.city-plot[data-city="${selCard.city.slug}"]`)?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [selCard?.id]);

  const name = (s: number) => game.seats[s]?.name ?? tr("seat {n}", { n: s });
  if (!cat || !view || view.__typename !== "PatrizierView") {
    return <BoardLoading text={view ? tr("Loading the cards…") : tr("The board appears when the game starts.")} side={side} />;
  }

  const targetsFor = (slug: string, cityName: string): Targets | undefined => {
    if (!interactive) return undefined;
    const site: number[] = [];
    const labels: Record<string, string> = {};
    if (sel && selCard && selCard.city.slug === slug) {
      for (const t of [1, 2]) {
        const next = [...sel.sites, t];
        if (selOptions.some((a) => within(next, a.towers))) {
          site.push(t);
          const total = selOptions[0]?.floors ?? 1;
          labels[`site.${t}`] = tr("Build floor {n} of {total} on {city} site {site}", { n: sel.sites.length + 1, total, city: cityName, site: t });
        }
      }
    }
    const moves = typed.move.filter((m) => m.city.slug === slug);
    for (const m of moves) labels[`top.${m.fromTower}`] = m.description;
    const top = moves.map((m) => m.fromTower);
    const take = typed.take.find((t) => t.city.slug === slug);
    if (take) labels.take = take.description;
    if (!site.length && !top.length && !take) return undefined;
    return { site, top, take: !!take, labels };
  };

  const won = (slug: string): [number, number][] => {
    const out: [number, number][] = [];
    for (const p of view.players) for (const t of p.fameTiles) if (t.city.slug === slug) out.push([p.seat, t.fame]);
    return out.sort((a, b) => b[1] - a[1]);
  };

  const me = seat != null ? view.players.find((p) => p.seat === seat) : undefined;
  const playableCards = new Set(typed.play.map((a) => a.card?.id ?? -1));
  const turnCard = view.turnCard ? cat.card(view.turnCard.id) : undefined;
  const toAct = new Set(game.seatsToAct);
  const result = view.result;
  const over = view.stage === "OVER" || game.status === "FINISHED";

  let bar = null;
  if (interactive) {
    let text;
    if (typed.play.length && !sel) text = <>{tr("Your turn: click a card in your hand to play it.")}</>;
    else if (sel && selCard) {
      const total = selOptions[0]?.floors ?? selCard.crests;
      text = (
        <>
          {tr("Play")} <strong>{selCard.name}</strong>: {tr("click a building site of {city} for floor {n} of {total}", { city: selCard.city.name, n: sel.sites.length + 1, total })}
          {sel.sites.length ? tr(" (first on site {site})", { site: sel.sites[0] }) : ""}.
        </>
      );
    } else if (typed.move.length) text = <>{tr("Move a floor: click the top floor of a highlighted tower, or do not move.")}</>;
    else if (typed.take.length) text = <>{tr("Take a card: click a highlighted card beside a city.")}</>;
    bar = (
      <div class="turn-bar" role="region" aria-label={tr("Your turn")} data-testid="turn-bar">
        <p>{text}</p>
        {sel && (
          <button type="button" class="secondary" onClick={() => setSel(null)}>
            {tr("Choose another card")}
          </button>
        )}
        {typed.decline && (
          <button type="button" class="choice" data-key={typed.decline.key} disabled={busy} onClick={() => send(typed.decline!.key)}>
            {tr("Do not move a floor")}
          </button>
        )}
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }

  const current = view.currentSeat;
  return (
    <div
      class="board-layout patrizier"
      data-testid="board"
      data-version={game.version}
      data-status={game.status}
      data-stage={view.stage}
      data-to-act={interactive ? "yes" : "no"}
      data-selection={sel ? `${sel.card}:${sel.sites.join(",")}` : ""}
      data-busy={busy ? "yes" : "no"}
    >
      <div class="board-main">
        <section class="pz-table" aria-label={tr("The table")}>
          <div class="pz-top">
            <Pile size={view.pileSize} />
            <div class="pz-status">
              <p class="pz-turn" data-testid="current-seat" data-seat={current ?? ""}>
                {current != null ? (
                  <>
                    <span class="seat-dot" style={{ background: seatColour(current) }} aria-hidden="true" />
                    <strong>{name(current)}</strong> {STAGE_WORDS[view.stage] ? tr(STAGE_WORDS[view.stage]) : ""}
                  </>
                ) : over ? (
                  <strong>{tr("The game is over.")}</strong>
                ) : null}
              </p>
              <p class="pz-progress">
                {tr("Draw pile:")} <strong>{view.pileSize}</strong> {view.pileSize === 1 ? tr("card") : tr("cards")} · {tr("cards played {n} of {total}", { n: view.cardsPlayed, total: view.cardsTotal })}
              </p>
              {turnCard && (
                <p class="pz-progress" data-testid="turn-card" data-card={turnCard.id}>
                  {tr("Played this turn:")} <strong>{cardWords(turnCard, cat)}</strong>
                </p>
              )}
              <Notice cat={cat} />
            </div>
          </div>
          {me?.hand && !over && (
            <section class="pz-hand" aria-labelledby="hand-title">
              <h2 id="hand-title">{tr("Your hand ({n})", { n: me.hand.length })}</h2>
              <CardRow
                cards={me.hand}
                cat={cat}
                label={tr("Your hand")}
                playable={sel ? new Set([sel.card]) : playableCards}
                selected={sel?.card ?? null}
                onCard={interactive && typed.play.length ? clickCard : undefined}
              />
            </section>
          )}
          <div class="pz-cities" role="region" aria-label={tr("The cities")} tabIndex={0}>
            {view.cities.map((c) => (
              <CityPlot
                key={c.slug}
                city={c}
                cat={cat}
                name={name}
                won={won(c.slug)}
                targets={targetsFor(c.slug, c.name)}
                onTarget={onTarget}
                selected={selCard?.city.slug === c.slug}
              />
            ))}
          </div>
        </section>
        {bar}
        <div class="player-boards pz-players">
          {view.players.map((p) => (
            <PlayerPanel
              key={p.seat}
              player={p}
              cat={cat}
              name={name(p.seat)}
              you={p.seat === seat}
              toAct={toAct.has(p.seat)}
              rank={result ? result.ranks[p.seat] ?? null : null}
              final={result?.scores.find((s) => s.seat === p.seat) ?? null}
              showHand={over || p.seat !== seat}
            />
          ))}
        </div>
        {view.pile && view.pile.length > 0 && (
          <section class="panel" aria-labelledby="pile-title">
            <h2 id="pile-title">{tr("Left in the pile ({n})", { n: view.pile.length })}</h2>
            <CardRow cards={view.pile} cat={cat} label={tr("Cards left in the pile")} />
          </section>
        )}
      </div>
      <aside class="board-side">{side}</aside>
    </div>
  );
}

/** Log arguments: cards as small chips with their city's colour, seats in their colour. */
function PatrizierArg({ arg }: { arg: MessageArg }) {
  const cat = useCatalogue();
  const id = arg.assetId ?? "";
  if (cat && id.startsWith("patrizier.card.")) {
    const card = cat.card(Number(id.slice("patrizier.card.".length)));
    if (card)
      return (
        <span class="chip pz-card-chip" style={{ "--chip": cat.cityColour(card.city.slug), cursor: "default" }} title={cardWords(card, cat)}>
          {card.name}
          {card.star ? " ★" : ""}
        </span>
      );
  }
  if (arg.kind === "seat" && typeof arg.value === "number") return <SeatName seat={arg.value} name={arg.text} />;
  return <>{arg.text}</>;
}

export const patrizierRenderer: BoardRenderer = {
  Board: PatrizierBoard,
  Arg: PatrizierArg,
  playable: true,
  dashboard: () => import("./dashboard").then((m) => m.part),
};
