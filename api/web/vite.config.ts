// Two pages: the client shell (index.html, Preact) and the offline GraphiQL page (graphiql.html,
// React + monaco, served by the API at GET /graphql). Hashed files go to dist/assets/.
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { createServer, defineConfig, type Plugin } from "vite";

/** dist/persisted-documents.json: every GraphQL operation the client sends, by name, for the
 * API's persisted queries (api/persisted.py: known to every process; the only ones accepted in
 * trusted mode). Read from the built modules' exports, hashed as the client hashes them. */
function persistedDocuments(): Plugin {
  return {
    name: "signoria-persisted-documents",
    apply: "build",
    async generateBundle() {
      const server = await createServer({ configFile: false, root: import.meta.dirname, logLevel: "silent", server: { middlewareMode: true }, appType: "custom", optimizeDeps: { noDiscovery: true, entries: [] } });
      try {
        const boards = readdirSync(resolve(import.meta.dirname, "src/boards"), { withFileTypes: true })
          .filter((d) => d.isDirectory() && existsSync(resolve(import.meta.dirname, "src/boards", d.name, "documents.ts")))
          .map((d) => `/src/boards/${d.name}/documents.ts`);
        const { sha256 } = await server.ssrLoadModule("/src/persisted.ts");
        const documents: Record<string, string> = {};
        for (const path of ["/src/graphql.ts", ...boards]) {
          for (const [name, value] of Object.entries(await server.ssrLoadModule(path))) {
            if (typeof value !== "string" || !/^\s*(query|mutation|subscription)\b/.test(value)) continue;
            if (sha256(value) !== createHash("sha256").update(value).digest("hex")) throw new Error(`sha256 of ${name} differs`);
            documents[`${path.replace(/^\/src\//, "")}#${name}`] = value;
          }
        }
        this.emitFile({ type: "asset", fileName: "persisted-documents.json", source: JSON.stringify(documents, null, 1) + "\n" });
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig({
  base: "/",
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  plugins: [persistedDocuments()],
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
