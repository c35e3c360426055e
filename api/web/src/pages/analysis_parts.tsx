// What the replay shows of a game's analysis without loading the analysis panel's own chunk
// (analysis_chart.tsx, loaded once the board is painted): a move's label in the move list, and
// the panel's frame, the same height in every state, which holds the panel's place meanwhile.
import type { ComponentChildren } from "preact";
import { t } from "../i18n";
import { words } from "./parts";

export interface AnalysisStep {
  version: number;
  seat: number;
  action: string;
  description: string;
  chances: number[];
  samples: number;
  best: string;
  bestDescription: string;
  bestChance: number;
  playedChance: number;
  loss: number;
  label: "GOOD" | "INACCURACY" | "MISTAKE" | "BLUNDER" | "FORCED";
}

const MARKS: Record<string, string> = { INACCURACY: "?!", MISTAKE: "?", BLUNDER: "??" };
export const pct = (v: number) => `${Math.round(v * 100)} %`;

/** A move's label in the move list (nothing for a good or forced move). */
export function MoveMark({ entry }: { entry?: AnalysisStep }) {
  const mark = entry && MARKS[entry.label];
  if (!entry || !mark) return null;
  const label = entry.label.toLowerCase();
  return (
    <span class={`move-mark ${label}`} data-label={label} title={t("{label}: −{loss}; best found: {best}", { label: words(entry.label), loss: pct(entry.loss), best: entry.bestDescription })}>
      {mark}
    </span>
  );
}

/** The analysis panel's frame: its title, the chart's kept space, the notes under it. */
export function AnalysisFrame({ status, children, notes }: { status: string; children: ComponentChildren; notes?: ComponentChildren }) {
  return (
    <section class="panel analysis-panel" aria-labelledby="analysis-title" data-testid="analysis" data-status={status}>
      <h2 id="analysis-title">{t("Win chances")}</h2>
      <div class="analysis-chart">{children}</div>
      <div class="analysis-notes">{notes}</div>
    </section>
  );
}

export const LoadingHint = () => <p class="hint">{t("Loading the analysis…")}</p>;

/** The panel while its chunk loads. */
export const AnalysisLoading = () => (
  <AnalysisFrame status="none">
    <LoadingHint />
  </AnalysisFrame>
);
