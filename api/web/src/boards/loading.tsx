// A board's place while its data is on the way: the space it will take is held (a screen's
// height), so neither the side panel nor the footer jumps when it arrives.
import type { ComponentChildren } from "preact";

export function BoardLoading({ text, side }: { text: string; side?: ComponentChildren }) {
  return (
    <div class="board-layout" data-testid="board-loading">
      <div class="board-main reserve">
        <p>{text}</p>
      </div>
      {side && <aside class="board-side">{side}</aside>}
    </div>
  );
}
