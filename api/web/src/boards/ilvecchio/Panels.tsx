// The five tracks (fields with cost, crest, power points and the member on each) and the
// seats' panels (goods, members in supply, tiles: face-down ones only counted for others).
import { seatColour } from "../seat";
import type { Lookup } from "./catalogue";
import type { FinalScore, Player, Track } from "./types";
import { t as tr } from "../../i18n";

export function Tracks({ tracks, name }: { tracks: Track[]; name: (s: number) => string }) {
  return (
    <section class="panel iv-tracks" aria-labelledby="iv-tracks-title" data-testid="iv-tracks">
      <h2 id="iv-tracks-title">{tr("Tracks")}</h2>
      {tracks.map((t) => (
        <div key={t.slug} class="iv-track" data-track={t.slug}>
          <h3>
            {t.name}
            {t.majority != null && <span class="iv-majority"> · {tr("majority:")} {name(t.majority)}</span>}
          </h3>
          <ol>
            {t.fields.map((f) => (
              <li key={f.field} class={`iv-field${f.usable ? "" : " unused"}`} data-field={f.field} data-seat={f.seat ?? ""} title={`${f.cost ? `${tr("{n} florins", { n: f.cost })}, ` : ""}${tr("{n} power points", { n: f.points })}${f.crest ? `, ${tr("a Medici crest")}` : ""}`}>
                <span class="iv-dot" style={{ background: f.seat != null ? seatColour(f.seat) : "transparent" }} />
                {t.kind === "region" && <small>{f.cost}ƒ</small>}
                <small>{f.points}MP</small>
                {f.crest && <small aria-label={tr("crest")}>⚜</small>}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}

const GOODS: [keyof Player["goods"], string][] = [
  ["florins", "florins"],
  ["scrolls", "scrolls"],
  ["coaches", "coaches"],
  ["bishops", "bishops"],
  ["assassin", "assassins"],
  ["knight", "knights"],
  ["abbot", "abbots"],
];

export function PlayerPanel({ p, cat, name, you, toAct, final }: { p: Player; cat: Lookup; name: string; you: boolean; toAct: boolean; final: FinalScore | null }) {
  const tiles = (ids: { id: string }[]) =>
    ids.map((t) => (
      <span key={t.id} class="chip" title={cat.tileText(t.id)} data-tile={t.id}>
        {t.id}
      </span>
    ));
  return (
    <section class={`panel player-board${toAct ? " to-act" : ""}`} data-testid="iv-player" data-seat={p.seat} aria-label={tr("{name}'s supply", { name })}>
      <h2>
        <span class="seat-dot" style={{ background: seatColour(p.seat) }} aria-hidden="true" /> {name}
        {you ? ` (${tr("you")})` : ""}
        {final ? ` · ${tr("{n} power points", { n: final.total })}` : ""}
      </h2>
      <p>
        {GOODS.map(([k, words]) => (
          <span key={k} class="iv-good" data-good={k}>
            {p.goods[k]} {tr(words)}{" "}
          </span>
        ))}
      </p>
      <p>
        {tr("Members in supply:")} <strong data-testid="iv-supply">{p.supply}</strong> · {tr("on tracks: {n}", { n: p.onTracks })} · {tr("crests: {n}", { n: p.crests })}
        {p.doubleTurn ? ` · ${tr("double turn {n}", { n: p.doubleTurn })}` : ""}
      </p>
      <p>
        {tr("Provinces:")}{" "}
        {p.provinces.map((x) => (
          <span key={x.tile.id} class={`chip${x.used ? " used" : ""}`} title={cat.tileText(x.tile.id)} data-tile={x.tile.id}>
            {x.tile.id}
            {x.used ? ` (${tr("used")})` : ""}
          </span>
        ))}
      </p>
      <p>
        {tr("Council:")} {tiles(p.council)}
        {p.councilHidden > 0 && (p.councilHiddenTiles ? <> {tr("face down:")} {tiles(p.councilHiddenTiles)}</> : ` ${tr("{n} face down", { n: p.councilHidden })}`)}
      </p>
      <p>{tr("Nobility:")} {p.nobility ? tiles(p.nobility) : tr("{n} face down", { n: p.nobilityCount })}</p>
    </section>
  );
}
