import { useEffect, useState } from "preact/hooks";

// Seat tokens this browser holds, per game, in localStorage: a reload (or a private link
// opened once) resumes the seat. A token is a secret: it never goes into a public link.
export interface SeatCredential {
  seat: number;
  token: string;
  name: string | null;
}

const key = (gameId: string) => `signoria.seats.${gameId}`;

export function seatsFor(gameId: string): SeatCredential[] {
  try {
    const raw = JSON.parse(localStorage.getItem(key(gameId)) ?? "[]");
    return Array.isArray(raw) ? raw.filter((c) => typeof c?.token === "string" && Number.isInteger(c?.seat)) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
// another tab of this browser took a seat
window.addEventListener("storage", (e) => e.key?.startsWith("signoria.seats.") && listeners.forEach((l) => l()));

export function saveSeat(gameId: string, credential: SeatCredential): void {
  const others = seatsFor(gameId).filter((c) => c.seat !== credential.seat);
  const all = [...others, credential].sort((a, b) => a.seat - b.seat);
  localStorage.setItem(key(gameId), JSON.stringify(all));
  listeners.forEach((l) => l());
}

/** The seats held for a game, kept current when one is taken (here or in another tab). */
export function useHeldSeats(gameId: string): SeatCredential[] {
  const [held, setHeld] = useState(() => seatsFor(gameId));
  useEffect(() => {
    const update = () => setHeld(seatsFor(gameId));
    update();
    listeners.add(update);
    return () => void listeners.delete(update);
  }, [gameId]);
  return held;
}

/** The name this browser plays under (prefills the forms). */
export const playerName = {
  get: () => localStorage.getItem("signoria.name") ?? "",
  set: (name: string) => localStorage.setItem("signoria.name", name),
};

/** Public link: anyone who opens it watches the game as a spectator (or their own seat). */
export const spectateLink = (gameId: string) => `${location.origin}/game/${gameId}`;

/** Private link: gives the seat to whoever opens it (the token travels in the fragment, which
 * browsers never send to a server). */
export const seatLink = (gameId: string, c: SeatCredential) =>
  `${location.origin}/game/${gameId}#seat=${c.seat}&token=${encodeURIComponent(c.token)}`;

/** Takes a seat token from a private link's fragment into storage; answers the seat. */
export function adoptSeatFromHash(gameId: string): number | null {
  const params = new URLSearchParams(location.hash.slice(1));
  const token = params.get("token");
  const seat = Number(params.get("seat"));
  if (!token || !Number.isInteger(seat)) return null;
  saveSeat(gameId, { seat, token, name: seatsFor(gameId).find((c) => c.seat === seat)?.name ?? null });
  history.replaceState(history.state, "", `${location.pathname}?seat=${seat}`);
  return seat;
}
