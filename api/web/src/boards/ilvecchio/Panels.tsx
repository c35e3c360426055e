// The five tracks (fields with cost, crest, power points and the member on each) and the
// seats' panels (goods, members in supply, tiles: face-down ones only counted for others).
import { seatColour } from "../seat";
import type { Lookup } from "./catalogue";
import type { FinalScore, Player, Track } from "./types";

export function Tracks({ tracks, name }: { tracks: Track[]; name: (s: number) => string }) {
  return (
    <section class="panel iv-tracks" aria-labelledby="iv-tracks-title" data-testid="iv-tracks">
      <h2 id="iv-tracks-title">Tracks</h2>
      {tracks.map((t) => (
        <div key={t.slug} class="iv-track" data-track={t.slug}>
          <h3>
            {t.name}
            {t.majority != null && <span class="iv-majority"> · majority: {name(t.majority)}</span>}
          </h3>
          <ol>
            {t.fields.map((f) => (
              <li key={f.field} class={`iv-field${f.usable ? "" : " unused"}`} data-field={f.field} data-seat={f.seat ?? ""} title={`${f.cost ? `${f.cost} florins, ` : ""}${f.points} power points${f.crest ? ", a Medici crest" : ""}`}>
                <span class="iv-dot" style={{ background: f.seat != null ? seatColour(f.seat) : "transparent" }} />
                {t.kind === "region" && <small>{f.cost}ƒ</small>}
                <small>{f.points}MP</small>
                {f.crest && <small aria-label="crest">⚜</small>}
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
    <section class={`panel player-board${toAct ? " to-act" : ""}`} data-testid="iv-player" data-seat={p.seat} aria-label={`${name}'s supply`}>
      <h2>
        <span class="seat-dot" style={{ background: seatColour(p.seat) }} aria-hidden="true" /> {name}
        {you ? " (you)" : ""}
        {final ? ` · ${final.total} power points` : ""}
      </h2>
      <p>
        {GOODS.map(([k, words]) => (
          <span key={k} class="iv-good" data-good={k}>
            {p.goods[k]} {words}{" "}
          </span>
        ))}
      </p>
      <p>
        Members in supply: <strong data-testid="iv-supply">{p.supply}</strong> · on tracks: {p.onTracks} · crests: {p.crests}
        {p.doubleTurn ? ` · double turn ${p.doubleTurn}` : ""}
      </p>
      <p>
        Provinces:{" "}
        {p.provinces.map((x) => (
          <span key={x.tile.id} class={`chip${x.used ? " used" : ""}`} title={cat.tileText(x.tile.id)} data-tile={x.tile.id}>
            {x.tile.id}
            {x.used ? " (used)" : ""}
          </span>
        ))}
      </p>
      <p>
        Council: {tiles(p.council)}
        {p.councilHidden > 0 && (p.councilHiddenTiles ? <> face down: {tiles(p.councilHiddenTiles)}</> : ` ${p.councilHidden} face down`)}
      </p>
      <p>Nobility: {p.nobility ? tiles(p.nobility) : `${p.nobilityCount} face down`}</p>
    </section>
  );
}
