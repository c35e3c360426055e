// Every GraphQL document the web client sends, and the one client that sends them: HTTP POST
// for queries and mutations, GET with a persisted query's hash for public reads (a finished
// game's replay and log, the game types: a front door may cache those), graphql-ws
// (graphql-transport-ws) for subscriptions. The schema is still changing: this module is the
// one place to adapt when it does.
import { createClient, type Client } from "graphql-ws";
import { lang } from "./i18n";
import { knownPersistedQuery, persistedQuery } from "./persisted";

// ---------------------------------------------------------------- documents

import { BOARD_FRAGMENTS, BOARD_SPREADS } from "./boards/documents";

const SEAT_FIELDS = "seats { seat name kind bot player { id } }";
const PROGRESS_FIELDS = "progress { turn total text }";

const SUMMARY_FIELDS = `
fragment SummaryFields on GameSummary {
  id game variant status players openSeats version seatsToAct winners createdAt updatedAt
  seats { seat name kind bot } ${PROGRESS_FIELDS}
}`;

// A game as the viewer sees it at one version: the generic part, and each board's own
// fragments (boards/documents.ts) for its view, pending decisions and legal actions.
const STATE_FIELDS = `
fragment StateFields on Game {
  id game variant status version viewerSeat seatsToAct currentSeat
  ${SEAT_FIELDS} ${PROGRESS_FIELDS}
  pending { __typename seat kind description ${BOARD_SPREADS.pending} ... on GenericDecision { data } }
  result { ranking ranks winners scores { seat rank total parts { category points } } }
  view { __typename ${BOARD_SPREADS.view} ... on GenericView { data } }
}${BOARD_FRAGMENTS.state}`;

const GAME_FIELDS = `
fragment GameFields on Game {
  ...StateFields
  legalActions { __typename key kind description ${BOARD_SPREADS.actions} ... on GenericAction { fields } }
}${STATE_FIELDS}${BOARD_FRAGMENTS.actions}`;

const EVENT_FIELDS = `
fragment EventFields on GameEvent {
  step cursor version type seat description
  message { template args { name kind value text assetId } }
}`;

const ERROR_FIELDS = "... on Error { code message }";

export const GAME_TYPES = `
query GameTypes {
  gameTypes { name title variants defaultVariant minPlayers maxPlayers botKinds provisional provisionalNote }
}`;

// The page size is a literal: the API's complexity limit counts a variable `first` as the
// largest page (100), which this selection would exceed.
export const GAMES = `
query Games($after: String) {
  games(first: 20, after: $after) {
    edges { node { ...SummaryFields } }
    pageInfo { hasNextPage endCursor }
  }
}${SUMMARY_FIELDS}`;

export const LOBBY_UPDATED = `
subscription LobbyUpdated { lobbyUpdated { ...SummaryFields } }${SUMMARY_FIELDS}`;

const CREATED_FIELDS = `__typename
    ... on GameCreated { game { id } seats { seat name kind token } started version }
    ${ERROR_FIELDS}`;

export const CREATE_GAME = `
mutation CreateGame($input: CreateGameInput!) {
  createGame(input: $input) { ${CREATED_FIELDS} }
}`;

export const OPEN_GAME = `
mutation OpenGame($input: CreateGameInput!) {
  openGame(input: $input) { ${CREATED_FIELDS} }
}`;

export const JOIN_GAME = `
mutation JoinGame($input: JoinGameInput!) {
  joinGame(input: $input) {
    __typename
    ... on SeatJoined { game { id } seat token started version }
    ${ERROR_FIELDS}
  }
}`;

export const SUBMIT_ACTION = `
mutation SubmitAction($input: SubmitActionInput!) {
  submitAction(input: $input) {
    __typename
    ... on ActionAccepted { version finished }
    ... on RateLimited { retryAfter }
    ... on VersionConflict { expectedVersion actualVersion }
    ${ERROR_FIELDS}
  }
}`;

export const LEGAL_KEYS = `
query LegalKeys($gameId: ID!) { game(id: $gameId) { version legalActions { key } } }`;

export const GAME_UPDATED = `
subscription GameUpdated($gameId: ID!, $token: String) {
  gameUpdated(gameId: $gameId, token: $token) { ...GameFields }
}${GAME_FIELDS}`;

