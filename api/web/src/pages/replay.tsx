// A game's replay with the game's own board renderer: a scrubber, step back and forward, play
// and pause at a chosen speed (`replayPlayback`), a move list to jump to, and the log in step
// with the board. A finished game is revealed in full; a running one is shown as the viewer may
// see it, up to its latest step.
import { useEffect, useRef, useState } from "preact/hooks";
import { rendererFor } from "../boards";
import {
  fetchAllEvents,
  fetchReplay,
  fetchReplayStep,
  GraphQLRequestError,
  subscribeReplay,
  type GameEvent,
  type GameState,
  type ReplayMove,
} from "../graphql";
import { seatsFor } from "../seats";
import { Log } from "./log";
import { ErrorLine, errorText, GameFacts, GameNotFound, Ranking } from "./parts";

const SPEEDS = [1, 2, 5, 10, 25];
const PREFETCH = 2; // steps ahead (and one behind) asked while a step is shown
const PREFETCH_DELAY = 100; // ms the step must stay shown first

interface Info {
  length: number;
  finished: boolean;
  moves: ReplayMove[];
}

/** States by step, asked once each; those already here are at hand synchronously. */
function useStates(id: string, token: string | null) {
  const cache = useRef(new Map<number, Promise<GameState>>()).current;
  const ready = useRef(new Map<number, GameState>()).current;
  const get = (step: number) => {
    let p = cache.get(step);
    if (!p) {
      p = fetchReplayStep(id, token, step).then((d) => {
        ready.set(step, d.state);
        return d.state;
      });
      p.catch(() => cache.delete(step));
      cache.set(step, p);
    }
    return p;
  };
  const put = (step: number, state: GameState) => {
    ready.set(step, state);
    cache.set(step, Promise.resolve(state));
  };
  return { get, put, ready };
}

