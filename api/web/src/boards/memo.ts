// A component re-rendered only when its data changed: props compared by value (JSON), functions
// taken as the same (handlers and name look-ups do not change what is drawn). A board redrawn
// at each version or replay step then re-renders only the parts that moved.
import type { FunctionComponent } from "preact";
import { memo } from "preact/compat";

function same(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(b);
  if (keys.length !== Object.keys(a).length) return false;
  return keys.every((k) => {
    const x = a[k];
    const y = b[k];
    if (x === y || typeof y === "function") return true;
    if (typeof y !== "object" || y === null || typeof x !== "object" || x === null) return false;
    return JSON.stringify(x) === JSON.stringify(y);
  });
}

export const memoData = <P extends object>(c: FunctionComponent<P>) =>
  memo(c, (a, b) => same(a as Record<string, unknown>, b as Record<string, unknown>)) as FunctionComponent<P>;