export const GAME_EVENTS = `
subscription GameEvents($gameId: ID!, $token: String, $after: String) {
  gameEvents(gameId: $gameId, token: $token, after: $after) { ...EventFields }
}${EVENT_FIELDS}`;

/** A page of a game's log (100 events: the most the API gives at once). */
export const EVENT_PAGE = `
query EventPage($gameId: ID!, $token: String, $after: String) {
  gameEvents(gameId: $gameId, token: $token, after: $after, first: 100) {
    nodes { ...EventFields }
    pageInfo { hasNextPage endCursor }
  }
}${EVENT_FIELDS}`;

export const REPLAY = `
query Replay($gameId: ID!, $token: String) {
  replay(gameId: $gameId, token: $token) {
    length finished
    moves { firstStep step version seat action description }
  }
}`;

export const REPLAY_STEP = `
query ReplayStep($gameId: ID!, $token: String, $step: Int!) {
  replay(gameId: $gameId, token: $token) {
    length
    step(step: $step) { step game { ...StateFields } }
  }
}${STATE_FIELDS}`;

/** Steps a window of `replay.steps` holds: the API's complexity limit (2500) counts each step's
 * selection (≈ 315 fields with every board's fragments: three games) times the literal page size. */
export const REPLAY_WINDOW = 9;

export const REPLAY_STEPS = `
query ReplaySteps($gameId: ID!, $token: String, $start: Int!) {
  replay(gameId: $gameId, token: $token) {
    length
    steps(start: $start, first: ${REPLAY_WINDOW}) { step game { ...StateFields } }
  }
}${STATE_FIELDS}`;

export const REPLAY_PLAYBACK = `
subscription ReplayPlayback($gameId: ID!, $token: String, $speed: Float!, $fromStep: Int!) {
  replayPlayback(gameId: $gameId, token: $token, speed: $speed, fromStep: $fromStep) {
    step game { ...StateFields }
  }
}${STATE_FIELDS}`;

const PLACE_FIELDS = "place games wins winRate meanScore";
const DISTRIBUTION_FIELDS = "buckets { value count } count mean min p25 median p75 max";

/** The analytics query: the generic statistics and, in `details`, the selection a game's
 * dashboard part brings (`... on LorenzoAnalytics { … }`). */
export const analyticsQuery = (details: string) => `
query Analytics($game: GameName!, $filter: AnalyticsFilter) {
  analytics(game: $game, filter: $filter) {
    games meanActions meanEvents
    seats { ${PLACE_FIELDS} }
    turnOrder { ${PLACE_FIELDS} }
    scoreBreakdown { category mean }
    byPlayers { players games meanActions seats { ${PLACE_FIELDS} } turnOrder { ${PLACE_FIELDS} } }
    days { day games }
    scoreDistribution { ${DISTRIBUTION_FIELDS} }
    winnerScoreDistribution { ${DISTRIBUTION_FIELDS} }
    lengthDistribution { ${DISTRIBUTION_FIELDS} }
    details { __typename ${details} }
  }
}`;

export const RATINGS = `
query Ratings($game: GameName!) {
  ratings(game: $game, first: 50) { nodes { player { id name kind } ordinal mu sigma games } }
}`;

export const PLAYER_ANALYTICS = `
query PlayerAnalytics($game: GameName!, $player: ID!, $filter: AnalyticsFilter) {
  playerAnalytics(game: $game, player: $player, filter: $filter) {
    player { id name kind }
    rating { ordinal mu sigma games }
    games wins winRate meanScore meanRank
    history { gameId variant players finishedAt seat rank score won rating { ordinal mu sigma ordinalBefore } }
  }
}`;

export const REGISTER_PLAYER = `
mutation RegisterPlayer($input: RegisterPlayerInput!) {
  registerPlayer(input: $input) {
    __typename
    ... on PlayerRegistered { player { id name } key }
    ${ERROR_FIELDS}
  }
}`;

/** The operation GraphiQL opens with: it runs on an empty store too. */
export const GRAPHIQL_EXAMPLE = `# Signoria's GraphQL API: run with the play button or Ctrl-Enter.
# Act for a seat: in Headers, {"Authorization": "Bearer <seat token>"};
# subscriptions take the token as their \`token\` argument.
query GameTypes {
  gameTypes {
    name title variants defaultVariant
    minPlayers maxPlayers botKinds provisional
  }
  games(first: 5) {
    edges { node { id game status players openSeats } }
  }
}
`;

