// Patrizier's part of the dashboard: each city's fame tiles and how often a seat that won one
// won the game, head sets and the win rate of the seats that scored one, city sizes.
import { RowChart } from "../../pages/charts";
import { words } from "../../pages/parts";
import { t } from "../../i18n";
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
        title={t("Cities: fame tiles won, by the game's winners, and how often a tile's winner won")}
        rows={details.cities}
        keyHeader={t("city")}
        keyOf={(c) => c.city.slug}
        labelOf={(c) => c.city.name}
        columns={[
          [t("tiles won"), "tilesWon"],
          [t("tiles won by winners"), "tilesWonByWinners"],
          [t("tile winners' win rate"), "tileWinnerWinRate", "rate"],
          [t("games in play"), "games", "table"],
          [t("games scored"), "scored", "table"],
        ]}
        horizontal
        height={Math.max(16, details.cities.length * 1.8)}
      />
      <RowChart
        id="heads"
        title={t("Heads: sets of three per seat, by winners, and the win rate of seats that scored a set")}
        rows={details.heads}
        keyHeader={t("head")}
        keyOf={(h) => h.head}
        labelOf={(h) => words(h.head)}
        columns={[
          [t("mean sets per seat"), "meanSets"],
          [t("winners' mean sets"), "winnerMeanSets"],
          [t("win rate with a set"), "setWinRate", "rate"],
          [t("seats with a set"), "setSeats", "table"],
          [t("mean heads per seat"), "meanHeads", "table"],
        ]}
      />
      <RowChart
        id="city-sizes"
        title={t("City sizes: cities in play and scored, and the winners' share of their tiles")}
        rows={details.citySizes}
        keyHeader={t("floors")}
        keyOf={(s) => s.floors}
        labelOf={(s) => t("{n} floors", { n: s.floors })}
        columns={[
          [t("cities in play"), "citiesInPlay"],
          [t("cities scored"), "citiesScored"],
          [t("winners' share of tiles"), "winnerTileShare", "rate"],
          [t("both tiles to one seat"), "bothTilesWon", "table"],
          [t("mean fame per game"), "meanFamePerGame", "table"],
        ]}
      />
    </>
  );
}

export const part: DashboardPart = { details: DETAILS, Charts };
