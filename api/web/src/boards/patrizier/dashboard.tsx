// Patrizier's part of the dashboard: each city's fame tiles and how often a seat that won one
// won the game, head sets and the win rate of the seats that scored one, city sizes.
import { ChartBlock, rate } from "../../pages/charts";
import { words } from "../../pages/parts";
import type { DashboardPart } from "../types";

const DETAILS = `... on PatrizierAnalytics {
  cities { city { slug name } games scored tilesWon tilesWonByWinners tileWinnerWinRate }
  heads { head seats heads sets meanHeads meanSets winnerSeats winnerSets winnerMeanSets setSeats setWinRate }
  citySizes { floors games citiesInPlay citiesScored scoredRate tilesWon fameWon tilesWonByWinners winnerTileShare bothTilesWon meanFamePerGame }
}`;

interface Details {
  cities: { city: { slug: string; name: string }; games: number; scored: number; tilesWon: number; tilesWonByWinners: number; tileWinnerWinRate: number | null }[];
  heads: { head: string; seats: number; heads: number; sets: number; meanHeads: number | null; meanSets: number | null; winnerSeats: number; winnerSets: number; winnerMeanSets: number | null; setSeats: number; setWinRate: number | null }[];
  citySizes: { floors: number; games: number; citiesInPlay: number; citiesScored: number; scoredRate: number | null; tilesWon: number; fameWon: number; tilesWonByWinners: number; winnerTileShare: number | null; bothTilesWon: number; meanFamePerGame: number | null }[];
}

function Charts({ details }: { details: Details }) {
  const { cities, heads, citySizes: sizes } = details;
  return (
    <>
      <ChartBlock
        id="cities"
        title="Cities: fame tiles won, by the game's winners, and how often a tile's winner won"
        labels={cities.map((c) => c.city.name)}
        keys={cities.map((c) => c.city.slug)}
        keyHeader="city"
        series={[
          { label: "tiles won", data: cities.map((c) => c.tilesWon) },
          { label: "tiles won by winners", data: cities.map((c) => c.tilesWonByWinners) },
          rate("tile winners' win rate", cities.map((c) => c.tileWinnerWinRate)),
          { label: "games in play", data: cities.map((c) => c.games), table: true },
          { label: "games scored", data: cities.map((c) => c.scored), table: true },
        ]}
        horizontal
        height={Math.max(16, cities.length * 1.8)}
      />
      <ChartBlock
        id="heads"
        title="Heads: sets of three per seat, by winners, and the win rate of seats that scored a set"
        labels={heads.map((h) => words(h.head))}
        keys={heads.map((h) => h.head)}
        keyHeader="head"
        series={[
          { label: "mean sets per seat", data: heads.map((h) => h.meanSets) },
          { label: "winners' mean sets", data: heads.map((h) => h.winnerMeanSets) },
          rate("win rate with a set", heads.map((h) => h.setWinRate)),
          { label: "seats with a set", data: heads.map((h) => h.setSeats), table: true },
          { label: "mean heads per seat", data: heads.map((h) => h.meanHeads), table: true },
        ]}
      />
      <ChartBlock
        id="city-sizes"
        title="City sizes: cities in play and scored, and the winners' share of their tiles"
        labels={sizes.map((s) => `${s.floors} floors`)}
        keys={sizes.map((s) => s.floors)}
        keyHeader="floors"
        series={[
          { label: "cities in play", data: sizes.map((s) => s.citiesInPlay) },
          { label: "cities scored", data: sizes.map((s) => s.citiesScored) },
          rate("winners' share of tiles", sizes.map((s) => s.winnerTileShare)),
          { label: "both tiles to one seat", data: sizes.map((s) => s.bothTilesWon), table: true },
          { label: "mean fame per game", data: sizes.map((s) => s.meanFamePerGame), table: true },
        ]}
      />
    </>
  );
}

export const part: DashboardPart = { details: DETAILS, Charts };
