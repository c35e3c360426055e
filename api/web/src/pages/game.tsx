// The game page of phase 1: the game's status, its seats and the viewer's legal actions as a
// list of buttons, live through `gameUpdated`; the event log through `gameEvents`. Boards drawn
// per game replace the action list later (boards/<game>).
import { useEffect, useMemo, useState } from "preact/hooks";
import {
  submitAction,
  subscribeEvents,
  subscribeGame,
  type Game,
  type GameEvent,
  type LegalAction,
} from "../graphql";
import { navigate } from "../router";
import { adoptSeatFromHash, playerName, seatLink, spectateLink, useHeldSeats, type SeatCredential } from "../seats";
import { joinSeat } from "./lobby";
import { CopyLink, ErrorLine, errorText, GameFacts, GameNotFound, Ranking, SeatList } from "./parts";

const LOG_LENGTH = 30;

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
      next: (g) => {
        setGame(g);
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

function ViewerPicker({ id, held, viewer }: { id: string; held: SeatCredential[]; viewer: SeatCredential | null }) {
  if (held.length === 0) return null;
  return (
    <label class="field inline">
      <span>View as</span>
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
            seat {c.seat} ({c.name ?? "you"})
          </option>
        ))}
        <option value="spectator">spectator</option>
      </select>
    </label>
  );
}

function Actions({ game, viewer }: { game: Game; viewer: SeatCredential }) {
  const [filter, setFilter] = useState("");
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const actions = game.legalActions;
  const shown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    return actions.filter((a) => words.every((w) => `${a.key} ${a.description}`.toLowerCase().includes(w)));
  }, [actions, filter]);

  async function play(action: LegalAction) {
    setBusy(action.key);
    setMessage(null);
    try {
      const result = await submitAction(game.id, action.key, viewer.token, game.version);
      if (result.__typename === "VersionConflict") {
        setMessage("The game moved on before your action arrived: choose again.");
      } else if (result.__typename !== "ActionAccepted") {
        setMessage(errorText(result));
      }
    } catch (e) {
      setMessage(errorText(e));
    } finally {
      setBusy(null);
    }
  }

  if (actions.length === 0) {
    return <p data-testid="no-actions">{game.status === "PLAYING" ? "Nothing to do now: waiting for the other seats." : "No actions."}</p>;
  }
  return (
    <>
      {actions.length > 8 && (
        <label class="field">
          <span>Filter the {actions.length} actions</span>
          <input name="action-filter" type="search" value={filter} onInput={(e) => setFilter((e.target as HTMLInputElement).value)} />
        </label>
      )}
      <ErrorLine error={message} />
      <ul class="legal-actions" aria-label="Your legal actions">
        {shown.map((a) => (
          <li key={a.key}>
            <button type="button" disabled={busy !== null} onClick={() => play(a)} data-key={a.key}>
              {a.description}
            </button>
            <code class="key">{a.key}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

function Result({ game }: { game: Game }) {
  if (!game.result) return null;
  const name = (seat: number) => game.seats[seat]?.name ?? `seat ${seat}`;
  return (
    <section class="panel" aria-labelledby="result-title">
      <h2 id="result-title">Result</h2>
      <p>
        {game.result.winners.length > 1 ? "Winners" : "Winner"}:{" "}
        <strong>{game.result.winners.map(name).join(", ") || "nobody"}</strong>
      </p>
      <Ranking result={game.result} name={name} />
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
        <button
          key={s.seat}
          type="button"
          onClick={() => joinSeat(game.id, playerName.get(), s.seat).then(setError, (e) => setError(errorText(e)))}
        >
          Join seat {s.seat}
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
  const { game, error, missing } = useGame(id, viewer?.token ?? null);
  const events = useEvents(id, viewer?.token ?? null);

  if (missing) return <GameNotFound id={id} what="Game" />;
  return (
    <>
      <h1>
        Game <code>{id.slice(0, 8)}</code>
      </h1>
      <ErrorLine error={error} />
      {!game ? (
        <p>Loading…</p>
      ) : (
        <div class="game">
          <section class="panel" aria-labelledby="status-title">
            <h2 id="status-title">Status</h2>
            <GameFacts state={game}>
              <span>version {game.version}</span>
            </GameFacts>
            <p>{game.viewerSeat == null ? "You are watching." : `You play seat ${game.viewerSeat}.`}</p>
            <ViewerPicker id={id} held={held} viewer={viewer} />
            <SeatList
              seats={game.seats}
              mine={game.viewerSeat == null ? [] : [game.viewerSeat]}
              toAct={game.seatsToAct}
              winners={game.result?.winners}
            />
            {game.pending.length > 0 && (
              <ul class="pending" aria-label="Decisions awaited">
                {game.pending.map((p) => (
                  <li key={`${p.seat}-${p.kind}`}>
                    seat {p.seat}: {p.description}
                  </li>
                ))}
              </ul>
            )}
            <JoinOpenSeats game={game} />
          </section>
          {viewer && game.viewerSeat != null && game.status === "PLAYING" && (
            <section class="panel" aria-labelledby="actions-title">
              <h2 id="actions-title">Your actions</h2>
              <Actions game={game} viewer={viewer} />
            </section>
          )}
          <Result game={game} />
          <section class="panel" aria-labelledby="links-title">
            <h2 id="links-title">Links</h2>
            <p>
              <a href={`/replay/${id}`}>Replay this game step by step</a>
            </p>
            <CopyLink label="Public spectate link" href={spectateLink(id)} />
            {viewer && (
              <CopyLink label={`Private link to seat ${viewer.seat}: it gives control of the seat`} href={seatLink(id, viewer)} />
            )}
          </section>
          <section class="panel" aria-labelledby="log-title">
            <h2 id="log-title">Recent events</h2>
            {events.length === 0 ? (
              <p>No events yet.</p>
            ) : (
              <ol class="log" start={events[0].step}>
                {events.map((e) => (
                  <li key={e.step} data-step={e.step}>
                    {e.description}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </>
  );
}
