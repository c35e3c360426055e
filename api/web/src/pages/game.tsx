// The game page: the game's board drawn by its renderer (boards/<game>), live through
// `gameUpdated`; the log in words through `gameEvents` (resumed without a gap after a
// reconnection); the viewer's decisions on the board and in dialogs, every legal action also in
// a list (the fallback); typed errors in words. Without a seat token it is the spectator's view.
import { useCallback, useEffect, useMemo, useState } from "preact/hooks";
import { rendererFor } from "../boards";
import { genericRenderer } from "../boards/generic/Board";
import {
  fetchLegalKeys,
  submitAction,
  subscribeEvents,
  subscribeGame,
  type Game,
  type GameEvent,
  type LegalAction,
  type SubmitResult,
} from "../graphql";
import { t } from "../i18n";
import { navigate } from "../router";
import { adoptSeatFromHash, playerName, seatLink, spectateLink, useHeldSeats, type SeatCredential } from "../seats";
import { joinSeat } from "./lobby";
import { Log } from "./log";
import { CopyLink, ErrorLine, errorText, GameFacts, GameNotFound, Ranking, SeatList } from "./parts";
import { BoardLoading } from "../boards/loading";

const LOG_LENGTH = 300;

/** Which stored seat views the game: `?seat=N`, `?as=spectator`, else the first one held. */
function pickSeat(held: SeatCredential[], search: URLSearchParams): SeatCredential | null {
  if (search.get("as") === "spectator") return null;
  const wanted = search.get("seat");
  if (wanted !== null) return held.find((c) => c.seat === Number(wanted)) ?? null;
  return held[0] ?? null;
}

function useGame(id: string, token: string | null) {
  const [game, setGame] = useState<Game | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    setGame(null);
    setError(null);
    return subscribeGame(id, token, {
      // a resubscription sends the current version again: never go back to an older one
      next: (g) => {
        setGame((old) => (old && old.version > g.version ? old : g));
        setError(null);
      },
      error: (message, codes) => {
        if (codes.includes("game_not_found")) setMissing(true);
        setError(message);
      },
    });
  }, [id, token]);
  return { game, error, missing };
}

function useEvents(id: string, token: string | null) {
  const [events, setEvents] = useState<GameEvent[]>([]);
  useEffect(() => {
    setEvents([]);
    return subscribeEvents(id, token, null, {
      next: (e) => setEvents((list) => [...list, e].slice(-LOG_LENGTH)),
    });
  }, [id, token]);
  return events;
}

/** A typed failure of submitAction in words (nothing was stored). */
export function failureWords(r: SubmitResult): string | null {
  if (r.__typename === "ActionAccepted") return null;
  const f = r as { __typename: string; message: string; retryAfter?: number };
  switch (f.__typename) {
    case "RuleViolation":
      return t("The rules do not allow that: {reason}", { reason: f.message });
    case "NotYourTurn":
      return t("It is not your turn: another player must act first.");
    case "VersionConflict":
      return t("The game moved on before your action arrived: look at the board again and choose.");
    case "Unauthorized":
      return t("This browser does not hold this seat's token any more.");
    case "GameFinished":
      return t("The game is over.");
    case "GameNotStarted":
      return t("The game has not started: seats are still open.");
    case "GameNotFound":
      return t("This game does not exist.");
    case "RateLimited":
      return t("Too many actions at once: try again in {s} s.", { s: Math.ceil(f.retryAfter ?? 1) });
    default:
      return f.message;
  }
}

function ViewerPicker({ id, held, viewer }: { id: string; held: SeatCredential[]; viewer: SeatCredential | null }) {
  if (held.length === 0) return null;
  return (
    <label class="field inline">
      <span>{t("View as")}</span>
      <select
        name="viewer"
        value={viewer ? String(viewer.seat) : "spectator"}
        onChange={(e) => {
          const v = (e.target as HTMLSelectElement).value;
          navigate(`/game/${id}?${v === "spectator" ? "as=spectator" : `seat=${v}`}`, true);
        }}
      >
        {held.map((c) => (
          <option key={c.seat} value={String(c.seat)}>
            {t("seat {n} ({name})", { n: c.seat, name: c.name ?? t("you") })}
          </option>
        ))}
        <option value="spectator">{t("spectator")}</option>
      </select>
    </label>
  );
}

