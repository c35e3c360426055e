// A game's replay, step by step (`replay { length stateAt(step) }` and the event of each step):
// the game's facts and seats as they were. Drawn boards come with boards/<game>.
import { useEffect, useState } from "preact/hooks";
import { fetchReplayStep, GraphQLRequestError, type GameState } from "../graphql";
import { navigate } from "../router";
import { seatsFor } from "../seats";
import { ErrorLine, errorText, GameFacts, GameNotFound, Ranking, SeatList } from "./parts";

interface Step {
  step: number;
  length: number;
  state: GameState | null;
  event: { step: number; description: string } | null;
}

export function ReplayPage({ id, search }: { id: string; search: URLSearchParams }) {
  const token = seatsFor(id)[0]?.token ?? null; // a seat sees its own hidden information
  const step = Math.max(0, Number(search.get("step") ?? 0) || 0);
  const [data, setData] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    let alive = true;
    fetchReplayStep(id, token, step).then(
      (d) => {
        if (!alive) return;
        setData({ ...d, step });
        setError(null);
      },
      (e) => {
        if (!alive) return;
        if (e instanceof GraphQLRequestError && e.codes.includes("game_not_found")) setMissing(true);
        else setError(errorText(e));
      },
    );
    return () => {
      alive = false;
    };
  }, [id, token, step]);

  function go(to: number) {
    const last = data?.length ?? to;
    navigate(`/replay/${id}?step=${Math.min(Math.max(0, to), last)}`, true);
  }

  if (missing) return <GameNotFound id={id} what="Replay" />;
  const state = data?.state;
  const shown = data?.step ?? 0;
  return (
    <>
      <h1>
        Replay of game <code>{id.slice(0, 8)}</code>
      </h1>
      <ErrorLine error={error} />
      {!data ? (
        <p>Loading…</p>
      ) : (
        <div class="game">
          <section class="panel" aria-labelledby="steps-title">
            <h2 id="steps-title" data-testid="replay-step">
              Step {shown} of {data.length}
            </h2>
            <div
              class="actions"
              role="group"
              aria-label="Replay controls"
              onKeyDown={(e) => {
                if (e.key === "ArrowRight") go(shown + 1);
                if (e.key === "ArrowLeft") go(shown - 1);
              }}
            >
              <button type="button" class="secondary" onClick={() => go(0)} disabled={shown === 0}>
                First
              </button>
              <button type="button" class="secondary" onClick={() => go(shown - 1)} disabled={shown === 0}>
                Previous
              </button>
              <button type="button" onClick={() => go(shown + 1)} disabled={shown >= data.length}>
                Next
              </button>
              <button type="button" class="secondary" onClick={() => go(data.length)} disabled={shown >= data.length}>
                Last
              </button>
            </div>
            <label class="field">
              <span>Go to step</span>
              <input
                type="range"
                min={0}
                max={data.length}
                value={shown}
                onChange={(e) => go(Number((e.target as HTMLInputElement).value))}
              />
            </label>
            <p data-testid="replay-event">{data.event ? data.event.description : "The table before the first event."}</p>
            <p>
              <a href={`/game/${id}`}>Back to the game</a>
            </p>
          </section>
          {state && (
            <section class="panel" aria-labelledby="state-title">
              <h2 id="state-title">The game at this step</h2>
              <GameFacts state={state} />
              <SeatList seats={state.seats} toAct={state.seatsToAct} winners={state.result?.winners} />
              {state.result && <Ranking result={state.result} name={(seat) => state.seats[seat]?.name ?? `seat ${seat}`} />}
            </section>
          )}
        </div>
      )}
    </>
  );
}