function MoveList({ moves, step, go }: { moves: ReplayMove[]; step: number; go: (s: number) => void }) {
  const current = moves.findIndex((m) => m.firstStep <= step && step <= m.step);
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // the current move in view, within the list only (no page layout of its own)
    const list = ref.current;
    const item = list?.querySelector<HTMLElement>("[aria-current]");
    if (list && item && (item.offsetTop < list.scrollTop || item.offsetTop > list.scrollTop + list.clientHeight - item.offsetHeight)) {
      list.scrollTop = item.offsetTop - list.clientHeight / 2;
    }
  }, [current]);
  return (
    <section class="panel" aria-labelledby="moves-title">
      <h2 id="moves-title">Moves ({moves.length})</h2>
      <ol class="moves" ref={ref}>
        {moves.map((m, i) => (
          <li key={i} aria-current={i === current ? "step" : undefined}>
            <button type="button" class="link" data-step={m.step} onClick={() => go(m.step)}>
              {m.description}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function ReplayPage({ id, search }: { id: string; search: URLSearchParams }) {
  const token = seatsFor(id)[0]?.token ?? null; // a seat sees its own hidden information
  const [info, setInfo] = useState<Info | null>(null);
  const [events, setEvents] = useState<GameEvent[]>([]);
  const [step, setStep] = useState(() => Math.max(0, Number(search.get("step") ?? 0) || 0));
  const [shown, setShown] = useState<{ step: number; state: GameState } | null>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(5);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const states = useStates(id, token);
  const wanted = useRef(step);

  const fail = (e: unknown) => {
    if (e instanceof GraphQLRequestError && e.codes.includes("game_not_found")) setMissing(true);
    else setError(errorText(e));
  };

  const load = () =>
    fetchReplay(id, token).then((r) => {
      setStep((s) => Math.min(s, r.length));
      setInfo(r);
      return r;
    }, fail);

  useEffect(() => {
    load();
    fetchAllEvents(id, token).then(setEvents, fail);
  }, [id, token]);

  /** Shows a step: in the same render when its state is here, else when it arrives (unless
   * another step was asked meanwhile). */
  const show = (to: number) => {
    wanted.current = to;
    setStep(to);
    const at = states.ready.get(to);
    if (at) setShown({ step: to, state: at });
    else
      states.get(to).then((state) => {
        if (wanted.current === to) setShown({ step: to, state });
      }, fail);
  };

  useEffect(() => {
    if (info && !shown) show(step);
  }, [info]);

  // after each step is drawn: the address says it; once the scrubber rests a moment, the
  // neighbouring steps are asked for (a fast scrub queues no requests before the one it needs)
  useEffect(() => {
    if (!info) return;
    history.replaceState(history.state, "", `/replay/${id}?step=${step}`);
    if (playing) return;
    const near = [step + 1, step - 1, ...Array.from({ length: PREFETCH - 1 }, (_, i) => step + i + 2)];
    const timer = setTimeout(() => near.filter((s) => s >= 0 && s <= info.length).forEach((s) => states.get(s)), PREFETCH_DELAY);
    return () => clearTimeout(timer);
  }, [step, info]);

  // playback: the server sends the steps at the chosen speed
  useEffect(() => {
    if (!playing || !info) return;
    if (step >= info.length) {
      setPlaying(false);
      return;
    }
    return subscribeReplay(id, token, speed, step + 1, {
      next: (s) => {
        states.put(s.step, s.game);
        show(s.step);
      },
      error: (m) => {
        setError(m);
        setPlaying(false);
      },
      complete: () => setPlaying(false),
    });
  }, [playing, speed, info]);

  if (missing) return <GameNotFound id={id} what="Replay" />;
  const length = info?.length ?? 0;
  const go = (to: number) => {
    setPlaying(false);
    show(Math.min(Math.max(0, to), length));
  };
  const state = shown?.state;
  const renderer = rendererFor(state?.game ?? "LORENZO");
  const name = (seat: number | null) => (seat == null ? "the game" : state?.seats[seat]?.name ?? `seat ${seat}`);
  const controls = info && (
    <section class="panel replay-controls" aria-labelledby="steps-title">
      <h2 id="steps-title" data-testid="replay-step">
        Step {step} of {length}
      </h2>
      <div
        class="actions"
        role="group"
        aria-label="Replay controls"
        onKeyDown={(e) => {
          if (e.key === "ArrowRight" && (e.target as HTMLElement).tagName !== "INPUT") go(step + 1);
          if (e.key === "ArrowLeft" && (e.target as HTMLElement).tagName !== "INPUT") go(step - 1);
        }}
      >
        <button type="button" class="secondary" onClick={() => go(0)} disabled={step === 0}>
          First
        </button>
        <button type="button" class="secondary" onClick={() => go(step - 1)} disabled={step === 0}>
          Previous
        </button>
        <button type="button" onClick={() => setPlaying(!playing)} disabled={!playing && step >= length} aria-pressed={playing}>
          {playing ? "Pause" : "Play"}
        </button>
        <button type="button" class="secondary" onClick={() => go(step + 1)} disabled={step >= length}>
          Next
        </button>
        <button type="button" class="secondary" onClick={() => go(length)} disabled={step >= length}>
          Last
        </button>
        <label class="field inline">
          <span>Speed</span>
          <select name="speed" value={String(speed)} onChange={(e) => setSpeed(Number((e.target as HTMLSelectElement).value))}>
            {SPEEDS.map((s) => (
              <option key={s} value={String(s)}>
                {s} steps/s
              </option>
            ))}
          </select>
        </label>
        {!info.finished && (
          <button type="button" class="secondary" onClick={() => load()}>
            Fetch the latest steps
          </button>
        )}
      </div>
      <label class="field">
        <span>Go to step</span>
        <input type="range" name="step" min={0} max={length} value={step} onInput={(e) => go(Number((e.target as HTMLInputElement).value))} />
      </label>
      <p data-testid="replay-event">{step === 0 ? "The table before the first event." : events.find((e) => e.step === step)?.description ?? ""}</p>
      {state && (
        <GameFacts state={state}>
          <span>{info.finished ? "finished game, fully revealed" : "running game, as you may see it"}</span>
        </GameFacts>
      )}
      {state?.result && <Ranking result={state.result} name={(s) => name(s)} />}
      <p>
        <a href={`/game/${id}`}>Back to the game</a>
      </p>
    </section>
  );
  return (
    <>
      <h1>
        Replay of game <code>{id.slice(0, 8)}</code>
      </h1>
      <ErrorLine error={error} />
      {!info || !shown ? (
        <p>Loading…</p>
      ) : (
        <div class="replay" data-testid="replay" data-step={shown.step}>
          {controls}
          <renderer.Board
            game={shown.state}
            actions={[]}
            act={null}
            side={
              <>
                <MoveList moves={info.moves} step={step} go={go} />
                <Log events={events} Arg={renderer.Arg} upTo={step} title="Log up to this step" />
              </>
            }
          />
        </div>
      )}
    </>
  );
}