/** Every legal action as a button: the fallback (and for games without a board of their own). */
function ActionList({ actions, act, open }: { actions: LegalAction[]; act: (key: string) => Promise<string | null>; open: boolean }) {
  const [filter, setFilter] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const shown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    return actions.filter((a) => words.every((w) => `${a.key} ${a.description}`.toLowerCase().includes(w)));
  }, [actions, filter]);
  const play = async (a: LegalAction) => {
    setBusy(true);
    setMessage(await act(a.key));
    setBusy(false);
  };
  return (
    <details class="panel action-list" open={open}>
      <summary>
        <h2>{t("All your legal actions ({n})", { n: actions.length })}</h2>
      </summary>
      {actions.length > 8 && (
        <label class="field">
          <span>{t("Filter the {n} actions", { n: actions.length })}</span>
          <input name="action-filter" type="search" value={filter} onInput={(e) => setFilter((e.target as HTMLInputElement).value)} />
        </label>
      )}
      <ErrorLine error={message} />
      <ul class="legal-actions" aria-label={t("Your legal actions")}>
        {shown.map((a) => (
          <li key={a.key}>
            <button type="button" disabled={busy} onClick={() => play(a)} data-key={a.key}>
              {a.description}
            </button>
            <code class="key">{a.key}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

function Result({ game }: { game: Game }) {
  if (!game.result) return null;
  const name = (seat: number) => game.seats[seat]?.name ?? t("seat {n}", { n: seat });
  return (
    <section class="panel" aria-labelledby="result-title" data-testid="result">
      <h2 id="result-title">{t("Result")}</h2>
      <p>
        {game.result.winners.length > 1 ? t("Winners") : t("Winner")}: <strong>{game.result.winners.map(name).join(", ") || t("nobody")}</strong>
      </p>
      <Ranking result={game.result} name={name} />
      <p>
        <a href={`/replay/${game.id}`}>{t("Watch the replay")}</a>
      </p>
    </section>
  );
}

function JoinOpenSeats({ game }: { game: Game }) {
  const [error, setError] = useState<string | null>(null);
  const open = game.seats.filter((s) => s.kind === "OPEN");
  if (game.status !== "LOBBY" || open.length === 0) return null;
  return (
    <div class="actions">
      {open.map((s) => (
        <button key={s.seat} type="button" onClick={() => joinSeat(game.id, playerName.get(), s.seat).then(setError, (e) => setError(errorText(e)))}>
          {t("Join seat {n}", { n: s.seat })}
        </button>
      ))}
      <ErrorLine error={error} />
    </div>
  );
}

export function GamePage({ id, search }: { id: string; search: URLSearchParams }) {
  useState(() => adoptSeatFromHash(id)); // once, before the seats are read
  const held = useHeldSeats(id);
  const viewer = pickSeat(held, search);
  const token = viewer?.token ?? null;
  const { game, error, missing } = useGame(id, token);
  const events = useEvents(id, token);
  const version = game?.version;
  // the version a move of this page was stored at: until the game shown reaches it, the board
  // is the one before that move and offers nothing (its actions were just used up)
  const [stored, setStored] = useState(0);
  const act = useCallback(
    async (key: string): Promise<string | null> => {
      if (!token || version == null) return t("You hold no seat in this game.");
      try {
        // others may move while this seat decides (drafts, Vatican reports, a bot finishing
        // its turn: several seats at once): a key still legal at the newer version is sent
        // again for it. The legal keys are read once the read side has caught up with the
        // version the conflict named (it may lag the store by a moment under load).
        let at = version;
        for (let attempt = 0; ; attempt++) {
          const result = await submitAction(id, key, token, at);
          if (result.__typename === "ActionAccepted") {
            const storedAt = (result as { version: number }).version;
            setStored((v) => Math.max(v, storedAt));
          }
          if (result.__typename !== "VersionConflict" || attempt >= 5) return failureWords(result);
          const actual = result.actualVersion ?? at + 1;
          let now = await fetchLegalKeys(id, token);
          for (let wait = 0; now.version < actual && wait < 30; wait++) {
            await new Promise((r) => setTimeout(r, 100));
            now = await fetchLegalKeys(id, token);
          }
          if (!now.keys.has(key)) return failureWords(result);
          at = now.version;
        }
      } catch (e) {
        return errorText(e);
      }
    },
    [id, token, version],
  );

  if (missing) return <GameNotFound id={id} what={t("Game")} />;
  if (!game) {
    return (
      <>
        <h1>
          {t("Game")} <code>{id.slice(0, 8)}</code>
        </h1>
        <ErrorLine error={error} />
        <BoardLoading text={t("Loading…")} />
      </>
    );
  }
  // `?board=generic`: the view as a data tree (any game), the legal actions as a list
  const renderer = search.get("board") === "generic" ? genericRenderer : rendererFor(game.game);
  const playing = viewer != null && game.viewerSeat != null && game.status === "PLAYING" && game.version >= stored;
  const side = (
    <>
      <section class="panel" aria-labelledby="status-title">
        <h2 id="status-title">{t("Status")}</h2>
        <GameFacts state={game}>
          <span>{t("version {n}", { n: game.version })}</span>
        </GameFacts>
        <p>{game.viewerSeat == null ? t("You are watching.") : t("You play seat {n}.", { n: game.viewerSeat })}</p>
        <ViewerPicker id={id} held={held} viewer={viewer} />
        <SeatList seats={game.seats} mine={game.viewerSeat == null ? [] : [game.viewerSeat]} toAct={game.seatsToAct} winners={game.result?.winners} />
        {game.pending.length > 0 && (
          <ul class="pending" aria-label={t("Decisions awaited")}>
            {game.pending.map((p) => (
              <li key={`${p.seat}-${p.kind}`}>
                {game.seats[p.seat]?.name ?? t("seat {n}", { n: p.seat })}: {p.description}
              </li>
            ))}
          </ul>
        )}
        <JoinOpenSeats game={game} />
      </section>
      <Result game={game} />
      {playing && game.legalActions.length > 0 && <ActionList actions={game.legalActions} act={act} open={!renderer.playable} />}
      {playing && game.legalActions.length === 0 && (
        <p class="panel" data-testid="no-actions">
          {t("Nothing to do now: waiting for the other seats.")}
        </p>
      )}
      <Log events={events} Arg={renderer.Arg} />
      <section class="panel" aria-labelledby="links-title">
        <h2 id="links-title">{t("Links")}</h2>
        <p>
          <a href={`/replay/${id}`}>{t("Replay this game step by step")}</a>
        </p>
        <CopyLink label={t("Public spectate link")} href={spectateLink(id)} />
        {viewer && <CopyLink label={t("Private link to seat {n}: it gives control of the seat", { n: viewer.seat })} href={seatLink(id, viewer)} />}
      </section>
    </>
  );
  return (
    <>
      <h1>
        {t("Game")} <code>{id.slice(0, 8)}</code>
      </h1>
      <ErrorLine error={error} />
      <renderer.Board game={game} actions={playing ? game.legalActions : []} act={playing ? act : null} side={side} />
    </>
  );
}
