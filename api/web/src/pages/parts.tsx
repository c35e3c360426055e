// Small pieces the pages share.
import { useState } from "preact/hooks";
import { GraphQLRequestError, type GameStatus, type Seat } from "../graphql";

/** A failure in words: a typed mutation error, a GraphQL error or a network failure. */
export function errorText(e: unknown): string {
  if (e && typeof e === "object" && "message" in e && "code" in e) {
    return `${(e as { message: string }).message} (${(e as { code: string }).code})`;
  }
  if (e instanceof GraphQLRequestError) return e.message;
  if (e instanceof TypeError) return "The server cannot be reached.";
  return e instanceof Error ? e.message : String(e);
}

const STATUS_TEXT: Record<GameStatus, string> = { LOBBY: "waiting for players", PLAYING: "playing", FINISHED: "finished" };

export function StatusBadge({ status }: { status: GameStatus }) {
  return <span class={`badge status-${status.toLowerCase()}`}>{STATUS_TEXT[status] ?? status}</span>;
}

/** Seats are numbered as the API numbers them (from 0), as in the event log's words. */
export function seatLabel(s: Seat): string {
  if (s.kind === "OPEN") return "open seat";
  if (s.kind === "BOT") {
    const name = s.name ?? "bot";
    return s.bot && !name.includes(s.bot) ? `${name} (bot: ${s.bot})` : `${name} (bot)`;
  }
  return s.name ?? "player";
}

export function SeatList({ seats, mine = [], toAct = [] }: { seats: Seat[]; mine?: number[]; toAct?: number[] }) {
  return (
    <ol class="seats" aria-label="Seats">
      {seats.map((s) => (
        <li key={s.seat} class={`seat kind-${s.kind.toLowerCase()}`} data-testid="seat" data-seat={s.seat}>
          <span class="seat-no">{s.seat}</span> {seatLabel(s)}
          {mine.includes(s.seat) && <span class="badge mine">you</span>}
          {toAct.includes(s.seat) && <span class="badge to-act">to act</span>}
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
          {copied ? "Copied" : "Copy"}
        </button>
      )}
    </div>
  );
}
