// What the game-generic shell gives a board renderer, and what a renderer gives back.
import type { ComponentChildren, FunctionComponent } from "preact";
import type { GameState, LegalAction, MessageArg } from "../graphql";

/** Sends a legal action's key; answers the failure in words, or null when it was accepted. */
export type Act = (key: string) => Promise<string | null>;

export interface BoardProps {
  /** the game at one version as the viewer sees it */
  game: GameState;
  /** the viewer's legal actions at that version ([] for spectators and replays) */
  actions: LegalAction[];
  /** null: the board is only shown (spectator, replay) */
  act: Act | null;
  /** the shell's side column (status, log ...), laid out by the renderer beside its board */
  side?: ComponentChildren;
}

export interface BoardRenderer {
  Board: FunctionComponent<BoardProps>;
  /** A log message argument drawn by the game (a card chip ...); null: its text. */
  Arg?: FunctionComponent<{ arg: MessageArg }>;
  /** whether the renderer offers every legal action itself (the shell's list is then folded) */
  playable: boolean;
}
