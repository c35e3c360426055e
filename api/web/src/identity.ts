// This browser's rating identity (`registerPlayer`): created on first use, kept in
// localStorage, its secret key sent as `playerKey` when this browser creates or joins a game.
import { registerPlayer } from "./graphql";

export interface Identity {
  id: string;
  key: string;
  name: string;
}

const KEY = "signoria.identity";

export function storedIdentity(): Identity | null {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? "null");
    return raw && typeof raw.id === "string" && typeof raw.key === "string" ? raw : null;
  } catch {
    return null;
  }
}

let pending: Promise<Identity> | null = null;

/** The identity, registered under `name` the first time. */
export function ensureIdentity(name: string): Promise<Identity> {
  const known = storedIdentity();
  if (known) return Promise.resolve(known);
  pending ??= registerPlayer(name.trim() || "Player").then((r) => {
    pending = null;
    if (r.__typename !== "PlayerRegistered" || !("key" in r)) {
      throw new Error(`No rating identity: ${"message" in r ? r.message : r.__typename}`);
    }
    const identity = { id: r.player.id, key: r.key, name: r.player.name };
    localStorage.setItem(KEY, JSON.stringify(identity));
    return identity;
  }, (e) => {
    pending = null;
    throw e;
  });
  return pending;
}
