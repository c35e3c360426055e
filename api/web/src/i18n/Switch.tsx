// The language switch in the header: a labelled select; the choice is kept (i18n/index.ts).
import { LANGUAGES, lang, setLang, t, type Lang } from ".";
import "./switch.css";

export function LanguageSwitch() {
  return (
    <label class="lang-switch">
      <span class="sr-only">{t("Language")}</span>
      <select
        data-testid="language"
        value={lang}
        onChange={(e) => setLang((e.currentTarget as HTMLSelectElement).value as Lang)}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
