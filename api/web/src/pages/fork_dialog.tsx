// "Play on from here" on a replay step (`forkGame`, docs/api.md "Forks"): a small dialog chooses
// each seat of the new game (me, a bot, open), then the new game opens as my seat. What was
// hidden at that step is drawn afresh by the server; a running game is played on only from this
// browser's own seat (its token), a finished one by anyone.
import { useEffect, useState } from "preact/hooks";
import { Modal } from "../boards/dialog";
import { request, type CreateResult, type GameState, type PlayerInput } from "../graphql";
import { navigate } from "../router";
import { playerName, saveSeat } from "../seats";
import { ErrorLine, errorText, useGameTypes, words } from "./parts";
import { t } from "../i18n";

const FORK_GAME = `
mutation ForkGame($input: ForkGameInput!) {
  forkGame(input: $input) { __typename
    ... on GameCreated { game { id } seats { seat name kind token } started version }
    ... on Error { code message } }
}`;

type Choice = "me" | "open" | `bot:${string}`;

// the replay's arrow keys step the board: not while choosing seats here
const stayHere = (e: KeyboardEvent) => e.stopPropagation();

const forkGame = (gameId: string, step: number, players: PlayerInput[], token: string | null) =>
  request<{ forkGame: CreateResult }>(FORK_GAME, { input: { gameId, step, players } }, token).then((d) => d.forkGame);

/** The button, and the dialog it opens. `token`: this browser's seat of a running game. */
export function ForkButton({ id, step, state, token, finished }: { id: string; step: number; state: GameState; token: string | null; finished: boolean }) {
  const [open, setOpen] = useState(false);
  if (!finished && !token) return null; // a running game is played on from one's own seat only
  return (
    <>
      <button type="button" class="secondary" data-testid="fork-open" onClick={() => setOpen(true)}>
        {t("Play on from here")}
      </button>
      {open && <ForkDialog id={id} step={step} state={state} token={token} hide={() => setOpen(false)} />}
    </>
  );
}

function ForkDialog({ id, step, state, token, hide }: { id: string; step: number; state: GameState; token: string | null; hide: () => void }) {
  const { types } = useGameTypes();
  const bots = types?.find((t) => t.name === state.game)?.botKinds ?? [];
  const bot = bots.includes("GREEDY") ? "GREEDY" : bots[0];
  const mine = state.viewerSeat ?? 0;
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the seats' first choices once the game's bots are known: me where I sat, bots elsewhere
  useEffect(() => {
    if (types && !choices) setChoices(state.seats.map((s): Choice => (s.seat === mine ? "me" : bot ? `bot:${bot}` : "open")));
  }, [types]);

  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const name = playerName.get().trim() || "Player";
    const players: PlayerInput[] = (choices ?? []).map((c) =>
      c === "me" ? { name } : c === "open" ? { open: true } : { bot: c.slice(4) },
    );
    try {
      const result = await forkGame(id, step, players, token);
      if (result.__typename !== "GameCreated" || !("game" in result)) {
        setError(errorText(result));
        return;
      }
      const seats = result.seats.filter((s) => s.token);
      seats.forEach((s) => saveSeat(result.game.id, { seat: s.seat, token: s.token!, name: s.name }));
      hide();
      navigate(seats.length ? `/game/${result.game.id}?seat=${seats[0].seat}` : `/game/${result.game.id}`);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  const form = choices && (
    <form onSubmit={submit} onKeyDown={stayHere}>
      <ol class="seat-rows">
        {state.seats.map((s, i) => (
          <li key={s.seat} class="seat-row">
            <label class="field">
              <span>
                {t("Seat {n} ({name})", { n: s.seat, name: s.name ?? t("open") })}
              </span>
              <select
                name={`fork-seat-${s.seat}`}
                value={choices[i]}
                onChange={(e) => setChoices(choices.map((c, j) => (j === i ? ((e.target as HTMLSelectElement).value as Choice) : c)))}
              >
                <option value="me">{t("Me")}</option>
                {bots.map((b) => (
                  <option key={b} value={`bot:${b}`}>
                    {t("Bot ({kind})", { kind: words(b) })}
                  </option>
                ))}
                <option value="open">{t("Open (someone joins)")}</option>
              </select>
            </label>
          </li>
        ))}
      </ol>
      <div class="actions">
        <button type="submit" disabled={busy}>
          {busy ? t("Starting…") : t("Play on")}
        </button>
        <button type="button" class="secondary" onClick={hide}>
          {t("Cancel")}
        </button>
      </div>
      <ErrorLine error={error} />
    </form>
  );

  return (
    <Modal title={t("Play on from step {step}", { step })} testid="fork-dialog">
      <p class="hint">{t("A new game starts here. What nobody could see yet (hidden cards, what is still to be drawn or rolled) is drawn afresh.")}</p>
      {form ?? <p>{t("Loading…")}</p>}
    </Modal>
  );
}
