// Il Vecchio's part of the dashboard: power points by source (every seat and the winners), the
// regions' and Florence's tracks and who held them, the province tiles taken and used. Win rate
// by seat and player count is the generic chart of the same name.
import { RowChart } from "../../pages/charts";
import { words } from "../../pages/parts";
import { t as tr } from "../../i18n";
import type { DashboardPart } from "../types";

const DETAILS = `... on IlVecchioAnalytics {
  sources { source seats points meanPoints winnerSeats winnerPoints winnerMeanPoints }
  tracks { track games members meanMembers winnerMembers held winnerHeld winnerHeldShare }
  tiles { tile { id } taken used usedRate winnerTaken }
}`;

interface Details {
  sources: { source: string; seats: number; points: number; meanPoints: number | null; winnerSeats: number; winnerPoints: number; winnerMeanPoints: number | null }[];
  tracks: { track: string; games: number; members: number; meanMembers: number | null; winnerMembers: number; held: number; winnerHeld: number; winnerHeldShare: number | null }[];
  tiles: { tile: { id: string }; taken: number; used: number; usedRate: number | null; winnerTaken: number }[];
}

function Charts({ details }: { details: Details }) {
  return (
    <>
      <RowChart
        id="sources"
        title={tr("Power points by source: mean per seat and per winner")}
        rows={details.sources}
        keyHeader={tr("source")}
        keyOf={(s) => s.source}
        labelOf={(s) => words(s.source)}
        columns={[[tr("mean per seat"), "meanPoints"], [tr("mean per winner"), "winnerMeanPoints"], [tr("points"), "points", "table"]]}
        horizontal
      />
      <RowChart
        id="tracks"
        title={tr("Regions and tracks won: games a majority was held, by the winner, and the winners' share")}
        rows={details.tracks}
        keyHeader={tr("track")}
        keyOf={(t) => t.track}
        labelOf={(t) => words(t.track)}
        columns={[
          [tr("majority held (games)"), "held"],
          [tr("held by the winner"), "winnerHeld"],
          [tr("winners' share"), "winnerHeldShare", "rate"],
          [tr("mean members per game"), "meanMembers", "table"],
        ]}
      />
      <RowChart
        id="tiles"
        title={tr("Province tiles: taken, used and the share used")}
        rows={details.tiles}
        keyHeader={tr("tile")}
        keyOf={(t) => t.tile.id}
        columns={[[tr("taken"), "taken"], [tr("used"), "used"], [tr("used rate"), "usedRate", "rate"], [tr("taken by winners"), "winnerTaken", "table"]]}
        horizontal
        height={Math.max(16, details.tiles.length * 1.6)}
      />
    </>
  );
}

export const part: DashboardPart = { details: DETAILS, Charts };
