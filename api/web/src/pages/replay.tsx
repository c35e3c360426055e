// A game's replay with the game's own board renderer: a scrubber, step back and forward, play
// and pause at a chosen speed (`replayPlayback`), a move list to jump to, and the log in step
// with the board. A finished game is revealed in full; a running one is shown as the viewer may
// see it, up to its latest step. Only what is watched is downloaded: the step shown, then in the
// background the windows (`replay.steps`) around it (a window behind, two ahead), following the
// watcher as they play or scrub; a window on its way is cancelled when they jump away.
import { useEffect, useRef, useState } from "preact/hooks";
import { rendererFor } from "../boards";
import {
  fetchAllEvents,
  fetchReplay,
  fetchReplayStep,
  fetchReplaySteps,
  GraphQLRequestError,
  REPLAY_WINDOW,
  subscribeReplay,
  type GameEvent,
  type GameState,
  type ReplayMove,
} from "../graphql";
import { memoData } from "../boards/memo";
import { t } from "../i18n";
import { seatsFor } from "../seats";
import { ForkButton } from "./fork_dialog";
import { Log } from "./log";
import { AnalysisLoading, MoveMark, type AnalysisStep } from "./analysis_parts";
import { Later, useStaged } from "./lazy";
import { ErrorLine, errorText, GameFacts, GameNotFound, Ranking } from "./parts";
import { BoardLoading } from "../boards/loading";

const SPEEDS = [1, 2, 5, 10, 25];
const loadAnalysis = () => import("./analysis_chart");
const PAUSE = 60; // ms the background fetching waits before it looks again
const IDLE = 150; // ms the replay must rest (no step asked for) before a window is fetched
const ADDRESS_DELAY = 250; // ms a step stays shown before the address says it
const SLOW_STEP = 100; // ms a step's board may take before the step's number is shown without it
// the steps fetched ahead of and behind the step wanted: a phone on a slow network downloads
// what it is likely to show next, not the whole game
const AHEAD = 2 * REPLAY_WINDOW;
const BEHIND = REPLAY_WINDOW;

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
  /** The steps from `start` not asked for yet (at most a window), in one request; a step asked
   * for meanwhile waits for this request instead of sending its own. */
  const window = (start: number, last: number, signal: AbortSignal): Promise<void> => {
    const waiting = new Map<number, { ok: (g: GameState) => void; no: (e: unknown) => void }>();
    for (let s = start; s <= Math.min(last, start + REPLAY_WINDOW - 1); s++) {
      if (cache.has(s)) continue;
      const p = new Promise<GameState>((ok, no) => waiting.set(s, { ok, no }));
      p.catch(() => cache.delete(s));
      cache.set(s, p);
    }
    if (waiting.size === 0) return Promise.resolve();
    const drop = (e: unknown) => waiting.forEach((w) => w.no(e));
    return fetchReplaySteps(id, token, start, signal).then((list) => {
      for (const x of list) {
        ready.set(x.step, x.game);
        waiting.get(x.step)?.ok(x.game);
        waiting.delete(x.step);
      }
      drop(new Error("a step of the window is missing"));
    }, (e) => {
      drop(e);
      throw e;
    });
  };
  return { get, put, ready, window, asked: (s: number) => cache.has(s) };
}

/** One move of the list: re-rendered only when it becomes or stops being the current one. */
const MoveRow = memoData(function MoveRow({ m, current, go, mark }: { m: ReplayMove; current: boolean; go: (s: number) => void; mark?: AnalysisStep }) {
  return (
    <li aria-current={current ? "step" : undefined}>
      <button type="button" class="link" data-step={m.step} onClick={() => go(m.step)}>
        {m.description}
        <MoveMark entry={mark} />
      </button>
    </li>
  );
});

