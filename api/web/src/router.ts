// Client-side routes (the server answers index.html for each of them, api/web_routes.py).
import { useEffect, useState } from "preact/hooks";

export type Route =
  | { page: "lobby" }
  | { page: "game"; id: string }
  | { page: "replay"; id: string }
  | { page: "dashboard" }
  | { page: "docs" }
  | { page: "notFound"; path: string };

export function match(path: string): Route {
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { page: "lobby" };
  if (parts[0] === "game" && parts.length === 2) return { page: "game", id: parts[1] };
  if (parts[0] === "replay" && parts.length === 2) return { page: "replay", id: parts[1] };
  if (parts[0] === "dashboard" && parts.length === 1) return { page: "dashboard" };
  if (parts[0] === "docs" && parts.length === 1) return { page: "docs" };
  return { page: "notFound", path };
}

const listeners = new Set<() => void>();

export function navigate(href: string, replace = false): void {
  if (replace) history.replaceState(null, "", href);
  else history.pushState(null, "", href);
  listeners.forEach((l) => l());
  window.scrollTo(0, 0);
}

window.addEventListener("popstate", () => listeners.forEach((l) => l()));

// Same-origin links to client routes navigate without a page load.
document.addEventListener("click", (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const a = (event.target as Element | null)?.closest?.("a");
  if (!a || a.target || a.hasAttribute("download") || a.dataset.external !== undefined) return;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin || match(url.pathname).page === "notFound") return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
});

export function useRoute(): { route: Route; search: URLSearchParams } {
  const read = () => ({ route: match(location.pathname), search: new URLSearchParams(location.search) });
  const [state, setState] = useState(read);
  useEffect(() => {
    const update = () => setState(read());
    listeners.add(update);
    return () => void listeners.delete(update);
  }, []);
  return state;
}
