// The Lorenzo catalogue (cards, leaders, tiles, the board's rules), asked once per page load
// and shared by every component that draws a card face.
import { catalogueLoader } from "../catalogue";
import { CATALOGUE } from "./documents";
import type { CatCard, Catalogue } from "./types";

export interface Lookup extends Catalogue {
  card: (n: number) => CatCard | undefined;
  leader: (slug: string) => Catalogue["leaders"][number] | undefined;
  tile: (id: string) => Catalogue["excommunicationTiles"][number] | undefined;
  bonusTile: (id: number) => Catalogue["bonusTiles"][number] | undefined;
}

function index(c: Catalogue): Lookup {
  const cards = new Map(c.cards.map((x) => [x.number, x]));
  const leaders = new Map(c.leaders.map((x) => [x.slug, x]));
  const tiles = new Map(c.excommunicationTiles.map((x) => [x.id, x]));
  const bonus = new Map(c.bonusTiles.map((x) => [x.id, x]));
  return {
    ...c,
    card: (n) => cards.get(n),
    leader: (s) => leaders.get(s),
    tile: (id) => tiles.get(id),
    bonusTile: (id) => bonus.get(id),
  };
}

export const { loadCatalogue, useCatalogue } = catalogueLoader(CATALOGUE, index);
