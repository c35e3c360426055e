// The lobby: the games listed live (the `games` query, then `lobbyUpdated`), a form to create a
// game (which game from `gameTypes`, human / bot / open seats, variant, optional seed) and a way
// to join an open seat.
import { useEffect, useState } from "preact/hooks";
import {
  createGame,
  fetchGames,
  joinGame,
  onReconnect,
  subscribeLobby,
  type GameSummary,
  type GameType,
  type PlayerInput,
} from "../graphql";
import { t } from "../i18n";
import { ensureIdentity } from "../identity";
import { navigate } from "../router";
import { playerName, saveSeat, seatLink, spectateLink, useHeldSeats, type SeatCredential } from "../seats";
import {
  CopyLink,
  ErrorLine,
  errorText,
  gameChoices,
  gameTitle,
  SeatList,
  Select,
  StatusBadge,
  useGameTypes,
  variantChoices,
  words,
} from "./parts";

type SeatChoice = "human" | "open" | `bot:${string}`;

interface SeatRow {
  choice: SeatChoice;
  name: string;
}

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
      <span>{t("Your name")}</span>
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

/** The seats a game starts with: you, then bots up to its smallest table. */
function defaultRows(type: GameType): SeatRow[] {
  const bot = type.botKinds.includes("GREEDY") ? "GREEDY" : type.botKinds[0];
  const rows: SeatRow[] = [{ choice: "human", name: "" }];
  while (rows.length < type.minPlayers) rows.push(bot ? { choice: `bot:${bot}`, name: "" } : { choice: "open", name: "" });
  return rows;
}

