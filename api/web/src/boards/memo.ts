// A component re-rendered only when its data changed: props compared by value (JSON), functions
// taken as the same (handlers and name look-ups do not change what is drawn). A board redrawn
// at each version or replay step then re-renders only the parts that moved.
// Built on preact's own Component (not preact/compat's memo: importing compat installs a hook
// that rewrites every vnode's props, a few ms of each far replay jump).
import { Component, type FunctionComponent } from "preact";

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

export const memoData = <P extends object>(c: FunctionComponent<P>) => {
  class Memo extends Component<P> {
    static displayName = `Memo(${c.displayName || c.name})`;
    shouldComponentUpdate(next: P) {
      return !same(this.props as Record<string, unknown>, next as Record<string, unknown>);
    }
    render(props: P) {
      return c(props);
    }
  }
  return Memo as unknown as FunctionComponent<P>;
};
