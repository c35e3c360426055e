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

/** A game's part of the dashboard (`boards/<game>/dashboard.tsx`, loaded with the dashboard
 * only): what it selects of its own statistics, and its charts of them. */
export interface DashboardPart {
  /** the selection spread into `analytics { details { … } }`: `... on LorenzoAnalytics { … }` */
  details: string;
  /** the game's own charts of that answer */
  Charts: FunctionComponent<{ details: any }>;
}

export interface BoardRenderer {
  Board: FunctionComponent<BoardProps>;
  /** A log message argument drawn by the game (a card chip ...); null: its text. */
  Arg?: FunctionComponent<{ arg: MessageArg }>;
  /** whether the renderer offers every legal action itself (the shell's list is then folded) */
  playable: boolean;
  /** the game's dashboard part, loaded when the dashboard shows this game */
  dashboard?: () => Promise<DashboardPart>;
}
