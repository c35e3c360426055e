// The Il Vecchio catalogue, asked once per page load.
import { catalogueLoader } from "../catalogue";
import { CATALOGUE } from "./documents";
import type { Catalogue } from "./types";

export interface Lookup extends Catalogue {
  tileText: (id: string) => string;
}

function index(c: Catalogue): Lookup {
  const texts = new Map(c.tiles.map((t) => [t.id, t.text]));
  return { ...c, tileText: (id) => texts.get(id) ?? id };
}

export const { loadCatalogue, useCatalogue } = catalogueLoader(CATALOGUE, index);
