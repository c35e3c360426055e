// Florenza's part of the dashboard: fame by source (every seat and the winners), works of art
// completed and failed by place, the offices and how often a winner held them. Win rate by seat
// is the generic chart.
import { ChartBlock, rate } from "../../pages/charts";
import { words } from "../../pages/parts";
import type { DashboardPart } from "../types";

const DETAILS = `... on FlorenzaAnalytics {
  fameBySource { source seats fame meanFame winnerSeats winnerFame winnerMeanFame }
  works { place games completed failed masterpieces winnerCompleted meanCompleted failureRate }
  offices { office games rounds winnerRounds winnerShare }
}`;

interface Details {
  fameBySource: { source: string; seats: number; fame: number; meanFame: number | null; winnerSeats: number; winnerFame: number; winnerMeanFame: number | null }[];
  works: { place: string; games: number; completed: number; failed: number; masterpieces: number; winnerCompleted: number; meanCompleted: number | null; failureRate: number | null }[];
  offices: { office: string; games: number; rounds: number; winnerRounds: number; winnerShare: number | null }[];
}

function Charts({ details }: { details: Details }) {
  const { fameBySource: fame, works, offices } = details;
  return (
    <>
      <ChartBlock
        id="fame"
        title="Fame by source: mean per seat and per winner"
        labels={fame.map((s) => words(s.source))}
        keys={fame.map((s) => s.source)}
        keyHeader="source"
        series={[
          { label: "mean per seat", data: fame.map((s) => s.meanFame) },
          { label: "mean per winner", data: fame.map((s) => s.winnerMeanFame) },
          { label: "fame", data: fame.map((s) => s.fame), table: true },
        ]}
        horizontal
      />
      <ChartBlock
        id="works"
        title="Works of art by place: completed, failed, masterpieces and the failure rate"
        labels={works.map((w) => words(w.place))}
        keys={works.map((w) => w.place)}
        keyHeader="place"
        series={[
          { label: "completed", data: works.map((w) => w.completed) },
          { label: "failed", data: works.map((w) => w.failed) },
          { label: "masterpieces", data: works.map((w) => w.masterpieces) },
          rate("failure rate", works.map((w) => w.failureRate)),
          { label: "completed by winners", data: works.map((w) => w.winnerCompleted), table: true },
          { label: "mean completed per game", data: works.map((w) => w.meanCompleted), table: true },
        ]}
      />
      <ChartBlock
        id="offices"
        title="Offices: rounds held, by the game's winner, and the winners' share"
        labels={offices.map((o) => words(o.office))}
        keys={offices.map((o) => o.office)}
        keyHeader="office"
        series={[
          { label: "rounds held", data: offices.map((o) => o.rounds) },
          { label: "held by the winner", data: offices.map((o) => o.winnerRounds) },
          rate("winners' share", offices.map((o) => o.winnerShare)),
        ]}
      />
    </>
  );
}

export const part: DashboardPart = { details: DETAILS, Charts };
