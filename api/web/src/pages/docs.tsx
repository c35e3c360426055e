// The documentation the server publishes read-only (docs/*.md, as text/markdown).
import { META } from "../meta";
import { t } from "../i18n";

export function DocsPage() {
  return (
    <section>
      <h1>{t("Documentation")}</h1>
      {META.docs.length === 0 ? (
        <p>{t("This server publishes no documents.")}</p>
      ) : (
        <ul class="docs">
          {META.docs.map((d) => (
            <li key={d.name}>
              <a href={d.path} data-external>
                {d.title}
              </a>{" "}
              <code>{d.name}</code>
            </li>
          ))}
        </ul>
      )}
      <p>
        {t("The GraphQL schema as SDL:")} <a href={META.schema} data-external>{META.schema}</a>. {t("Try the API in")}{" "}
        <a href={META.graphiql} data-external>GraphiQL</a>.
      </p>
    </section>
  );
}
