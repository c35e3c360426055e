// Il Vecchio's renderer: the map (towns, roads, areas, intermediaries, members standing or
// lying in seat colours), the five tracks, each seat's supply and tiles, and the provisional-map
// notice. A turn is played by clicks: a member (its town), then the town it acts in (travel is
// in the choice), then the action in a dialog; a placement by a click on a town; every other
// choice (tiles, tribute, the family-member event, set-up placements) as a dialog.
import { useEffect, useMemo, useState } from "preact/hooks";
import type { MessageArg } from "../../graphql";
import { Modal } from "../dialog";
import { BoardLoading } from "../loading";
import { useZoom, ZoomToggle } from "../zoom";
import { SeatName, seatColour } from "../seat";
import type { BoardProps, BoardRenderer } from "../types";
import "./board.css";
import { useCatalogue } from "./catalogue";
import { type Clicks, TuscanyMap } from "./Map";
import { PlayerPanel, Tracks } from "./Panels";
import type { IVAction, IVView } from "./types";
import { t as tr } from "../../i18n";

const CHOICE_TITLES: Record<string, string> = {
  choose: "Choose your start council tile",
  setup_place: "Place two family members",
  pick: "Choose a tile",
  tribute: "Il Vecchio demands a tribute",
  member: "Il Vecchio: lay a member down or take one back",
  bonus: "Take a follower of your choice",
  place: "Place a family member",
};

