// A game's catalogue, asked once per page load and shared by every component that draws from
// it; each board renderer indexes its own catalogue type.
import { useEffect, useState } from "preact/hooks";
import { readPublic } from "../graphql";

export function catalogueLoader<C, L>(document: string, index: (c: C) => L) {
  let loading: Promise<L> | null = null;
  let loaded: L | null = null;

  function loadCatalogue(): Promise<L> {
    loading ??= readPublic<{ gameType: { catalogue: C } }>(document).then(
      (d) => (loaded = index(d.gameType.catalogue)),
      (e) => {
        loading = null; // asked again next time
        throw e;
      },
    );
    return loading;
  }

  /** The catalogue, or null while it loads. */
  function useCatalogue(): L | null {
    const [cat, setCat] = useState<L | null>(loaded);
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

  return { loadCatalogue, useCatalogue };
}
