// On a phone a large board is drawn at a readable size (its smallest text 12 px) in a box that
// pans sideways, turned to the first place the seat may use; a toggle shows it whole.
import type { Ref } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";

const PHONE = "(max-width: 600px)";

/** `turn` changes when the places the seat may use change: the box turns to the first again. */
export function useZoom(turn: unknown): { zoom: boolean; box: Ref<HTMLDivElement>; toggle: () => void } {
  const [zoom, setZoom] = useState(() => window.matchMedia?.(PHONE).matches ?? false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    const first = el?.querySelector(".playable");
    if (!zoom || !el || !first) return;
    const at = first.getBoundingClientRect().left - el.getBoundingClientRect().left + el.scrollLeft;
    el.scrollLeft = Math.max(0, at - 16);
  }, [zoom, turn]);
  return { zoom, box, toggle: () => setZoom(!zoom) };
}

export function ZoomToggle({ zoom, toggle, whole, enlarge }: { zoom: boolean; toggle: () => void; whole: string; enlarge: string }) {
  return (
    <p class="board-tools">
      <button type="button" class="secondary" aria-pressed={zoom} onClick={toggle}>
        {zoom ? whole : enlarge}
      </button>
    </p>
  );
}
