// The game log in words: each event's message template with its arguments drawn by the game's
// renderer (a card as a hoverable chip ...), newest last.
import { useEffect, useMemo, useRef } from "preact/hooks";
import type { ComponentChildren, FunctionComponent, VNode } from "preact";
import type { GameEvent, MessageArg } from "../graphql";
import { t } from "../i18n";

export function Message({ event, Arg }: { event: GameEvent; Arg?: FunctionComponent<{ arg: MessageArg }> }) {
  const { template, args } = event.message;
  const byName = new Map(args.map((a) => [a.name, a]));
  const out: ComponentChildren[] = [];
  let last = 0;
  for (const m of template.matchAll(/\{(\w+)\}/g)) {
    out.push(template.slice(last, m.index));
    const arg = byName.get(m[1]);
    out.push(arg ? Arg ? <Arg key={m.index} arg={arg} /> : arg.text : m[0]);
    last = m.index! + m[0].length;
  }
  out.push(template.slice(last));
  return <>{out}</>;
}

const WINDOW = 150;
const REPLAY_WINDOW = 60;

/** The log (its last 150 lines); `upTo` leaves out the events after that step (a replay's log:
 * its last 60 lines, redrawn whole when the replay jumps far). */
export function Log(props: { events: GameEvent[]; Arg?: FunctionComponent<{ arg: MessageArg }>; upTo?: number; title?: string }) {
  const { events, Arg, upTo, title = t("Log") } = props;
  const list = useRef<HTMLOListElement>(null);
  // each line is built once (the same vnode again is not diffed): a new event or a replay's
  // next step re-renders no other line
  const built = useRef(new WeakMap<GameEvent, VNode>()).current;
  const lines = useMemo(
    () =>
      events.map((e) => {
        let line = built.get(e);
        if (!line) {
          line = (
            <li key={e.step} data-step={e.step} data-type={e.type}>
              <Message event={e} Arg={Arg} />
            </li>
          );
          built.set(e, line);
        }
        return line;
      }),
    [events, Arg],
  );
  let end = events.length;
  if (upTo != null) while (end > 0 && events[end - 1].step > upTo) end--;
  const from = Math.max(0, end - (upTo == null ? WINDOW : REPLAY_WINDOW));
  const shown = events.slice(from, end);
  const items = lines.slice(from, end);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [shown.length, shown[shown.length - 1]?.step]);
  return (
    <section class="panel" aria-labelledby="log-title">
      <h2 id="log-title">{title}</h2>
      {shown.length === 0 ? (
        <p>{t("No events yet.")}</p>
      ) : (
        <ol class="log" ref={list} start={shown[0].step} aria-live="polite" aria-labelledby="log-title" tabIndex={0}>
          {items}
        </ol>
      )}
    </section>
  );
}