// ---------------------------------------------------------------- result types

export type GameStatus = "LOBBY" | "PLAYING" | "FINISHED";
export type SeatKind = "HUMAN" | "BOT" | "OPEN";

/** A game the service offers (`gameTypes`): names, variants and bot kinds are enum values. */
export interface GameType {
  name: string;
  title: string;
  variants: string[];
  defaultVariant: string;
  minPlayers: number;
  maxPlayers: number;
  botKinds: string[];
  provisional: boolean;
  provisionalNote: string | null;
}

export interface Seat {
  seat: number;
  name: string | null;
  kind: SeatKind;
  bot: string | null;
  player?: { id: string } | null;
}

export interface Progress {
  turn: number;
  total: number | null;
  text: string;
}

export interface GameSummary {
  id: string;
  game: string;
  variant: string;
  status: GameStatus;
  players: number;
  openSeats: number;
  version: number;
  seatsToAct: number[];
  winners: number[];
  createdAt: string;
  updatedAt: string;
  seats: Seat[];
  progress: Progress | null;
}

/** A legal action: the generic fields, and its game's typed fields by `__typename`. */
export interface LegalAction {
  __typename?: string;
  key: string;
  kind: string;
  description: string;
  fields?: unknown;
}

/** A decision a seat must take now (its game's typed fields by `__typename`). */
export interface Pending {
  __typename?: string;
  seat: number;
  kind: string;
  description: string;
  data?: unknown;
}

/** The game's own view (`LorenzoView` ..., or `GenericView { data }`). */
export interface GameView {
  __typename: string;
  data?: unknown;
}

export interface GameResult {
  ranking: number[];
  ranks: number[];
  winners: number[];
  scores: { seat: number; rank: number; total: number; parts: { category: string; points: number }[] }[];
}

export interface GameState {
  id: string;
  game: string;
  variant: string;
  status: GameStatus;
  version: number;
  viewerSeat: number | null;
  seatsToAct: number[];
  currentSeat: number | null;
  seats: Seat[];
  progress: Progress | null;
  pending: Pending[];
  result: GameResult | null;
  view: GameView | null;
}

export interface Game extends GameState {
  legalActions: LegalAction[];
}

export interface PlaceStats {
  place: number;
  games: number;
  wins: number;
  winRate: number | null;
  meanScore: number | null;
}

export interface Distribution {
  buckets: { value: number; count: number }[];
  count: number;
  mean: number | null;
  min: number | null;
  p25: number | null;
  median: number | null;
  p75: number | null;
  max: number | null;
}

export interface Analytics {
  games: number;
  meanActions: number | null;
  meanEvents: number | null;
  seats: PlaceStats[];
  turnOrder: PlaceStats[];
  scoreBreakdown: { category: string; mean: number | null }[];
  byPlayers: { players: number; games: number; meanActions: number | null; seats: PlaceStats[]; turnOrder: PlaceStats[] }[];
  days: { day: string; games: number }[];
  scoreDistribution: Distribution;
  winnerScoreDistribution: Distribution;
  lengthDistribution: Distribution;
  /** the game's own statistics, as its dashboard part selected them */
  details: { __typename: string } & Record<string, unknown>;
}

export interface Rating {
  player: { id: string; name: string | null; kind: SeatKind };
  ordinal: number;
  mu: number;
  sigma: number;
  games: number;
}

export interface PlayerAnalytics {
  player: { id: string; name: string | null; kind: SeatKind };
  rating: Omit<Rating, "player"> | null;
  games: number;
  wins: number;
  winRate: number | null;
  meanScore: number | null;
  meanRank: number | null;
  history: {
    gameId: string;
    variant: string;
    players: number;
    finishedAt: string | null;
    seat: number;
    rank: number;
    score: number;
    won: boolean;
    rating: { ordinal: number; mu: number; sigma: number; ordinalBefore: number };
  }[];
}

/** An argument of a log message: `kind` says what `value` is; `assetId` names the thing. */
export interface MessageArg {
  name: string;
  kind: string;
  value: unknown;
  text: string;
  assetId: string | null;
}

export interface GameEvent {
  step: number;
  cursor: string;
  version: number;
  type: string;
  seat: number | null;
  description: string;
  message: { template: string; args: MessageArg[] };
}