function MoveList({ moves, step, go, marks }: { moves: ReplayMove[]; step: number; go: (s: number) => void; marks: Map<number, AnalysisStep> }) {
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
      <h2 id="moves-title">{t("Moves ({n})", { n: moves.length })}</h2>
      <ol class="moves" ref={ref}>
        {moves.map((m, i) => (
          <MoveRow key={i} m={m} current={i === current} go={go} mark={marks.get(m.version)} />
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
  // the move list's labels, from the analysis panel when there is an analysis
  const [marks, setMarks] = useState<Map<number, AnalysisStep>>(() => new Map());
  const wanted = useRef(step);
  const asked = useRef(0); // when a step was last asked for (performance.now())
  const playingNow = useRef(playing);
  playingNow.current = playing;

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
   * another step was asked meanwhile). The step's number, move and log wait for its board, so
   * a far jump is one render and one frame (not the page's side first, then the board), unless
   * the board is slow to come. */
  const show = (to: number) => {
    wanted.current = to;
    asked.current = performance.now();
    const at = states.ready.get(to);
    if (at) {
      setStep(to);
      setShown({ step: to, state: at });
      return;
    }
    const slow = setTimeout(() => wanted.current === to && setStep(to), SLOW_STEP);
    states.get(to).then((state) => {
      clearTimeout(slow);
      if (wanted.current !== to) return;
      setStep(to);
      setShown({ step: to, state });
    }, (e) => {
      clearTimeout(slow);
      if (wanted.current === to) setStep(to);
      fail(e);
    });
  };

  useEffect(() => {
    if (info && !shown) show(step);
  }, [info]);

  // once a step stays shown a moment, the address says it (not at each step of a fast scrub)
  useEffect(() => {
    if (!info) return;
    const timer = setTimeout(() => history.replaceState(history.state, "", `/replay/${id}?step=${step}`), ADDRESS_DELAY);
    return () => clearTimeout(timer);
  }, [step, info]);

  // in the background, one request at a time while the replay rests (not during a scrub, a
  // playback or while the step wanted is on its way): the window nearest the step wanted that
  // still has a step not asked for, within AHEAD and BEHIND of it; a window whose steps the
  // watcher left behind meanwhile (a jump) is cancelled
  useEffect(() => {
    if (!info) return;
    let alive = true;
    const last = info.length;
    const next = (): number | null => {
      const at = Math.min(Math.max(wanted.current, 0), last);
      for (let d = 0; d <= AHEAD; d++) {
        if (at + d <= last && !states.asked(at + d)) return at + d;
        if (d <= BEHIND && at - d >= 0 && !states.asked(at - d)) return Math.max(0, at - d - REPLAY_WINDOW + 1, at - BEHIND);
      }
      return null;
    };
    const near = (start: number) => wanted.current >= start - AHEAD && wanted.current <= start + REPLAY_WINDOW + BEHIND;
    const pause = () => new Promise((done) => setTimeout(done, PAUSE));
    let failures = 0;
    (async () => {
      while (alive) {
        const start = playingNow.current || performance.now() - asked.current < IDLE || !states.ready.has(wanted.current) ? null : next();
        if (start == null) {
          await pause();
          continue;
        }
        const abort = new AbortController();
        const watch = setInterval(() => (!alive || !near(start)) && abort.abort(), PAUSE);
        // a refused window (the API's limits, a lost connection) is tried again later; after a
        // few refusals in a row the background fetching stops (steps are then asked one by one)
        const ok = await states.window(start, last, abort.signal).then(() => true, () => abort.signal.aborted);
        clearInterval(watch);
        failures = ok ? 0 : failures + 1;
        if (failures >= 3) return;
        if (!ok) await new Promise((done) => setTimeout(done, PAUSE * 10 * failures));
      }
    })();
    return () => {
      alive = false;
    };
  }, [info]);

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

  // what is beside the board (below it on a phone) comes after the board's first paint, a
  // part per idle slice: the facts, the move list, the log
  const sides = useStaged(info && shown ? 3 : 0);
  if (missing) return <GameNotFound id={id} what={t("Replay")} />;
  const length = info?.length ?? 0;
  const go = (to: number) => {
    setPlaying(false);
    show(Math.min(Math.max(0, to), length));
  };
  const state = shown?.state;
  const renderer = rendererFor(state?.game ?? "LORENZO");
  const name = (seat: number | null) => (seat == null ? t("the game") : state?.seats[seat]?.name ?? t("seat {n}", { n: seat }));
  const controls = info && (
    <section class="panel replay-controls" aria-labelledby="steps-title">
      <h2 id="steps-title" data-testid="replay-step">
        {t("Step {step} of {length}", { step, length })}
      </h2>
      <div
        class="actions"
        role="group"
        aria-label={t("Replay controls")}
        onKeyDown={(e) => {
          if (e.key === "ArrowRight" && (e.target as HTMLElement).tagName !== "INPUT") go(wanted.current + 1);
          if (e.key === "ArrowLeft" && (e.target as HTMLElement).tagName !== "INPUT") go(wanted.current - 1);
        }}
      >
        <button type="button" class="secondary" onClick={() => go(0)} disabled={step === 0}>
          {t("First")}
        </button>
        <button type="button" class="secondary" onClick={() => go(wanted.current - 1)} disabled={step === 0}>
          {t("Previous")}
        </button>
        <button type="button" onClick={() => setPlaying(!playing)} disabled={!playing && step >= length} aria-pressed={playing}>
          {playing ? t("Pause") : t("Play")}
        </button>
        <button type="button" class="secondary" onClick={() => go(wanted.current + 1)} disabled={step >= length}>
          {t("Next")}
        </button>
        <button type="button" class="secondary" onClick={() => go(length)} disabled={step >= length}>
          {t("Last")}
        </button>
        <label class="field inline">
          <span>{t("Speed")}</span>
          <select name="speed" value={String(speed)} onChange={(e) => setSpeed(Number((e.target as HTMLSelectElement).value))}>
            {SPEEDS.map((s) => (
              <option key={s} value={String(s)}>
                {t("{n} steps/s", { n: s })}
              </option>
            ))}
          </select>
        </label>
        {!info.finished && (
          <button type="button" class="secondary" onClick={() => load()}>
            {t("Fetch the latest steps")}
          </button>
        )}
        {state && !(info.finished && step >= length) && <ForkButton id={id} step={step} state={state} token={token} finished={info.finished} />}
      </div>
      {/* the thumb stays on the step asked for while its board is on the way */}
      <label class="field">
        <span>{t("Go to step")}</span>
        <input type="range" name="step" min={0} max={length} value={wanted.current} onInput={(e) => go(Number((e.target as HTMLInputElement).value))} />
      </label>
      <p data-testid="replay-event">{step === 0 ? t("The table before the first event.") : events.find((e) => e.step === step)?.description ?? ""}</p>
    </section>
  );
  // what the game is, beside the board (on a phone below it): the controls stay one compact bar
  const about = info && (
    <section class="panel" aria-labelledby="about-title">
      <h2 id="about-title">{t("The game")}</h2>
      {state && (
        <GameFacts state={state}>
          <span>{info.finished ? t("finished game, fully revealed") : t("running game, as you may see it")}</span>
        </GameFacts>
      )}
      {state?.result && <Ranking result={state.result} name={(s) => name(s)} />}
      <p>
        <a href={`/game/${id}`}>{t("Back to the game")}</a>
      </p>
    </section>
  );
  return (
    <>
      <h1>
        {t("Replay of game")} <code>{id.slice(0, 8)}</code>
      </h1>
      <ErrorLine error={error} />
      {!info || !shown ? (
        <BoardLoading text={t("Loading…")} />
      ) : (
        <div class="replay" data-testid="replay" data-step={shown.step}>
          {controls}
          <renderer.Board
            game={shown.state}
            actions={[]}
            act={null}
            side={
              <>
                {sides > 0 && about}
                {sides > 1 && <MoveList moves={info.moves} step={step} go={go} marks={marks} />}
                {sides > 2 && <Log events={events} Arg={renderer.Arg} upTo={step} title={t("Log up to this step")} />}
              </>
            }
          />
          {/* the analysis panel (its chunk, its request) comes once the board is painted */}
          {info.finished && (
            <Later load={loadAnalysis} fallback={<AnalysisLoading />}>
              {(m) => <m.AnalysisPanel id={id} game={shown.state.game} moves={info.moves} step={step} shown={shown.step} length={length} go={go} name={name} onMarks={setMarks} />}
            </Later>
          )}
        </div>
      )}
    </>
  );
}
