// The Florenza catalogue (names of buildings and people, the card names, the provisional
// note), asked once per page load.
import { catalogueLoader } from "../catalogue";
import { CATALOGUE } from "./documents";

export interface Catalogue {
  provisional: boolean;
  provisionalNote: string | null;
  buildings: { slug: string; name: string; kind: string }[];
  artists: { slug: string; name: string; nameless: boolean }[];
  clerics: { slug: string; name: string; nameless: boolean }[];
  lifeCards: { number: number; name: string }[];
}

export interface Lookup extends Catalogue {
  name: (slug: string) => string;
  isArtist: (slug: string) => boolean;
}

function index(c: Catalogue): Lookup {
  const names = new Map<string, string>();
  for (const x of [...c.buildings, ...c.artists, ...c.clerics]) names.set(x.slug, x.name);
  const artists = new Set(c.artists.map((a) => a.slug));
  return { ...c, name: (s) => names.get(s) ?? s, isArtist: (s) => artists.has(s) };
}

export const { loadCatalogue, useCatalogue } = catalogueLoader(CATALOGUE, index);
