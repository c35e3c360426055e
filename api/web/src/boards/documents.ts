// Each game's own GraphQL fragments, joined into the generic documents of graphql.ts: a board
// renderer brings the fragments of its view, pending decisions and legal actions. A game
// without a renderer of its own answers the generic types (GenericView, GenericAction ...).
import * as florenza from "./florenza/documents";
import * as ilvecchio from "./ilvecchio/documents";
import * as lorenzo from "./lorenzo/documents";
import * as patrizier from "./patrizier/documents";

const GAMES = [lorenzo, patrizier, ilvecchio, florenza];

export const BOARD_SPREADS = {
  view: GAMES.map((g) => g.SPREADS.view).join(" "),
  pending: GAMES.map((g) => g.SPREADS.pending).join(" "),
  actions: GAMES.map((g) => g.SPREADS.actions).join(" "),
};

export const BOARD_FRAGMENTS = {
  /** view and pending fragments (and what they share) */
  state: GAMES.map((g) => g.FRAGMENTS.state).join(""),
  /** legal-action fragments (may use the state fragments) */
  actions: GAMES.map((g) => g.FRAGMENTS.actions).join(""),
};
