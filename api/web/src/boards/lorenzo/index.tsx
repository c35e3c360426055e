// Lorenzo's renderer: the board picture, the players' boards, the detail panel, and (for a
// seat that must act) the placement and decision dialogs.
import { useCallback, useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { MessageArg } from "../../graphql";
import type { BoardProps, BoardRenderer } from "../types";
import { BoardPicture, type Detail } from "./Board";
import { memoData } from "../memo";
import { useCatalogue, type Lookup } from "./catalogue";
import { DecisionDialog, isPlaceLike, PlacementDialog, TakeBar, TurnBar } from "./Decisions";
import { PLURAL } from "./format";
import { SeatName } from "../seat";
import { CardChip, DetailPanel, LeaderChip, PlayerBoard, TileChip } from "./Players";
import type { LAction, LPending, LView } from "./types";
import { BoardLoading } from "../loading";
import { t as tr } from "../../i18n";
import { useZoom, ZoomToggle } from "../zoom";
import { useStaged } from "../../pages/lazy";

const Revealed = memoData(function Revealed({ revealed, cat, onDetail }: { revealed: NonNullable<LView["revealed"]>; cat: Lookup; onDetail: (d: Detail) => void }) {
  return (
    <section class="panel" aria-labelledby="revealed-title">
      <h2 id="revealed-title">{tr("Never dealt")}</h2>
      {(["territory", "building", "character", "venture"] as const).map((t) => (
        <p key={t} class="chips">
          <span class="pb-type">{tr(PLURAL[t])}:</span>{" "}
          {revealed[t].length ? revealed[t].map((c) => <CardChip key={c.number} cat={cat} number={c.number} onDetail={onDetail} />) : tr("none")}
        </p>
      ))}
    </section>
  );
});

function LorenzoBoard({ game, actions: raw, act, side }: BoardProps) {
  const cat = useCatalogue();
  const [detail, setDetail] = useState<Detail | null>(null);
  // the bottom sheet gives the focus back to what was tapped or focused (a card, a chip); that
  // focus must not open the sheet again
  const lastFocus = useRef<HTMLElement | null>(null);
  const quiet = useRef(false);
  const showDetail = useCallback((d: Detail) => {
    if (!quiet.current) setDetail(d);
  }, []);
  const closeDetail = () => {
    setDetail(null);
    const back = lastFocus.current;
    if (!back?.isConnected) return;
    quiet.current = true;
    back.focus({ preventScroll: true });
    quiet.current = false;
  };
  const [space, setSpace] = useState<string | null>(null);
  const [hidden, setHidden] = useState<number | null>(null); // version whose dialog was put aside
  const view = game.view as LView | null;
  const actions = raw as unknown as LAction[];
  const seat = game.viewerSeat;
  const mine = (game.pending as unknown as LPending[]).find((p) => p.seat === seat && seat != null);
  const interactive = act != null && mine != null && actions.length > 0;
  const playable = useMemo(
    () => new Set(interactive ? actions.filter(isPlaceLike).map((a) => a.space) : []),
    [actions, interactive],
  );
  useEffect(() => setSpace(null), [game.version]);
  const { zoom, box, toggle } = useZoom(playable);
  // the seats' boards after the main board is painted, one per idle slice (a phone's first
  // task stays short: Lighthouse's blocking time)
  const staged = useStaged(view?.players?.length ?? 0);
  const name = (s: number) => game.seats[s]?.name ?? tr("seat {n}", { n: s });
  if (!cat || !view || view.__typename !== "LorenzoView") {
    return <BoardLoading text={view ? tr("Loading the cards…") : tr("The board appears when the game starts.")} side={side} />;
  }
  let bar = null;
  let dialog = null;
  if (interactive && act && mine) {
    if (mine.__typename === "LorenzoTurnDecision" && !mine.placed) bar = <TurnBar actions={actions} cat={cat} act={act} />;
    else if (mine.__typename === "LorenzoTakeDecision") bar = <TakeBar pending={mine} actions={actions} act={act} />;
    else if (hidden === game.version) {
      bar = (
        <div class="turn-bar" role="region" aria-label={tr("Your decision")}>
          <p>
            <strong>{tr("Your decision:")}</strong> {mine.description}
          </p>
          <button type="button" onClick={() => setHidden(null)}>
            {tr("Show the decision")}
          </button>
        </div>
      );
    } else {
      dialog = (
        <DecisionDialog
          key={game.version}
          pending={mine}
          actions={actions}
          view={view}
          cat={cat}
          act={act}
          seat={seat!}
          onHide={() => setHidden(game.version)}
        />
      );
    }
  }
  const toAct = new Set(game.seatsToAct);
  const scores = view.scores ?? [];
  return (
    <div
      class="board-layout lorenzo"
      data-testid="board"
      data-version={game.version}
      data-status={game.status}
      data-to-act={interactive ? "yes" : "no"}
      onFocusIn={(e) => {
        const t = e.target as HTMLElement;
        if (!t.closest(".detail")) lastFocus.current = t;
      }}
      onKeyDown={(e) => detail && e.key === "Escape" && !(e.target as Element).closest("dialog") && closeDetail()}
    >
      <div class="board-main">
        <ZoomToggle zoom={zoom} toggle={toggle} whole={tr("Fit the board to the screen")} enlarge={tr("Enlarge the board")} />
        <div class={`board-picture${zoom ? " zoomed" : ""}`} ref={box}>
          <BoardPicture
            view={view}
            cat={cat}
            players={game.seats.length}
            name={name}
            playable={playable}
            onSpace={interactive ? setSpace : undefined}
            onDetail={showDetail}
          />
        </div>
        {bar}
        <div class="player-boards">
          {view.players.map((p, i) => i >= staged ? (
            <div key={p.seat} class="player-board staged" aria-hidden="true" />
          ) : (
            <PlayerBoard
              key={p.seat}
              player={p}
              cat={cat}
              name={name(p.seat)}
              you={p.seat === seat}
              toAct={toAct.has(p.seat)}
              score={scores.find((s) => s.seat === p.seat)}
              onDetail={showDetail}
            />
          ))}
        </div>
        {view.revealed && <Revealed revealed={view.revealed} cat={cat} onDetail={showDetail} />}
      </div>
      <aside class="board-side">
        <DetailPanel detail={detail} cat={cat} onClose={closeDetail} />
        {side}
      </aside>
      {space && act && (
        <PlacementDialog key={`${space}-${game.version}`} space={space} actions={actions} cat={cat} act={act} seat={seat ?? 0} onClose={() => setSpace(null)} />
      )}
      {dialog}
    </div>
  );
}

/** Log arguments: cards, leaders and tiles as chips, players in their colour. */
function LorenzoArg({ arg }: { arg: MessageArg }) {
  const cat = useCatalogue();
  const id = arg.assetId ?? "";
  if (cat && id.startsWith("lorenzo.card.")) return <CardChip cat={cat} number={Number(arg.value)} label={arg.text} />;
  if (cat && id.startsWith("lorenzo.leader.")) return <LeaderChip cat={cat} slug={String(arg.value)} />;
  if (cat && id.startsWith("lorenzo.excommunication.")) return <TileChip cat={cat} id={String(arg.value)} />;
  if (arg.kind === "seat" && typeof arg.value === "number") return <SeatName seat={arg.value} name={arg.text} />;
  return <>{arg.text}</>;
}

export const lorenzoRenderer: BoardRenderer = {
  Board: LorenzoBoard,
  Arg: LorenzoArg,
  playable: true,
  dashboard: () => import("./dashboard").then((m) => m.part),
};