export interface ReplayMove {
  firstStep: number;
  step: number;
  version: number;
  seat: number | null;
  action: string | null;
  description: string;
}

/** A typed failure of a mutation (the schema's `Error` interface). */
export interface Failure {
  __typename: string;
  code: string;
  message: string;
}

export interface SeatToken {
  seat: number;
  name: string | null;
  kind: SeatKind;
  token: string | null;
}

export type CreateResult =
  | { __typename: "GameCreated"; game: { id: string }; seats: SeatToken[]; started: boolean; version: number }
  | Failure;

export type JoinResult =
  | { __typename: "SeatJoined"; game: { id: string }; seat: number; token: string; started: boolean; version: number }
  | Failure;

export type SubmitResult =
  | { __typename: "ActionAccepted"; version: number; finished: boolean }
  | (Failure & { expectedVersion?: number; actualVersion?: number });

export interface PlayerInput {
  name?: string | null;
  bot?: string;
  open?: boolean;
  playerKey?: string;
}

// ---------------------------------------------------------------- HTTP

export const HTTP_PATH = "/graphql";

/** A GraphQL error response (not a typed mutation failure: those are results). */
export class GraphQLRequestError extends Error {
  readonly codes: string[];

  constructor(errors: { message: string; extensions?: { code?: string } }[]) {
    super(errors.map((e) => e.message).join("; "));
    this.codes = errors.map((e) => e.extensions?.code ?? "");
  }
}

type Body<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

export async function request<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string | null,
  signal?: AbortSignal,
): Promise<T> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": lang };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(HTTP_PATH, { method: "POST", headers, body: JSON.stringify({ query, variables }), signal });
  return answer<T>(response);
}

/** A query read by GET with its document's hash (no token: what anyone may see). The answer of
 * a finished game is public and immutable, so browsers and the front door keep it; an API that
 * does not know the hash yet gets the document once by POST. */
export async function readPublic<T>(query: string, variables: Record<string, unknown> = {}, signal?: AbortSignal): Promise<T> {
  // a known hash: the request leaves now, before the render its caller's state change asks for
  const extensions = knownPersistedQuery(query) ?? (await persistedQuery(query));
  const params = new URLSearchParams({ variables: JSON.stringify(variables), extensions: JSON.stringify(extensions) });
  const response = await fetch(`${HTTP_PATH}?${params}`, { headers: { Accept: "application/json", "Accept-Language": lang }, signal });
  const body = await parsed<T>(response);
  if (!body?.errors?.some((e) => e.extensions?.code === "PERSISTED_QUERY_NOT_FOUND")) return checked<T>(response, body);
  const post = await fetch(HTTP_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": lang },
    body: JSON.stringify({ query, variables, extensions }),
    signal,
  });
  return answer<T>(post);
}

const parsed = <T>(response: Response): Promise<Body<T> | null> => response.json().catch(() => null);

async function answer<T>(response: Response): Promise<T> {
  return checked<T>(response, await parsed<T>(response));
}

/** The data of an answer already parsed (once: a board's JSON is not read twice). */
function checked<T>(response: Response, body: Body<T> | null): T {
  if (body === null) throw new GraphQLRequestError([{ message: `HTTP ${response.status} ${response.statusText}` }]);
  if (body.errors?.length) throw new GraphQLRequestError(body.errors);
  if (!response.ok || body.data === undefined) {
    throw new GraphQLRequestError([{ message: `HTTP ${response.status} ${response.statusText}` }]);
  }
  return body.data;
}

export const fetchGames = () =>
  request<{ games: { edges: { node: GameSummary }[] } }>(GAMES).then((d) =>
    d.games.edges.map((e) => e.node),
  );

export const fetchGameTypes = () => readPublic<{ gameTypes: GameType[] }>(GAME_TYPES).then((d) => d.gameTypes);

/** A query with an optional seat token: a seat's view goes by POST (its token never in a URL),
 * a spectator's by GET with the document's hash. */
const read = <T>(query: string, variables: Record<string, unknown>, token: string | null, signal?: AbortSignal) =>
  token ? request<T>(query, variables, null, signal) : readPublic<T>(query, variables, signal);

