// Il Vecchio's part of the dashboard: power points by source (every seat and the winners), the
// regions' and Florence's tracks and who held them, the province tiles taken and used. Win rate
// by seat and player count is the generic chart of the same name.
import { ChartBlock, rate } from "../../pages/charts";
import { words } from "../../pages/parts";
import type { DashboardPart } from "../types";

const DETAILS = `... on IlVecchioAnalytics {
  sources { source seats points meanPoints winnerSeats winnerPoints winnerMeanPoints }
  tracks { track games members meanMembers winnerMembers held winnerHeld winnerHeldShare }
  tiles { tile { id text } taken used usedRate winnerTaken }
}`;

interface Details {
  sources: { source: string; seats: number; points: number; meanPoints: number | null; winnerSeats: number; winnerPoints: number; winnerMeanPoints: number | null }[];
  tracks: { track: string; games: number; members: number; meanMembers: number | null; winnerMembers: number; held: number; winnerHeld: number; winnerHeldShare: number | null }[];
  tiles: { tile: { id: string; text: string }; taken: number; used: number; usedRate: number | null; winnerTaken: number }[];
}

function Charts({ details }: { details: Details }) {
  const { sources, tracks, tiles } = details;
  return (
    <>
      <ChartBlock
        id="sources"
        title="Power points by source: mean per seat and per winner"
        labels={sources.map((s) => words(s.source))}
        keys={sources.map((s) => s.source)}
        keyHeader="source"
        series={[
          { label: "mean per seat", data: sources.map((s) => s.meanPoints) },
          { label: "mean per winner", data: sources.map((s) => s.winnerMeanPoints) },
          { label: "points", data: sources.map((s) => s.points), table: true },
        ]}
        horizontal
      />
      <ChartBlock
        id="tracks"
        title="Regions and tracks won: games a majority was held, by the winner, and the winners' share"
        labels={tracks.map((t) => words(t.track))}
        keys={tracks.map((t) => t.track)}
        keyHeader="track"
        series={[
          { label: "majority held (games)", data: tracks.map((t) => t.held) },
          { label: "held by the winner", data: tracks.map((t) => t.winnerHeld) },
          rate("winners' share", tracks.map((t) => t.winnerHeldShare)),
          { label: "mean members per game", data: tracks.map((t) => t.meanMembers), table: true },
        ]}
      />
      <ChartBlock
        id="tiles"
        title="Province tiles: taken, used and the share used"
        labels={tiles.map((t) => t.tile.id)}
        keys={tiles.map((t) => t.tile.id)}
        keyHeader="tile"
        series={[
          { label: "taken", data: tiles.map((t) => t.taken) },
          { label: "used", data: tiles.map((t) => t.used) },
          rate("used rate", tiles.map((t) => t.usedRate)),
          { label: "taken by winners", data: tiles.map((t) => t.winnerTaken), table: true },
        ]}
        horizontal
        height={Math.max(16, tiles.length * 1.6)}
      />
    </>
  );
}

export const part: DashboardPart = { details: DETAILS, Charts };