function CreateForm({ name, types }: { name: string; types: GameType[] }) {
  const [gameName, setGameName] = useState((types.find((t) => !t.provisional) ?? types[0]).name);
  const type = types.find((t) => t.name === gameName) ?? types[0];
  const [rows, setRows] = useState<SeatRow[]>(() => defaultRows(type));
  const [variant, setVariant] = useState<string>(type.defaultVariant);
  const [seed, setSeed] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);

  const update = (i: number, change: Partial<SeatRow>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));

  function chooseGame(next: string) {
    const t = types.find((x) => x.name === next) ?? types[0];
    setGameName(t.name);
    setVariant(t.defaultVariant);
    const kept = rows
      .slice(0, t.maxPlayers)
      .map((r) => (r.choice.startsWith("bot:") && !t.botKinds.includes(r.choice.slice(4)) ? { ...r, choice: "open" as const } : r));
    setRows(kept.length >= t.minPlayers ? kept : [...kept, ...defaultRows(t).slice(kept.length)]);
  }

  async function submit(event: Event) {
    event.preventDefault();
    setError(null);
    const players: PlayerInput[] = rows.map((r, i) => {
      if (r.choice === "open") return { open: true };
      if (r.choice === "human") return { name: r.name.trim() || (i === 0 && name.trim()) || t("Player {n}", { n: i }) };
      return { bot: r.choice.slice(4), name: r.name.trim() || null };
    });
    if (seed.trim() && !/^\d+$/.test(seed.trim())) {
      setError(t("The seed is a whole number (or leave it empty for a random one)."));
      return;
    }
    setBusy(true);
    try {
      // this browser's rating identity plays its first human seat
      const first = players.findIndex((p) => p.name && !p.bot && !p.open);
      if (first >= 0) players[first].playerKey = (await ensureIdentity(players[first].name ?? name)).key;
      const result = await createGame(type.name, variant, players, seed.trim() || null);
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
      <h2 id="create-title">{t("New game")}</h2>
      <form onSubmit={submit}>
        {types.length > 1 && <Select label={t("Game")} name="game" value={type.name} choices={gameChoices(types)} onChange={chooseGame} />}
        {type.provisional && type.provisionalNote && (
          <p class="hint" data-testid="provisional-note">
            {t("Provisional:")} {type.provisionalNote}
          </p>
        )}
        <fieldset>
          <legend>{t("Seats, in order")}</legend>
          <ol class="seat-rows">
            {rows.map((row, i) => (
              <li key={i} class="seat-row">
                <label class="field">
                  <span>{t("Seat {n}", { n: i })}</span>
                  <select
                    name={`seat-${i}-kind`}
                    value={row.choice}
                    onChange={(e) => update(i, { choice: (e.target as HTMLSelectElement).value as SeatChoice })}
                  >
                    <option value="human">{t("Human")}</option>
                    {type.botKinds.map((b) => (
                      <option key={b} value={`bot:${b}`}>
                        {t("Bot ({kind})", { kind: words(b) })}
                      </option>
                    ))}
                    <option value="open">{t("Open (someone joins)")}</option>
                  </select>
                </label>
                {row.choice !== "open" && (
                  <label class="field">
                    <span>{row.choice === "human" ? t("Name") : t("Name (optional)")}</span>
                    <input
                      name={`seat-${i}-name`}
                      value={row.name}
                      maxLength={40}
                      placeholder={row.choice === "human" ? (i === 0 && name) || t("Player {n}", { n: i }) : t("bot")}
                      onInput={(e) => update(i, { name: (e.target as HTMLInputElement).value })}
                    />
                  </label>
                )}
                {rows.length > type.minPlayers && (
                  <button type="button" class="secondary" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                    {t("Remove seat {n}", { n: i })}
                  </button>
                )}
              </li>
            ))}
          </ol>
          {rows.length < type.maxPlayers && (
            <button type="button" class="secondary" onClick={() => setRows([...rows, { choice: "open", name: "" }])}>
              {t("Add a seat")}
            </button>
          )}
        </fieldset>
        <div class="row">
          {type.variants.length > 1 && (
            <Select label={t("Variant")} name="variant" value={variant} choices={variantChoices(type)} onChange={setVariant} />
          )}
          <label class="field">
            <span>{t("Seed (optional)")}</span>
            <input
              name="seed"
              inputMode="numeric"
              value={seed}
              placeholder={t("random")}
              onInput={(e) => setSeed((e.target as HTMLInputElement).value)}
            />
          </label>
        </div>
        <button type="submit" disabled={busy}>
          {busy ? t("Creating…") : t("Create game")}
        </button>
        <ErrorLine error={error} />
      </form>
      {created && (
        <div class="notice" role="status" data-testid="created">
          <p>
            {t("Game")} <code>{created.gameId.slice(0, 8)}</code> {t("created")}
            {created.started ? t(" and running.") : t(": waiting for the open seats.")}{" "}
            <a href={`/game/${created.gameId}`}>{t("Open the game")}</a>
          </p>
          <CopyLink label={t("Public spectate link")} href={spectateLink(created.gameId)} />
          {created.seats.map((c) => (
            <CopyLink
              key={c.seat}
              label={t("Private link to seat {n} ({name}): it gives control of the seat", { n: c.seat, name: c.name ?? t("you") })}
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
  const identity = await ensureIdentity(name.trim() || "Guest");
  const result = await joinGame(gameId, name.trim() || "Guest", seat, identity.key);
  if (result.__typename !== "SeatJoined" || !("token" in result)) return errorText(result);
  saveSeat(gameId, { seat: result.seat, token: result.token, name: name.trim() || "Guest" });
  navigate(`/game/${gameId}?seat=${result.seat}`);
  return null;
}

/** A game whose component data is partly inferred says so wherever it is offered. */
export function Provisional({ type }: { type: GameType | undefined }) {
  if (!type?.provisional) return null;
  return (
    <details class="provisional">
      <summary>
        <span class="badge status-lobby">{t("provisional")}</span> {t("{title}'s components are partly inferred", { title: type.title })}
      </summary>
      <p class="hint">{type.provisionalNote}</p>
    </details>
  );
}

function GameRow({ game, name, types }: { game: GameSummary; name: string; types: GameType[] | null }) {
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
        <a href={`/game/${game.id}`} aria-label={t("Open game {id}", { id: game.id.slice(0, 8) })}>
          <code>{game.id.slice(0, 8)}</code>
        </a>
        <StatusBadge status={game.status} />
        <span>{gameTitle(types, game.game)}</span>
        <span>{words(game.variant)}</span>
        <span>{t("{n} seats", { n: game.players })}</span>
        {game.status !== "LOBBY" && game.progress && <span>{game.progress.text}</span>}
        {mine.length > 0 && <span class="badge mine">{t("your seat")}</span>}
      </div>
      <Provisional type={types?.find((t) => t.name === game.game)} />
      <SeatList seats={game.seats} mine={mine.map((c) => c.seat)} toAct={game.seatsToAct} winners={game.winners} />
      <div class="actions">
        <a class="button secondary" href={`/game/${game.id}`}>
          {mine.length ? t("Play") : t("Watch")}
        </a>
        {game.status === "FINISHED" && (
          <a class="button secondary" href={`/replay/${game.id}`}>
            {t("Replay")}
          </a>
        )}
        {canJoin && (
          <button type="button" onClick={join}>
            {t("Join ({n} open)", { n: game.openSeats })}
          </button>
        )}
      </div>
      <ErrorLine error={error} />
    </li>
  );
}

export function LobbyPage() {
  const [name, setName] = useState(playerName.get());
  const { games, error } = useLiveGames();
  const { types, error: typesError } = useGameTypes();
  return (
    <>
      <h1>{t("Lobby")}</h1>
      <div class="lobby">
        <div>
          <section class="panel">
            <NameField name={name} setName={setName} />
          </section>
          <div class="new-game">
            {types ? (
              <CreateForm name={name} types={types} />
            ) : (
              <section class="panel">
                <h2>{t("New game")}</h2>
                {typesError ? <ErrorLine error={typesError} /> : <p>{t("Loading the games on offer…")}</p>}
              </section>
            )}
          </div>
        </div>
        <section aria-labelledby="games-title" class="panel">
          <h2 id="games-title">{t("Games")}</h2>
          <ErrorLine error={error} />
          {games === null ? (
            <p>{t("Loading…")}</p>
          ) : games.length === 0 ? (
            <p>{t("No games yet: create one.")}</p>
          ) : (
            <ul class="games" aria-label={t("Games, newest first")}>
              {games.map((g) => (
                <GameRow key={g.id} game={g} name={name} types={types} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
