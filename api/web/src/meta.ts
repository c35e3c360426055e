// What the server tells the page about itself: the API's version and the docs it serves
// (api/web_routes.py fills the JSON block of index.html; the Vite dev server leaves it empty).
export interface Meta {
  version: string;
  graphql: string;
  graphiql: string;
  health: string;
  schema: string;
  docs: { name: string; title: string; path: string }[];
}

const DEFAULTS: Meta = {
  version: "dev",
  graphql: "/graphql",
  graphiql: "/graphql",
  health: "/health",
  schema: "/schema.graphql",
  docs: [],
};

function read(): Meta {
  try {
    return { ...DEFAULTS, ...JSON.parse(document.getElementById("signoria-meta")?.textContent ?? "{}") };
  } catch {
    return DEFAULTS;
  }
}

export const META: Meta = read();
