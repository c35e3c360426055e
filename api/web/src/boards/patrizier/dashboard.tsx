// Patrizier's part of the dashboard: each city's fame tiles and how often a seat that won one
// won the game, head sets and the win rate of the seats that scored one, city sizes.
import { RowChart } from "../../pages/charts";
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
  return (
    <>
      <RowChart
        id="cities"
        title="Cities: fame tiles won, by the game's winners, and how often a tile's winner won"
        rows={details.cities}
        keyHeader="city"
        keyOf={(c) => c.city.slug}
        labelOf={(c) => c.city.name}
        columns={[
          ["tiles won", "tilesWon"],
          ["tiles won by winners", "tilesWonByWinners"],
          ["tile winners' win rate", "tileWinnerWinRate", "rate"],
          ["games in play", "games", "table"],
          ["games scored", "scored", "table"],
        ]}
        horizontal
        height={Math.max(16, details.cities.length * 1.8)}
      />
      <RowChart
        id="heads"
        title="Heads: sets of three per seat, by winners, and the win rate of seats that scored a set"
        rows={details.heads}
        keyHeader="head"
        keyOf={(h) => h.head}
        labelOf={(h) => words(h.head)}
        columns={[
          ["mean sets per seat", "meanSets"],
          ["winners' mean sets", "winnerMeanSets"],
          ["win rate with a set", "setWinRate", "rate"],
          ["seats with a set", "setSeats", "table"],
          ["mean heads per seat", "meanHeads", "table"],
        ]}
      />
      <RowChart
        id="city-sizes"
        title="City sizes: cities in play and scored, and the winners' share of their tiles"
        rows={details.citySizes}
        keyHeader="floors"
        keyOf={(s) => s.floors}
        labelOf={(s) => `${s.floors} floors`}
        columns={[
          ["cities in play", "citiesInPlay"],
          ["cities scored", "citiesScored"],
          ["winners' share of tiles", "winnerTileShare", "rate"],
          ["both tiles to one seat", "bothTilesWon", "table"],
          ["mean fame per game", "meanFamePerGame", "table"],
        ]}
      />
    </>
  );
}

export const part: DashboardPart = { details: DETAILS, Charts };
