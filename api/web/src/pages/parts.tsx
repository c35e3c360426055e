// Small pieces the pages share.
import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
import { fetchGameTypes, GraphQLRequestError, type GameState, type GameStatus, type GameType, type Seat } from "../graphql";
import { t, t as tr } from "../i18n";

/** An enum value as words: `GREEDY` → `greedy`. */
export const words = (value: string) => t(value.toLowerCase().replace(/_/g, " "));

let gameTypes: Promise<GameType[]> | null = null;

/** The games the service offers (`gameTypes`), asked once per page load. */
export function useGameTypes(): { types: GameType[] | null; error: string | null } {
  const [types, setTypes] = useState<GameType[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    gameTypes ??= fetchGameTypes();
    gameTypes.then(
      (t) => alive && setTypes(t),
      (e) => {
        gameTypes = null; // asked again next time
        if (alive) setError(errorText(e));
      },
    );
    return () => {
      alive = false;
    };
  }, []);
  return { types, error };
}

/** A game's title from `gameTypes`, else its name in words. */
export const gameTitle = (types: GameType[] | null, name: string) =>
  types?.find((t) => t.name === name)?.title ?? words(name);

/** A failure in words: a typed mutation error, a GraphQL error or a network failure. */
export function errorText(e: unknown): string {
  if (e && typeof e === "object" && "message" in e && "code" in e) {
    return `${(e as { message: string }).message} (${(e as { code: string }).code})`;
  }
  if (e instanceof GraphQLRequestError) return e.message;
  if (e instanceof TypeError) return t("The server cannot be reached.");
  return e instanceof Error ? e.message : String(e);
}

const STATUS_TEXT: Record<GameStatus, string> = { LOBBY: "waiting for players", PLAYING: "playing", FINISHED: "finished" };

export function StatusBadge({ status }: { status: GameStatus }) {
  return <span class={`badge status-${status.toLowerCase()}`}>{STATUS_TEXT[status] ? t(STATUS_TEXT[status]) : status}</span>;
}

/** Seats are numbered as the API numbers them (from 0), as in the event log's words. */
export function seatLabel(s: Seat): string {
  if (s.kind === "OPEN") return t("open seat");
  if (s.kind === "BOT") {
    const name = s.name ?? "bot";
    const kind = s.bot ? words(s.bot) : "";
    if (/\bbot\b/i.test(name)) return name; // the service names its bots "greedy bot (seat 1)"
    return kind ? t("{name} (bot: {kind})", { name, kind }) : t("{name} (bot)", { name });
  }
  return s.name ?? t("player");
}

export function SeatList(props: { seats: Seat[]; mine?: number[]; toAct?: number[]; winners?: number[] }) {
  const { seats, mine = [], toAct = [], winners = [] } = props;
  return (
    <ol class="seats" aria-label={t("Seats")}>
      {seats.map((s) => (
        <li key={s.seat} class={`seat kind-${s.kind.toLowerCase()}`} data-testid="seat" data-seat={s.seat}>
          <span class="seat-no">{s.seat}</span> {seatLabel(s)}
          {mine.includes(s.seat) && <span class="badge mine">{t("you")}</span>}
          {toAct.includes(s.seat) && <span class="badge to-act">{t("to act")}</span>}
          {winners.includes(s.seat) && <span class="badge winner">{t("winner")}</span>}
        </li>
      ))}
    </ol>
  );
}

/** A link to share, with a copy button (the clipboard needs a secure context: else select it). */
export function CopyLink({ label, href }: { label: string; href: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div class="copy-link">
      <label class="field">
        <span>{label}</span>
        <input readOnly value={href} onFocus={(e) => (e.target as HTMLInputElement).select()} />
      </label>
      {navigator.clipboard && window.isSecureContext && (
        <button type="button" class="secondary" onClick={copy}>
          {copied ? t("Copied") : t("Copy")}
        </button>
      )}
    </div>
  );
}

export function ErrorLine({ error }: { error: string | null }) {
  return error ? (
    <p class="error" role="alert">
      {error}
    </p>
  ) : null;
}

/** A game's status, title, variant and progress in one line. */
export function GameFacts({ state, children }: { state: GameState; children?: ComponentChildren }) {
  const { types } = useGameTypes();
  return (
    <p class="facts" data-testid="game-status">
      <StatusBadge status={state.status} /> <span>{gameTitle(types, state.game)}</span>{" "}
      <span>{words(state.variant)}</span>
      {state.progress && <span>{state.progress.text}</span>}
      {children}
    </p>
  );
}

export function GameNotFound({ id, what }: { id: string; what: string }) {
  return (
    <section>
      <h1>{t("{what} not found", { what })}</h1>
      <p>
        {t("No game has the id")} <code>{id}</code>. <a href="/">{t("Back to the lobby")}</a>.
      </p>
    </section>
  );
}

interface Choice {
  value: string;
  label: string;
}

/** A labelled select; `any` adds an "all" choice (value ""). */
export function Select(props: {
  label: string;
  name: string;
  value: string;
  choices: Choice[];
  onChange: (v: string) => void;
  any?: boolean;
}) {
  return (
    <label class="field">
      <span>{props.label}</span>
      <select name={props.name} value={props.value} onChange={(e) => props.onChange((e.target as HTMLSelectElement).value)}>
        {props.any && <option value="">{t("all")}</option>}
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export const gameChoices = (types: GameType[]) =>
  types.map((t) => ({ value: t.name, label: t.provisional ? tr("{title} (provisional)", { title: t.title }) : t.title }));

export const variantChoices = (type: GameType | undefined) =>
  (type?.variants ?? []).map((v) => ({ value: v, label: words(v) }));

/** A finished game's ranking with each seat's total. */
export function Ranking({ result, name }: { result: NonNullable<GameState["result"]>; name: (seat: number) => string }) {
  return (
    <ol class="ranking" aria-label={t("Final ranking")}>
      {result.ranking.map((seat) => (
        <li key={seat}>
          {t("{name}: {points} points", { name: name(seat), points: result.scores.find((s) => s.seat === seat)?.total ?? "?" })}
        </li>
      ))}
    </ol>
  );
}