export const createGame = (game: string, variant: string, players: PlayerInput[], seed: string | null) =>
  request<{ createGame?: CreateResult; openGame?: CreateResult }>(
    players.some((p) => p.open) ? OPEN_GAME : CREATE_GAME,
    { input: { game, variant, players, seed } },
  ).then((d) => (d.createGame ?? d.openGame) as CreateResult);

export const joinGame = (gameId: string, name: string, seat: number | null, playerKey: string | null) =>
  request<{ joinGame: JoinResult }>(JOIN_GAME, { input: { gameId, name, seat, playerKey } }).then((d) => d.joinGame);

export const registerPlayer = (name: string) =>
  request<{
    registerPlayer: { __typename: "PlayerRegistered"; player: { id: string; name: string }; key: string } | Failure;
  }>(REGISTER_PLAYER, { input: { name } }).then((d) => d.registerPlayer);

export const submitAction = (gameId: string, action: string, token: string, expectedVersion: number) =>
  request<{ submitAction: SubmitResult }>(
    SUBMIT_ACTION,
    { input: { gameId, action, expectedVersion, idempotencyKey: crypto.randomUUID() } },
    token,
  ).then((d) => d.submitAction);

/** The viewer's legal keys now, and the version they belong to. */
export const fetchLegalKeys = (gameId: string, token: string) =>
  request<{ game: { version: number; legalActions: { key: string }[] } }>(LEGAL_KEYS, { gameId }, token).then((d) => ({
    version: d.game.version,
    keys: new Set(d.game.legalActions.map((a) => a.key)),
  }));

export const fetchReplay = (gameId: string, token: string | null) =>
  read<{ replay: { length: number; finished: boolean; moves: ReplayMove[] } }>(REPLAY, { gameId, token }, token).then(
    (d) => d.replay,
  );

export const fetchReplayStep = (gameId: string, token: string | null, step: number) =>
  read<{ replay: { length: number; step: { step: number; game: GameState } } }>(REPLAY_STEP, { gameId, token, step }, token).then((d) => ({ length: d.replay.length, state: d.replay.step.game }));

/** Consecutive steps from `start` (at most REPLAY_WINDOW) in one request. */
export const fetchReplaySteps = (gameId: string, token: string | null, start: number, signal?: AbortSignal) =>
  read<{ replay: { length: number; steps: { step: number; game: GameState }[] } }>(
    REPLAY_STEPS,
    { gameId, token, start },
    token,
    signal,
  ).then((d) => d.replay.steps);

/** A game's whole log as the viewer may see it, page by page. */
export async function fetchAllEvents(gameId: string, token: string | null): Promise<GameEvent[]> {
  const out: GameEvent[] = [];
  let after: string | null = null;
  for (;;) {
    const page: { gameEvents: { nodes: GameEvent[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } =
      await read(EVENT_PAGE, { gameId, token, after }, token);
    out.push(...page.gameEvents.nodes);
    if (!page.gameEvents.pageInfo.hasNextPage) return out;
    after = page.gameEvents.pageInfo.endCursor;
  }
}

export interface AnalyticsFilterInput {
  variant?: string;
  players?: number;
  since?: string;
  until?: string;
}

export const fetchAnalytics = (game: string, filter: AnalyticsFilterInput, details: string) =>
  request<{ analytics: Analytics }>(analyticsQuery(details), { game, filter }).then((d) => d.analytics);

export const fetchRatings = (game: string) =>
  request<{ ratings: { nodes: Rating[] } }>(RATINGS, { game }).then((d) => d.ratings.nodes);

export const fetchPlayerAnalytics = (game: string, player: string, filter: AnalyticsFilterInput) =>
  request<{ playerAnalytics: PlayerAnalytics }>(PLAYER_ANALYTICS, { game, player, filter }).then((d) => d.playerAnalytics);

// ---------------------------------------------------------------- WebSocket

export type Connection = "idle" | "connecting" | "live" | "lost" | "reconnecting";

export function wsUrl(path = HTTP_PATH): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss" : "ws"}://${host}${path}`;
}

const connectionListeners = new Set<(c: Connection) => void>();
const reconnectListeners = new Set<() => void>();
let connection: Connection = "idle";

function setConnection(c: Connection) {
  connection = c;
  connectionListeners.forEach((l) => l(c));
}

let wsClient: Client | null = null;

/** The page's one WebSocket client. It connects when the first subscription starts, and after
 * an abnormal close it reconnects (`retryAttempts`, capped backoff) and resubscribes every
 * active subscription with its payload as it is then (see `subscribeEvents`). */
export function ws(): Client {
  if (wsClient) return wsClient;
  wsClient = createClient({
    url: wsUrl(),
    connectionParams: { "Accept-Language": lang },
    lazy: true,
    lazyCloseTimeout: 3000,
    keepAlive: 15000,
    retryAttempts: 1000,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** retries, 8000))),
    on: {
      connecting: (isRetry) => setConnection(isRetry ? "reconnecting" : "connecting"),
      connected: (_socket, _payload, wasRetry) => {
        setConnection("live");
        if (wasRetry) reconnectListeners.forEach((l) => l());
      },
      // 1000: closed on purpose (no subscription left); else lost until a retry starts
      closed: (event) => setConnection((event as CloseEvent | undefined)?.code === 1000 ? "idle" : "lost"),
    },
  });
  return wsClient;
}

