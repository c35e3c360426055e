// The rating ladder (OpenSkill: the display figure `ordinal` = mu − 3 sigma) and one player's
// drill-down under the dashboard's filter (`playerAnalytics`): results, the rating after each
// rated game, and the games themselves (each a link to its replay).
import { useContext, useEffect, useState } from "preact/hooks";
import { fetchPlayerAnalytics, fetchRatings, type AnalyticsFilterInput, type PlayerAnalytics, type Rating } from "../graphql";
import { storedIdentity } from "../identity";
import { t } from "../i18n";
import { ChartBlock, CsvPrefix, rate, RowChart } from "./charts";
import { CsvButton } from "./csv";
import { ErrorLine, errorText, Select } from "./parts";

type Who = { id: string; name: string | null; kind: string };
const label = (p: Who) => {
  const name = p.name ?? p.id;
  return p.kind === "BOT" && !/\bbot\b/i.test(name) ? t("{name} (bot)", { name }) : name;
};
const fixed = (x: number | null, digits = 1) => (x == null ? "–" : x.toFixed(digits));
const pct = (x: number | null) => (x == null ? "–" : `${Math.round(x * 100)} %`);
const GAME_COLUMNS = ["gameId", "finishedAt", "variant", "players", "seat", "rank", "score", "won", "ordinalBefore", "ordinal", "mu", "sigma"];