function IlVecchioBoard({ game, actions: raw, act, side }: BoardProps) {
  const cat = useCatalogue();
  const view = game.view as unknown as IVView | null;
  const actions = (raw as unknown as IVAction[]).filter((a) => a.kind !== "undo");
  const seat = game.viewerSeat;
  const interactive = act != null && seat != null && actions.length > 0;
  const [origin, setOrigin] = useState<string | null>(null);
  const [dialog, setDialog] = useState<IVAction[] | null>(null);
  const [hidden, setHidden] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // a choice in progress survives other seats' moves (their tile choices come meanwhile): it is
  // reset when the viewer's own legal actions change
  const offered = actions.map((a) => a.key).join("|");
  useEffect(() => {
    setOrigin(null);
    setDialog(null);
    setHidden(false);
  }, [offered]);
  const { zoom, box, toggle } = useZoom(`${offered}|${origin}`);

  const groups = useMemo(() => {
    const member = interactive ? actions.filter((a) => a.origin != null) : [];
    const place = interactive ? actions.filter((a) => a.kind === "place" && a.towns?.length === 1) : [];
    const other = interactive ? actions.filter((a) => a.origin == null && !(a.kind === "place" && a.towns?.length === 1)) : [];
    return { member, place, other };
  }, [actions, interactive]);

  const send = async (key: string) => {
    if (!act || busy) return;
    setBusy(true);
    setError(null);
    const e = await act(key);
    setBusy(false);
    setError(e);
    setDialog(null);
    if (e) setOrigin(null);
  };

  const name = (s: number) => game.seats[s]?.name ?? tr("seat {n}", { n: s });
  if (!cat || !view || view.__typename !== "IlVecchioView") {
    return <BoardLoading text={view ? tr("Loading the map…") : tr("The board appears when the game starts.")} side={side} />;
  }

  // what a click on a town does now
  let clicks: Clicks | null = null;
  if (groups.place.length) {
    const labels: Record<string, string> = {};
    for (const a of groups.place) labels[a.towns![0]] = a.description;
    clicks = { labels, selected: null, onTown: (t) => void send(groups.place.find((a) => a.towns![0] === t)!.key) };
  } else if (groups.member.length) {
    const labels: Record<string, string> = {};
    if (origin == null) {
      for (const a of groups.member) labels[a.origin!] = tr("Choose your member in {town}", { town: view.towns.find((t) => t.slug === a.origin)?.name ?? a.origin ?? "" });
    } else {
      for (const a of groups.member) if (a.origin === origin) labels[a.town!] = `Act in ${view.towns.find((t) => t.slug === a.town)?.name ?? a.town}`;
    }
    clicks = {
      labels,
      selected: origin,
      onTown: (t) => {
        if (origin == null) return setOrigin(t);
        setDialog(groups.member.filter((a) => a.origin === origin && a.town === t));
      },
    };
  }
  // a decision with nothing to click on the map: a dialog of its own
  const choiceOnly = interactive && !groups.member.length && !groups.place.length && groups.other.length > 0 && !groups.other.some((a) => a.kind === "recover");
  const shown = dialog ?? (choiceOnly && !hidden ? groups.other : null);
  const over = view.phase === "over" || game.status === "FINISHED";
  const result = view.result;
  const toAct = new Set(game.seatsToAct);
  const current = view.currentSeat;

  let bar = null;
  if (interactive) {
    const text = groups.place.length
      ? tr("Click a highlighted town to place a family member.")
      : groups.member.length
        ? origin == null
          ? tr("Your turn: click a town with one of your standing members, or choose another action.")
          : tr("Click the town where this member acts (travelling there if needed).")
        : choiceOnly
          ? tr("You have a decision to make.")
          : tr("Choose an action.");
    const buttons = choiceOnly ? [] : groups.other;
    bar = (
      <div class="turn-bar" role="region" aria-label={tr("Your turn")} data-testid="turn-bar">
        <p>{text}</p>
        {origin != null && (
          <button type="button" class="secondary" onClick={() => setOrigin(null)}>
            {tr("Choose another member")}
          </button>
        )}
        {buttons.map((a) => (
          <button key={a.key} type="button" class="choice" data-key={a.key} disabled={busy} onClick={() => send(a.key)} title={a.description}>
            {a.kind === "use" ? `${tr("Use {tile}", { tile: a.ivTile?.id ?? "" })}${a.key.split(" ").slice(2).length ? ` (${a.key.split(" ").slice(2).join(" ")})` : ""}` : a.description}
          </button>
        ))}
        {choiceOnly && hidden && (
          <button type="button" class="secondary" onClick={() => setHidden(false)}>
            {tr("Decide")}
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

  return (
    <div class="board-layout ilvecchio" data-testid="board" data-version={game.version} data-status={game.status} data-phase={view.phase} data-to-act={interactive ? "yes" : "no"} data-origin={origin ?? ""} data-busy={busy ? "yes" : "no"}>
      <div class="board-main">
        {bar}
        {shown && (
          <Modal title={dialog ? tr("Choose the action") : CHOICE_TITLES[shown[0].kind] ? tr(CHOICE_TITLES[shown[0].kind]) : tr("Decide")} testid="iv-dialog" onHide={() => (dialog ? setDialog(null) : setHidden(true))}>
            <ul class="iv-choices">
              {shown.map((a) => (
                <li key={a.key}>
                  <button type="button" class="choice" data-key={a.key} disabled={busy} onClick={() => send(a.key)} title={a.ivTile ? cat.tileText(a.ivTile.id) : undefined}>
                    {a.description}
                  </button>
                </li>
              ))}
            </ul>
          </Modal>
        )}
        <section class="iv-status" aria-label={tr("Where the game stands")}>
          <p data-testid="current-seat" data-seat={current ?? ""}>
            {current != null ? (
              <>
                <span class="seat-dot" style={{ background: seatColour(current) }} aria-hidden="true" /> {view.double ? tr("{name}'s double turn", { name: name(current) }) : tr("{name}'s turn", { name: name(current) })}
              </>
            ) : over ? (
              <strong>{tr("The game is over.")}</strong>
            ) : null}
            {" · "}{tr("Medici crests left:")} <strong data-testid="iv-crests">{view.crestsLeft}</strong> · {tr("extra cost on the {stack} stack", { stack: tr(view.extraCost) })}
            {view.dice.length ? ` · ${tr("last roll {dice}", { dice: view.dice.join(" + ") })}` : ""}
            {view.ending && !view.double ? ` · ${tr("the last round")}` : ""}
          </p>
        </section>
        <ZoomToggle zoom={zoom} toggle={toggle} whole={tr("Show the whole map")} enlarge={tr("Enlarge the map")} />
        {/* focusable when it scrolls: a spectator's map has no other stop to pan it by keyboard */}
        <div class={`iv-map-box${zoom ? " zoomed" : ""}`} ref={box} {...(zoom && { tabIndex: 0, role: "region", "aria-label": "The map, scrolling sideways" })}>
          <TuscanyMap towns={view.towns} cat={cat} clicks={clicks} />
        </div>
        {/* under the map: on a phone the map then starts on the first screen */}
        {cat.provisional && cat.provisionalNote && (
          <p class="iv-notice" role="note" data-testid="provisional-note">
            <strong>{tr("Provisional map:")}</strong> {cat.provisionalNote}
          </p>
        )}
        <Tracks tracks={view.tracks} name={name} />
        <p class="iv-pool">
          Province tiles left:{" "}
          {view.provincePool.map((t) => (
            <span key={t.id} class="chip" title={cat.tileText(t.id)}>
              {t.id}
            </span>
          ))}{" "}
          · council stack {view.councilStack} · nobility stack {view.nobilityStack}
        </p>
        <div class="player-boards">
          {view.players.map((p) => (
            <PlayerPanel key={p.seat} p={p} cat={cat} name={name(p.seat)} you={p.seat === seat} toAct={toAct.has(p.seat)} final={result?.scores.find((s) => s.seat === p.seat) ?? null} />
          ))}
        </div>
      </div>
      <aside class="board-side">{side}</aside>
    </div>
  );
}

/** Log arguments: seats in their colour, tiles with their text on hover. */
function IlVecchioArg({ arg }: { arg: MessageArg }) {
  const cat = useCatalogue();
  if (arg.kind === "seat" && typeof arg.value === "number") return <SeatName seat={arg.value} name={arg.text} />;
  if (cat && arg.kind === "tile" && typeof arg.value === "string")
    return (
      <span class="chip" title={cat.tileText(arg.value)}>
        {arg.text}
      </span>
    );
  return <>{arg.text}</>;
}

export const ilvecchioRenderer: BoardRenderer = {
  Board: IlVecchioBoard,
  Arg: IlVecchioArg,
  playable: true,
  dashboard: () => import("./dashboard").then((m) => m.part),
};
