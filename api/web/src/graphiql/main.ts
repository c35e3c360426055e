// The offline GraphiQL page (GET /graphql from a browser): GraphiQL from the npm package, its
// editors' workers bundled by Vite, queries over HTTP POST and subscriptions over graphql-ws,
// both at this origin's /graphql. Nothing is loaded from anywhere else.
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import "./graphiql.css";
import { createGraphiQLFetcher } from "@graphiql/toolkit";
import { GraphiQL } from "graphiql";
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { GRAPHIQL_EXAMPLE, HTTP_PATH, ws } from "../graphql";

const fetcher = createGraphiQLFetcher({ url: HTTP_PATH, wsClient: ws() });

const home = createElement(
  "a",
  { href: "/", className: "signoria-home", title: "Signoria web client" },
  "Signoria",
);

createRoot(document.getElementById("graphiql")!).render(
  createElement(
    GraphiQL,
    { fetcher, defaultQuery: GRAPHIQL_EXAMPLE, initialQuery: GRAPHIQL_EXAMPLE, shouldPersistHeaders: false },
    createElement(GraphiQL.Logo, null, home),
  ),
);