/** Follow the connection state (for the header's indicator); returns the unsubscribe. */
export function onConnection(listener: (c: Connection) => void): () => void {
  connectionListeners.add(listener);
  listener(connection);
  return () => connectionListeners.delete(listener);
}

/** Called after each reconnection: for streams the API cannot resume (refetch what was missed). */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

export interface Sink<T> {
  next: (value: T) => void;
  /** A GraphQL error (`codes`: each error's `extensions.code`) or a connection failure. */
  error?: (message: string, codes: string[]) => void;
  complete?: () => void;
}

export function subscribeRaw<T>(payload: { query: string; variables?: Record<string, unknown> }, sink: Sink<T>) {
  return ws().subscribe<T>(payload, {
    next: (result) => {
      if (result.errors?.length) {
        sink.error?.(
          result.errors.map((e) => e.message).join("; "),
          result.errors.map((e) => String(e.extensions?.code ?? "")),
        );
      }
      else if (result.data) sink.next(result.data as T);
    },
    error: (err) => {
      const list = Array.isArray(err) ? err : [err];
      const text = (e: unknown) => (e instanceof Error ? e.message : (e as { message?: string })?.message ?? String(e));
      sink.error?.(list.map(text).join("; "), []);
    },
    complete: () => sink.complete?.(),
  });
}

/** Lobby changes; the lobby refetches the list after a reconnection (no resume point). */
export const subscribeLobby = (sink: Sink<GameSummary>) =>
  subscribeRaw<{ lobbyUpdated: GameSummary }>({ query: LOBBY_UPDATED }, {
    ...sink,
    next: (d) => sink.next(d.lobbyUpdated),
  });

/** The game as the viewer sees it, now and after each change (a resubscription sends it anew). */
export const subscribeGame = (gameId: string, token: string | null, sink: Sink<Game>) =>
  subscribeRaw<{ gameUpdated: Game }>({ query: GAME_UPDATED, variables: { gameId, token } }, {
    ...sink,
    next: (d) => sink.next(d.gameUpdated),
  });

/** A replay played back by the server, `speed` steps per second from `fromStep`. */
export const subscribeReplay = (
  gameId: string,
  token: string | null,
  speed: number,
  fromStep: number,
  sink: Sink<{ step: number; game: GameState }>,
) =>
  subscribeRaw<{ replayPlayback: { step: number; game: GameState } }>(
    { query: REPLAY_PLAYBACK, variables: { gameId, token, speed, fromStep } },
    { ...sink, next: (d) => sink.next(d.replayPlayback) },
  );

/** A game's events after `after` (an event's cursor; null: from the start), resumed without
 * gap or duplicate: graphql-ws serialises the payload each time it (re)subscribes, so
 * `variables` is a getter that always asks for the events after the last one received; a step
 * already seen is dropped all the same. */
export function subscribeEvents(gameId: string, token: string | null, after: string | null, sink: Sink<GameEvent>) {
  let cursor = after;
  let last = -1;
  const payload = {
    query: GAME_EVENTS,
    get variables() {
      return { gameId, token, after: cursor };
    },
  };
  return subscribeRaw<{ gameEvents: GameEvent }>(payload, {
    ...sink,
    next: (d) => {
      if (d.gameEvents.step <= last) return;
      last = d.gameEvents.step;
      cursor = d.gameEvents.cursor;
      sink.next(d.gameEvents);
    },
  });
}
