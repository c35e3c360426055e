// The lobby: the games listed live (the `games` query, then `lobbyUpdated`), a form to create a
// game (human / bot / open seats, variant, optional seed) and a way to join an open seat.
import { useEffect, useState } from "preact/hooks";
import {
  BOT_KINDS,
  createGame,
  fetchGames,
  joinGame,
  onReconnect,
  subscribeLobby,
  VARIANTS,
  type GameSummary,
  type PlayerInput,
} from "../graphql";
import { navigate } from "../router";
import { playerName, saveSeat, seatLink, spectateLink, useHeldSeats, type SeatCredential } from "../seats";
import { CopyLink, errorText, SeatList, StatusBadge } from "./parts";

type SeatChoice = "human" | "open" | `bot:${string}`;

interface SeatRow {
  choice: SeatChoice;
  name: string;
}

const MAX_SEATS = 4;
const MIN_SEATS = 2;

function sortGames(games: GameSummary[]): GameSummary[] {
  return [...games].sort((a, b) => (b.createdAt ?? "").localeCompare(a.createdAt ?? ""));
}

function useLiveGames() {
  const [games, setGames] = useState<GameSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    const merge = (incoming: GameSummary[]) =>
      setGames((current) => {
        const byId = new Map((current ?? []).map((g) => [g.id, g]));
        for (const g of incoming) {
          const known = byId.get(g.id);
          if (!known || known.version <= g.version) byId.set(g.id, g);
        }
        return sortGames([...byId.values()]);
      });
    const load = () =>
      fetchGames()
        .then((list) => alive && (merge(list), setError(null)))
        .catch((e) => alive && setError(errorText(e)));
    // subscribe first, then load: a change between the two is not lost
    const stop = subscribeLobby({ next: (g) => merge([g]), error: (m) => setError(m) });
    load();
    const stopReconnect = onReconnect(load);
    return () => {
      alive = false;
      stop();
      stopReconnect();
    };
  }, []);
  return { games, error };
}

function NameField({ name, setName }: { name: string; setName: (n: string) => void }) {
  return (
    <label class="field">
      <span>Your name</span>
      <input
        name="player-name"
        value={name}
        maxLength={40}
        autoComplete="nickname"
        onInput={(e) => {
          const v = (e.target as HTMLInputElement).value;
          setName(v);
          playerName.set(v);
        }}
      />
    </label>
  );
}

interface Created {
  gameId: string;
  seats: SeatCredential[];
  started: boolean;
}

