// The client's language: English, German or Italian. Chosen by the switch (kept in
// localStorage), else by the browser's languages; `<html lang>` follows it, and every request
// asks the API for log messages in it (Accept-Language, graphql.ts). Strings are keyed by their
// English text: `t("Create game")`; a string a dictionary lacks stays English.
import DE from "./de.json";
import IT from "./it.json";

export type Lang = "en" | "de" | "it";
export const LANGUAGES: { code: Lang; name: string }[] = [
  { code: "en", name: "English" },
  { code: "de", name: "Deutsch" },
  { code: "it", name: "Italiano" },
];
const DICTIONARIES: Record<Lang, Record<string, string>> = { en: {}, de: DE, it: IT };
const STORAGE_KEY = "signoria.language";

function known(code: string | null | undefined): Lang | null {
  const base = (code ?? "").toLowerCase().split("-")[0];
  return base === "en" || base === "de" || base === "it" ? base : null;
}

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode): the browser's language
  }
}

/** The switch's choice, else the first of the browser's languages this client speaks. */
export function detect(): Lang {
  const chosen = known(stored());
  if (chosen) return chosen;
  const browser = typeof navigator === "undefined" ? [] : navigator.languages ?? [navigator.language];
  for (const code of browser) {
    const lang = known(code);
    if (lang) return lang;
  }
  return "en";
}

export const lang: Lang = detect();
if (typeof document !== "undefined") document.documentElement.lang = lang;

/** Keep `next` and show the page in it (a reload: every string, request and subscription
 * starts over in the new language). */
export function setLang(next: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    /* not kept: this page only */
  }
  if (next !== lang) location.reload();
}

/** `text` in the client's language, `{name}` placeholders filled from `params`. */
export function t(text: string, params?: Record<string, string | number>): string {
  let out = DICTIONARIES[lang][text] ?? text;
  if (params) for (const [k, v] of Object.entries(params)) out = out.split(`{${k}}`).join(String(v));
  return out;
}
