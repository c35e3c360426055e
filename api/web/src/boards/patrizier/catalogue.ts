// The Patrizier catalogue (cities, card faces, heads, the provisional note), asked once per
// page load and shared by every component that draws a card face.
import { catalogueLoader } from "../catalogue";
import { CATALOGUE } from "./documents";
import type { CatCard, Catalogue, HeadType } from "./types";

export interface Lookup extends Catalogue {
  card: (id: number) => CatCard | undefined;
  headName: (h: HeadType) => string;
  /** the city's colour (its crest), by catalogue order */
  cityColour: (slug: string) => string;
}

/** Crest colours of the cities, in catalogue (alphabetical) order. */
const CITY_COLOURS = ["#9b2d20", "#2d6a4f", "#1d4e89", "#b5651d", "#6a3d9a", "#3a7d7c", "#8c564b", "#a8326e", "#4d5d1f", "#c28f0c"];

function index(c: Catalogue): Lookup {
  const cards = new Map(c.cards.map((x) => [x.id, x]));
  const heads = new Map(c.heads.map((h) => [h.type, h.name]));
  const colours = new Map(c.cities.map((x, i) => [x.slug, CITY_COLOURS[i % CITY_COLOURS.length]]));
  return {
    ...c,
    card: (id) => cards.get(id),
    headName: (h) => heads.get(h) ?? h.toLowerCase(),
    cityColour: (slug) => colours.get(slug) ?? "#6b5a3a",
  };
}

export const { loadCatalogue, useCatalogue } = catalogueLoader(CATALOGUE, index);
