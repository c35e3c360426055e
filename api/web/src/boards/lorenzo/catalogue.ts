// The Lorenzo catalogue (cards, leaders, tiles, the board's rules), asked once per page load
// and shared by every component that draws a card face.
import { useEffect, useState } from "preact/hooks";
import { request } from "../../graphql";
import { CATALOGUE } from "./documents";
import type { CatCard, Catalogue } from "./types";

export interface Lookup extends Catalogue {
  card: (n: number) => CatCard | undefined;
  leader: (slug: string) => Catalogue["leaders"][number] | undefined;
  tile: (id: string) => Catalogue["excommunicationTiles"][number] | undefined;
  bonusTile: (id: number) => Catalogue["bonusTiles"][number] | undefined;
}

let loading: Promise<Lookup> | null = null;
let loaded: Lookup | null = null;

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

export function loadCatalogue(): Promise<Lookup> {
  loading ??= request<{ gameType: { catalogue: Catalogue } }>(CATALOGUE).then(
    (d) => (loaded = index(d.gameType.catalogue)),
    (e) => {
      loading = null; // asked again next time
      throw e;
    },
  );
  return loading;
}

/** The catalogue, or null while it loads. */
export function useCatalogue(): Lookup | null {
  const [cat, setCat] = useState<Lookup | null>(loaded);
  useEffect(() => {
    if (loaded) return;
    let alive = true;
    loadCatalogue().then((c) => alive && setCat(c), () => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return cat;
}
