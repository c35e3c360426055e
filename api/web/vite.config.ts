// Two pages: the client shell (index.html, Preact) and the offline GraphiQL page (graphiql.html,
// React + monaco, served by the API at GET /graphql). Hashed files go to dist/assets/.
import { resolve } from "node:path";
import { defineConfig } from "vite";

export default defineConfig({
  base: "/",
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsDir: "assets",
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      // React libraries' "use client" directives mean nothing in a client bundle
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
      input: {
        index: resolve(import.meta.dirname, "index.html"),
        graphiql: resolve(import.meta.dirname, "graphiql.html"),
      },
    },
  },
  worker: { format: "es" },
});