function CreateForm({ name }: { name: string }) {
  const [rows, setRows] = useState<SeatRow[]>([
    { choice: "human", name: "" },
    { choice: "bot:greedy", name: "" },
  ]);
  const [variant, setVariant] = useState<string>(VARIANTS[0]);
  const [seed, setSeed] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);

  const update = (i: number, change: Partial<SeatRow>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));

  async function submit(event: Event) {
    event.preventDefault();
    setError(null);
    const players: PlayerInput[] = rows.map((r, i) => {
      if (r.choice === "open") return { open: true };
      if (r.choice === "human") return { name: r.name.trim() || (i === 0 && name.trim()) || `Player ${i}` };
      return { bot: r.choice.slice(4), name: r.name.trim() || null };
    });
    if (seed.trim() && !/^\d+$/.test(seed.trim())) {
      setError("The seed is a whole number (or leave it empty for a random one).");
      return;
    }
    setBusy(true);
    try {
      const result = await createGame(players, variant, seed.trim() || null);
      if (result.__typename !== "GameCreated" || !("game" in result)) {
        setError(errorText(result));
        return;
      }
      const seats = result.seats
        .filter((s) => s.token)
        .map((s) => ({ seat: s.seat, token: s.token!, name: s.name }));
      seats.forEach((c) => saveSeat(result.game.id, c));
      setCreated({ gameId: result.game.id, seats, started: result.started });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="create-title" class="panel">
      <h2 id="create-title">New game</h2>
      <form onSubmit={submit}>
        <fieldset>
          <legend>Seats, in order</legend>
          <ol class="seat-rows">
            {rows.map((row, i) => (
              <li key={i} class="seat-row">
                <label class="field">
                  <span>Seat {i}</span>
                  <select
                    name={`seat-${i}-kind`}
                    value={row.choice}
                    onChange={(e) => update(i, { choice: (e.target as HTMLSelectElement).value as SeatChoice })}
                  >
                    <option value="human">Human</option>
                    {BOT_KINDS.map((b) => (
                      <option key={b} value={`bot:${b}`}>
                        Bot ({b})
                      </option>
                    ))}
                    <option value="open">Open (someone joins)</option>
                  </select>
                </label>
                {row.choice !== "open" && (
                  <label class="field">
                    <span>Name {row.choice === "human" ? "" : "(optional)"}</span>
                    <input
                      name={`seat-${i}-name`}
                      value={row.name}
                      maxLength={40}
                      placeholder={row.choice === "human" ? (i === 0 && name) || `Player ${i}` : "bot"}
                      onInput={(e) => update(i, { name: (e.target as HTMLInputElement).value })}
                    />
                  </label>
                )}
                {rows.length > MIN_SEATS && (
                  <button type="button" class="secondary" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                    Remove seat {i}
                  </button>
                )}
              </li>
            ))}
          </ol>
          {rows.length < MAX_SEATS && (
            <button type="button" class="secondary" onClick={() => setRows([...rows, { choice: "open", name: "" }])}>
              Add a seat
            </button>
          )}
        </fieldset>
        <div class="row">
          <label class="field">
            <span>Variant</span>
            <select name="variant" value={variant} onChange={(e) => setVariant((e.target as HTMLSelectElement).value)}>
              {VARIANTS.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span>Seed (optional)</span>
            <input
              name="seed"
              inputMode="numeric"
              value={seed}
              placeholder="random"
              onInput={(e) => setSeed((e.target as HTMLInputElement).value)}
            />
          </label>
        </div>
        <button type="submit" disabled={busy}>
          {busy ? "Creating…" : "Create game"}
        </button>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
      </form>
      {created && (
        <div class="notice" role="status" data-testid="created">
          <p>
            Game <code>{created.gameId.slice(0, 8)}</code> created
            {created.started ? " and running." : ": waiting for the open seats."}{" "}
            <a href={`/game/${created.gameId}`}>Open the game</a>
          </p>
          <CopyLink label="Public spectate link" href={spectateLink(created.gameId)} />
          {created.seats.map((c) => (
            <CopyLink
              key={c.seat}
              label={`Private link to seat ${c.seat} (${c.name ?? "you"}): it gives control of the seat`}
              href={seatLink(created.gameId, c)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** Join an open seat (the first, or `seat`); the token is kept and the game page opened. */
export async function joinSeat(gameId: string, name: string, seat: number | null): Promise<string | null> {
  const result = await joinGame(gameId, name.trim() || "Guest", seat);
  if (result.__typename !== "SeatJoined" || !("token" in result)) return errorText(result);
  saveSeat(gameId, { seat: result.seat, token: result.token, name: name.trim() || "Guest" });
  navigate(`/game/${gameId}?seat=${result.seat}`);
  return null;
}

function GameRow({ game, name }: { game: GameSummary; name: string }) {
  const [error, setError] = useState<string | null>(null);
  const mine = useHeldSeats(game.id);
  const canJoin = game.status === "LOBBY" && game.openSeats > 0;
  const join = () => {
    setError(null);
    joinSeat(game.id, name, null).then(setError, (e) => setError(errorText(e)));
  };
  return (
    <li class="game-card" data-testid="game" data-game-id={game.id}>
      <div class="game-head">
        <a href={`/game/${game.id}`} aria-label={`Open game ${game.id.slice(0, 8)}`}>
          <code>{game.id.slice(0, 8)}</code>
        </a>
        <StatusBadge status={game.status} />
        <span>{game.variant}</span>
        <span>{game.players} seats</span>
        {game.status !== "LOBBY" && game.round != null && <span>round {game.round}</span>}
        {mine.length > 0 && <span class="badge mine">your seat</span>}
      </div>
      <SeatList seats={game.seats} mine={mine.map((c) => c.seat)} />
      <div class="actions">
        <a class="button secondary" href={`/game/${game.id}`}>
          {mine.length ? "Play" : "Watch"}
        </a>
        {game.status === "FINISHED" && (
          <a class="button secondary" href={`/replay/${game.id}`}>
            Replay
          </a>
        )}
        {canJoin && (
          <button type="button" onClick={join}>
            Join ({game.openSeats} open)
          </button>
        )}
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

export function LobbyPage() {
  const [name, setName] = useState(playerName.get());
  const { games, error } = useLiveGames();
  return (
    <>
      <h1>Lobby</h1>
      <div class="lobby">
        <div>
          <section class="panel">
            <NameField name={name} setName={setName} />
          </section>
          <CreateForm name={name} />
        </div>
        <section aria-labelledby="games-title" class="panel">
          <h2 id="games-title">Games</h2>
          {error && (
            <p class="error" role="alert">
              {error}
            </p>
          )}
          {games === null ? (
            <p>Loading…</p>
          ) : games.length === 0 ? (
            <p>No games yet: create one.</p>
          ) : (
            <ul class="games" aria-label="Games, newest first">
              {games.map((g) => (
                <GameRow key={g.id} game={g} name={name} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