function Games({ drill }: { drill: PlayerAnalytics }) {
  const prefix = useContext(CsvPrefix);
  const rows = drill.history;
  return (
    <section class="panel chart-panel drill-games" aria-labelledby="drill-games-title">
      <h2 id="drill-games-title">{t("{name}: games", { name: label(drill.player) })}</h2>
      {rows.length === 0 ? (
        <p class="hint">{t("No rated game for these filters.")}</p>
      ) : (
        <div class="table-scroll">
          <table data-testid="drill-games">
            <thead>
              <tr>
                <th scope="col">{t("finished")}</th>
                <th scope="col">{t("players")}</th>
                <th scope="col">{t("seat")}</th>
                <th scope="col">{t("place")}</th>
                <th scope="col">{t("score")}</th>
                <th scope="col">{t("rating after")}</th>
              </tr>
            </thead>
            <tbody>
              {[...rows].reverse().map((h) => (
                <tr key={h.gameId} data-game={h.gameId}>
                  <th scope="row">
                    <a href={`/replay/${h.gameId}`}>{h.finishedAt?.slice(0, 10) ?? h.gameId.slice(0, 8)}</a>
                  </th>
                  <td>{h.players}</td>
                  <td>{h.seat}</td>
                  <td>
                    {h.rank + 1}
                    {h.won && <span class="badge winner">{t("won")}</span>}
                  </td>
                  <td>{h.score}</td>
                  <td>
                    {h.rating.ordinal.toFixed(2)} ({h.rating.ordinal >= h.rating.ordinalBefore ? "+" : ""}
                    {(h.rating.ordinal - h.rating.ordinalBefore).toFixed(2)})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CsvButton
        file={`${prefix}-player-games`}
        what={t("{name}'s games", { name: label(drill.player) })}
        header={GAME_COLUMNS}
        rows={() =>
          rows.map((h) => [h.gameId, h.finishedAt, h.variant, h.players, h.seat, h.rank, h.score, h.won, h.rating.ordinalBefore, h.rating.ordinal, h.rating.mu, h.rating.sigma])
        }
      />
    </section>
  );
}

function DrillDown({ drill }: { drill: PlayerAnalytics }) {
  const h = drill.history;
  const labels = h.map((x, i) => `${i + 1}${x.finishedAt ? ` · ${x.finishedAt.slice(0, 10)}` : ""}`);
  const keys = h.map((x) => x.gameId);
  const r = drill.rating;
  return (
    <>
      <section class="panel" aria-labelledby="drill-title">
        <h2 id="drill-title">{label(drill.player)}</h2>
        <p class="facts" data-testid="drill-summary">
          <span>
            <strong>{drill.games}</strong> {drill.games === 1 ? t("rated game") : t("rated games")}
          </span>
          <span>{t("{wins} won ({rate})", { wins: drill.wins, rate: pct(drill.winRate) })}</span>
          <span>{t("mean score {n}", { n: fixed(drill.meanScore) })}</span>
          <span>{t("mean place {n}", { n: drill.meanRank == null ? "–" : (drill.meanRank + 1).toFixed(2) })}</span>
          {r && (
            <span>
              {t("rating {rating} (skill {mu} ± {sigma}, {games} games)", { rating: r.ordinal.toFixed(2), mu: r.mu.toFixed(2), sigma: r.sigma.toFixed(2), games: r.games })}
            </span>
          )}
        </p>
      </section>
      <ChartBlock
        id="history"
        title={t("Rating after each rated game")}
        labels={labels}
        keys={keys}
        keyHeader="gameId"
        series={[
          { label: t("rating (mu − 3 sigma)"), data: h.map((x) => x.rating.ordinal), line: true },
          { label: t("skill (mu)"), data: h.map((x) => x.rating.mu), line: true, colour: "#8a6d3b" },
          { label: t("uncertainty (sigma)"), data: h.map((x) => x.rating.sigma), table: true },
        ]}
      />
      <ChartBlock
        id="player-results"
        title={t("Score in each rated game, and the share won so far")}
        labels={labels}
        keys={keys}
        keyHeader="gameId"
        series={[
          { label: t("score"), data: h.map((x) => x.score) },
          rate(t("win rate so far"), h.map((_, i) => h.slice(0, i + 1).filter((x) => x.won).length / (i + 1))),
          { label: t("rank (0 = first)"), data: h.map((x) => x.rank), table: true },
        ]}
      />
      <Games drill={drill} />
    </>
  );
}

/** The ladder and a player's drill-down; `player` "" means this browser's identity or the leader. */
export function Players(props: { game: string; filter: AnalyticsFilterInput; player: string; onPlayer: (p: string) => void }) {
  const { game, filter, player, onPlayer } = props;
  const [ladder, setLadder] = useState<Rating[] | null>(null);
  const [drill, setDrill] = useState<PlayerAnalytics | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    setLadder(null);
    fetchRatings(game).then((r) => alive && setLadder(r), (e) => alive && setError(errorText(e)));
    return () => {
      alive = false;
    };
  }, [game]);
  const mine = storedIdentity()?.id;
  const chosen = player || (ladder?.find((x) => x.player.id === mine) ?? ladder?.[0])?.player.id || "";
  const key = JSON.stringify(filter);
  useEffect(() => {
    if (!chosen) return setDrill(null);
    let alive = true;
    fetchPlayerAnalytics(game, chosen, filter).then(
      (d) => alive && (setDrill(d), setError(null)),
      (e) => alive && setError(errorText(e)),
    );
    return () => {
      alive = false;
    };
  }, [game, chosen, key]);
  const choices = (ladder ?? []).map((r) => ({ value: r.player.id, label: label(r.player) }));
  if (chosen && !choices.some((c) => c.value === chosen)) choices.push({ value: chosen, label: drill ? label(drill.player) : chosen });
  return (
    <>
      <ErrorLine error={error} />
      {ladder && (
        <RowChart
          id="ladder"
          title={t("Rating ladder (rating = skill mu − 3 × uncertainty sigma)")}
          rows={ladder}
          keyHeader={t("player")}
          keyOf={(r) => r.player.id}
          labelOf={(r) => label(r.player)}
          columns={[
            [t("rating"), "ordinal"],
            [t("skill (mu)"), "mu"],
            [t("uncertainty (sigma)"), "sigma", "table"],
            [t("rated games"), "games", "table"],
          ]}
          horizontal
          height={Math.max(12, ladder.length * 2)}
        >
          {choices.length > 0 && <Select label={t("Player to drill down")} name="player" value={chosen} choices={choices} onChange={onPlayer} />}
        </RowChart>
      )}
      {drill && drill.player.id === chosen && <DrillDown drill={drill} />}
    </>
  );
}
