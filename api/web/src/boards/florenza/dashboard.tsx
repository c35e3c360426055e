// Florenza's part of the dashboard: fame by source (every seat and the winners), works of art
// completed and failed by place, the offices and how often a winner held them. Win rate by seat
// is the generic chart.
import { RowChart } from "../../pages/charts";
import { words } from "../../pages/parts";
import { t } from "../../i18n";
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
  return (
    <>
      <RowChart
        id="fame"
        title={t("Fame by source: mean per seat and per winner")}
        rows={details.fameBySource}
        keyHeader={t("source")}
        keyOf={(s) => s.source}
        labelOf={(s) => words(s.source)}
        columns={[[t("mean per seat"), "meanFame"], [t("mean per winner"), "winnerMeanFame"], [t("fame"), "fame", "table"]]}
        horizontal
      />
      <RowChart
        id="works"
        title={t("Works of art by place: completed, failed, masterpieces and the failure rate")}
        rows={details.works}
        keyHeader={t("place")}
        keyOf={(w) => w.place}
        labelOf={(w) => words(w.place)}
        columns={[
          [t("completed"), "completed"],
          [t("failed"), "failed"],
          [t("masterpieces"), "masterpieces"],
          [t("failure rate"), "failureRate", "rate"],
          [t("completed by winners"), "winnerCompleted", "table"],
          [t("mean completed per game"), "meanCompleted", "table"],
        ]}
      />
      <RowChart
        id="offices"
        title={t("Offices: rounds held, by the game's winner, and the winners' share")}
        rows={details.offices}
        keyHeader={t("office")}
        keyOf={(o) => o.office}
        labelOf={(o) => words(o.office)}
        columns={[[t("rounds held"), "rounds"], [t("held by the winner"), "winnerRounds"], [t("winners' share"), "winnerShare", "rate"]]}
      />
    </>
  );
}

export const part: DashboardPart = { details: DETAILS, Charts };
