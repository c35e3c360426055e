// The best move found, drawn on the board: the places its key names are marked. Game-generic:
// a renderer names its places with `data-space` (Lorenzo's floors and action spaces) or
// `data-city` (Patrizier's cities), and keys name them with the same words (the notation docs),
// so nothing here knows a game. A data attribute, not a class: Preact leaves attributes it did
// not set alone, so the mark survives the board's re-renders until the next call clears it.

/** Marks the places `key` names inside `board` (clearing earlier marks); how many it marked. */
export function markMove(board: Element | null, key: string | null): number {
  if (!board) return 0;
  for (const el of board.querySelectorAll("[data-best]")) el.removeAttribute("data-best");
  if (!key) return 0;
  let marked = 0;
  for (const token of key.split(" ")) {
    if (!token) continue;
    const city = token.split(".")[0]; // `firenze.1`: a tower of that city
    const found = board.querySelectorAll(`[data-space="${CSS.escape(token)}"], [data-city="${CSS.escape(city)}"]`);
    for (const el of found) {
      el.setAttribute("data-best", "");
      marked++;
    }
  }
  return marked;
}
