// One board renderer per game; a game without one is drawn by the generic renderer.
import { florenzaRenderer } from "./florenza";
import { genericRenderer } from "./generic/Board";
import { ilvecchioRenderer } from "./ilvecchio";
import { lorenzoRenderer } from "./lorenzo";
import { patrizierRenderer } from "./patrizier";
import type { BoardRenderer } from "./types";

const RENDERERS: Record<string, BoardRenderer> = {
  LORENZO: lorenzoRenderer,
  PATRIZIER: patrizierRenderer,
  FLORENZA: florenzaRenderer,
  ILVECCHIO: ilvecchioRenderer,
};

export const rendererFor = (game: string): BoardRenderer => RENDERERS[game] ?? genericRenderer;

/** The game's own dashboard part, if it has one (loaded on demand). */
export const dashboardFor = (game: string) => RENDERERS[game]?.dashboard;
