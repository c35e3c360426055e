// One board renderer per game; a game without one is drawn by the generic renderer.
import { genericRenderer } from "./generic/Board";
import { lorenzoRenderer } from "./lorenzo";
import type { BoardRenderer } from "./types";

const RENDERERS: Record<string, BoardRenderer> = {
  LORENZO: lorenzoRenderer,
};

export const rendererFor = (game: string): BoardRenderer => RENDERERS[game] ?? genericRenderer;
