// Work put off until it is wanted, so a page's first paint is one short task and the rest comes
// in slices the browser can fit between frames and input (Lighthouse's total blocking time on a
// phone): `later` runs one queued task per idle slice; `useVisible` says when a box has come
// near the screen; `Later` shows a module's part (its own chunk) once the page has painted. The
// caller keeps the box's size meanwhile, so nothing moves when the work lands.
import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";

const queue: (() => void)[] = [];
let scheduled = false;

const idle: (run: () => void) => void =
  typeof requestIdleCallback === "function" ? (run) => requestIdleCallback(run, { timeout: 500 }) : (run) => setTimeout(run, 1);

function drain() {
  scheduled = false;
  queue.shift()?.();
  if (queue.length) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  // after the next frame is painted, then in the first idle slice: one task per slice
  requestAnimationFrame(() => setTimeout(() => idle(drain), 0));
}

/** Runs `task` in an idle slice after the next paint, after the tasks queued before it, each in
 * a slice of its own; returns what cancels it if it has not run yet. */
export function later(task: () => void): () => void {
  let alive = true;
  queue.push(() => alive && task());
  schedule();
  return () => {
    alive = false;
  };
}

/** Runs `task` with what `load` gives once it is there, in an idle slice of its own (not in the
 * same task as the others waiting for the same load); returns what cancels it. */
export function laterWith<M>(load: () => Promise<M>, task: (m: M) => void): () => void {
  let alive = true;
  let cancel = () => {};
  load().then((m) => {
    if (alive) cancel = later(() => task(m));
  });
  return () => {
    alive = false;
    cancel();
  };
}

/** A ref for a box and whether it has come near the screen (within `margin`); once true, it
 * stays true. Without IntersectionObserver, at once. */
export function useVisible<T extends Element>(margin = "200px") {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (seen || !box) return;
    if (typeof IntersectionObserver !== "function") return setSeen(true);
    const watch = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: margin });
    watch.observe(box);
    return () => watch.disconnect();
  }, [seen]);
  return [ref, seen] as const;
}

/** What `children` makes of the module `load` gives, `fallback` until then: the module is
 * loaded once `ready` (what must come first is on the screen), the page has painted and the
 * browser is idle; `load` is a dynamic import, so the module is a chunk of its own. Only this
 * part re-renders when it comes. */
export function Later<M>(props: { load: () => Promise<M>; ready?: boolean; fallback: ComponentChildren; children: (module: M) => ComponentChildren }) {
  const { load, ready = true, fallback, children } = props;
  const [module, setModule] = useState<M | null>(null);
  useEffect(() => {
    if (!ready || module) return;
    let alive = true;
    const cancel = later(() => load().then((m) => alive && setModule(() => m)));
    return () => {
      alive = false;
      cancel();
    };
  }, [ready]);
  return <>{module ? children(module) : fallback}</>;
}

/** How many of `count` parts may be drawn: on the first render none, then one more per idle
 * slice after the first paint (each part a short task of its own, not one long one), then all
 * of them for good (parts added later are drawn at once). */
export function useStaged(count: number): number {
  const [shown, setShown] = useState(0);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || count === 0) return; // nothing to draw yet: staging starts with the parts
    if (shown >= count) {
      done.current = true;
      return;
    }
    return later(() => setShown((n) => n + 1));
  }, [shown, count]);
  return done.current ? count : Math.min(shown, count);
}
