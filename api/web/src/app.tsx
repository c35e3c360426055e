// The shell: header (where things are, connection state), the routed page, footer.
import { useEffect, useState } from "preact/hooks";
import { onConnection, type Connection } from "./graphql";
import { META } from "./meta";
import { DashboardPage } from "./pages/dashboard";
import { DocsPage } from "./pages/docs";
import { GamePage } from "./pages/game";
import { LobbyPage } from "./pages/lobby";
import { ReplayPage } from "./pages/replay";
import { useRoute } from "./router";
import { t } from "./i18n";
import { LanguageSwitch } from "./i18n/Switch";

const CONNECTION_TEXT: Record<Connection, string> = {
  idle: "",
  connecting: "connecting…",
  live: "live",
  lost: "connection lost",
  reconnecting: "reconnecting…",
};

/** The WebSocket's state, in a slot of fixed width that is always there: its text changing
 * ("connecting…", "live") never reflows the header. */
function ConnectionBadge() {
  const [state, setState] = useState<Connection>("idle");
  useEffect(() => onConnection(setState), []);
  return (
    <span class="conn-slot" role="status" aria-live="polite">
      {state !== "idle" && (
        <span class={`badge conn-${state}`} title={t("WebSocket connection")}>
          {t(CONNECTION_TEXT[state])}
        </span>
      )}
    </span>
  );
}

export function App() {
  const { route, search } = useRoute();
  let page;
  let title;
  let description;
  switch (route.page) {
    case "lobby":
      page = <LobbyPage />;
      title = t("Lobby");
      description = t("The games on offer: create one against people or bots, join an open seat, or watch.");
      break;
    case "game":
      page = <GamePage key={route.id} id={route.id} search={search} />;
      title = t("Game {id}", { id: route.id.slice(0, 8) });
      description = t("A game of Signoria, live: the board, the players, the log.");
      break;
    case "replay":
      page = <ReplayPage key={route.id} id={route.id} search={search} />;
      title = t("Replay {id}", { id: route.id.slice(0, 8) });
      description = t("A game of Signoria step by step: the board at any move, played back at your speed.");
      break;
    case "dashboard":
      page = <DashboardPage />;
      title = t("Dashboard");
      description = t("Statistics over finished games: results by seat and turn order, scores, cards, ratings.");
      break;
    case "docs":
      page = <DocsPage />;
      title = t("Documentation");
      description = t("Signoria's documentation: the GraphQL API, the games, operations.");
      break;
    default:
      page = (
        <section>
          <h1>{t("Page not found")}</h1>
          <p>
            {t("Nothing here at")} <code>{route.path}</code>. <a href="/">{t("Back to the lobby")}</a>.
          </p>
        </section>
      );
      title = t("Not found");
      description = t("Nothing here: back to the Signoria lobby.");
  }
  useEffect(() => {
    document.title = `${title} · Signoria`;
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title]);
  // after a client-side navigation, keyboard and screen-reader users start at the new page
  const path = route.page === "notFound" ? route.path : JSON.stringify(route);
  const [firstPath] = useState(path);
  useEffect(() => {
    if (path !== firstPath) document.getElementById("main")?.focus({ preventScroll: true });
  }, [path]);
  return (
    <>
      <a class="skip" href="#main">
        {t("Skip to content")}
      </a>
      <header class="top">
        <a class="brand" href="/">
          Signoria
        </a>
        <nav aria-label={t("Service")}>
          <a href="/">{t("Lobby")}</a>
          <a href="/dashboard">{t("Dashboard")}</a>
          <a href={META.graphiql} data-external>
            GraphiQL
          </a>
          <a href="/docs">{t("Docs")}</a>
        </nav>
        <ConnectionBadge />
        <LanguageSwitch />
      </header>
      <main id="main" tabIndex={-1}>
        {page}
      </main>
      <footer class="bottom">
        <span>
          Signoria API <strong data-testid="api-version">v{META.version}</strong>
        </span>
        <span>
          {t("GraphQL endpoint")} <code>{META.graphql}</code> (POST; WebSocket <code>graphql-transport-ws</code>)
        </span>
        <a href={META.graphiql} data-external>
          GraphiQL
        </a>
        <a href={META.health} data-external>
          {t("Health")}
        </a>
        <a href={META.schema} data-external>
          {t("Schema (SDL)")}
        </a>
        <a href="/docs">{t("Docs")}</a>
      </footer>
    </>
  );
}
