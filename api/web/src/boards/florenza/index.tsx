// Florenza's renderer: the round, offices and turn order; the seven "Leben in Florenz" cards
// with the people under them; the main board's works of art (Florentine buildings, cathedral);
// the supply (materials, building tiles) and the market; each family's holdings, quarter
// (building fields 1-5) and palace and church works. A turn is played by clicks: a quarter
// field (occupy), a work of art then an artist (plan a work), a building tile (plan / pick), a
// person (donate, guard, banish) then a pulpit, or a button of the turn bar.
import { useEffect, useState } from "preact/hooks";
import type { LegalAction, MessageArg } from "../../graphql";
import { BoardLoading } from "../loading";
import { SeatName, seatColour } from "../seat";
import type { BoardProps, BoardRenderer } from "../types";
import "./florenza.css";
import { useCatalogue, type Lookup } from "./catalogue";
import { t as tr } from "../../i18n";

type Amount = { kind: string; amount: number };
type Work = { key: string; crest: number | null; plannedBy: number | null; artist: { slug: string } | null; field: { id: string; name: string; place: string; building?: string | null; talents: string[]; fame: number; bishop: number; cost: Amount[] } };
type Player = { seat: number; name: string | null; florins: number; fame: number; certificates: number; bishopPoints: number; supplyWorkers: number; areaWorkers: number; placedWorkers: number; atMarket: boolean; passed: boolean; materials: Amount[]; quarter: { field: number; finished: boolean; worker: number | null; building: { slug: string } | null }[]; works: Work[]; churchCleric: { slug: string } | null; score: { total: number } };
type FView = { __typename: "FlorenzaView"; turnStage: string; round: number; rounds: number; currentSeat: number | null; order: number[]; captain: number | null; bishop: number | null; guardedWorker: number | null; guardedArtist: { slug: string } | null; bagSize: number; market: number[]; marketUsed: string[]; people: { slug: string; card: number; status: string | null }[]; stock: Amount[]; tiles: { building: { slug: string }; left: number }[]; boardWorks: Work[]; pulpits: { pulpit: string; seat: number; cleric: { slug: string } }[]; masterpieces: { slug: string }[]; players: Player[]; result: { ranking: number[]; ranks: number[]; winners: number[]; scores: { seat: number; total: number }[] } | null };
type FAction = LegalAction & { owner?: number; field?: number; artKey?: string; artist?: { slug: string }; building?: { slug: string }; cleric?: { slug: string }; pulpit?: string; victim?: number };

const STAGE_WORDS: Record<string, string> = {
  START: "chooses a start building", GUARD: "may guard (captain)", CONVERT: "may convert or banish (bishop)",
  PLACE: "places a worker", MARKET: "trades at the market", BUILD: "finishes or gives up a building",
  ART: "completes or fails a work of art", OVER: "the game is over",
};
const amounts = (xs: Amount[]) => xs.map((x) => `${x.amount} ${x.kind}`).join(", ") || "—";

/** What a click on the board selected before the final choice (a work: its artists; a person:
 * the pulpits), or nothing. */
type Sel = { kind: "work"; key: string } | { kind: "person"; slug: string } | null;

function Notice({ cat }: { cat: Lookup }) {
  if (!cat.provisional || !cat.provisionalNote) return null;
  return (
    <p class="fz-notice" role="note" data-testid="provisional-note">
      <strong>{tr("Provisional components:")}</strong> {cat.provisionalNote}
    </p>
  );
}

function WorkCell({ w, cat, onClick, selected }: { w: Work; cat: Lookup; onClick?: () => void; selected: boolean }) {
  const f = w.field;
  const cost = `${amounts(f.cost)} → ${f.fame} fame${f.bishop ? `, ${f.bishop} bishop` : ""}`;
  // the accessible name is the drawn text (name, talents, crest, artist) and then the cost in
  // words: a name that begins with what is seen (WCAG "label in name")
  return (
    <button type="button" class={`fz-work${onClick ? " playable" : ""}${selected ? " selected" : ""}`} data-work={w.key} data-crest={w.crest ?? ""} disabled={!onClick} onClick={onClick} title={`${f.name} (${f.talents.join("/")}): ${cost}`}
      style={w.crest != null ? { borderColor: seatColour(w.crest), background: "#f3e9d2" } : undefined}>
      <span class="fz-work-name">{f.name.replace(/^.*:/, "")}</span>
      <span class="fz-small">{f.talents.join("/")}</span>
      {w.crest != null && <span class="seat-dot" style={{ background: seatColour(w.crest) }} aria-label={tr("crest of seat {n}", { n: w.crest })} />}
      {w.plannedBy != null && w.artist && <span class="fz-small" style={{ color: seatColour(w.plannedBy) }}>{cat.name(w.artist.slug)}</span>}
      <span class="sr-only">: {cost}</span>
    </button>
  );
}

function FlorenzaBoard({ game, actions: raw, act, side }: BoardProps) {
  const cat = useCatalogue();
  const view = game.view as FView | null;
  const actions = raw as FAction[];
  const seat = game.viewerSeat;
  const interactive = act != null && seat != null && actions.length > 0;
  const [sel, setSel] = useState<Sel>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setSel(null);
    setError(null);
  }, [game.version]);

  const send = async (key: string) => {
    if (!act || busy) return;
    setBusy(true);
    setError(null);
    const e = await act(key);
    setBusy(false);
    setError(e);
    setSel(null);
  };

  if (!cat || !view || view.__typename !== "FlorenzaView") {
    return <BoardLoading text={view ? tr("Loading the components…") : tr("The board appears when the game starts.")} side={side} />;
  }
  const mine = interactive ? actions : [];
  const of = (kind: string) => mine.filter((a) => a.kind === kind);
  const occupy = new Map(of("occupy").map((a) => [`${a.owner}.${a.field}`, a]));
  const art = of("art");
  const worksOpen = new Set(art.map((a) => a.artKey));
  const tileActs = new Map([...of("plan"), ...of("pick")].map((a) => [a.building!.slug, a]));
  const personActs = (slug: string) => mine.filter((a) => a.cleric?.slug === slug || (a.kind === "guard_artist" && a.artist?.slug === slug));
  const seatActs = (s: number) => mine.filter((a) => (a.kind === "guard_worker" || a.kind === "convert") && a.victim === s);
  const onBoard = new Set<string>([...occupy.values(), ...art, ...tileActs.values(), ...mine.filter((a) => a.cleric || a.kind === "guard_artist" || a.victim != null)].map((a) => a.key));
  // the rest is offered in the turn bar (market, trades, finish, complete, abandon, pass)
  let choices = mine.filter((a) => !onBoard.has(a.key));
  let prompt = interactive ? tr("Your turn: click a highlighted field, work, tile or person, or choose below.") : null;
  if (sel?.kind === "work") {
    choices = art.filter((a) => a.artKey === sel.key);
    prompt = tr("Choose the artist for this work:");
  } else if (sel?.kind === "person") {
    choices = personActs(sel.slug);
    prompt = `${cat.name(sel.slug)}:`;
  }
  const clickPerson = (slug: string) => {
    const acts = personActs(slug);
    if (acts.length === 1) return void send(acts[0].key);
    setSel({ kind: "person", slug });
  };
  const name = (s: number) => game.seats[s]?.name ?? tr("seat {n}", { n: s });
  const current = view.currentSeat;
  const over = view.turnStage === "OVER" || game.status === "FINISHED";
  const works = (ws: Work[]) => ws.map((w) => (
    <WorkCell key={w.key} w={w} cat={cat} selected={sel?.kind === "work" && sel.key === w.key}
      onClick={worksOpen.has(w.key) && !busy ? () => setSel({ kind: "work", key: w.key }) : undefined} />
  ));
  const byCard = [...cat.lifeCards].reverse().map((c) => ({ ...c, people: view.people.filter((p) => p.card === c.number) }));

  return (
    <div class="board-layout florenza" data-testid="board" data-version={game.version} data-status={game.status} data-stage={view.turnStage} data-round={view.round}
      data-to-act={interactive ? "yes" : "no"} data-selection={sel ? JSON.stringify(sel) : ""} data-busy={busy ? "yes" : "no"}>
      <div class="board-main">
        {interactive && (
          <div class="turn-bar" role="region" aria-label={tr("Your turn")} data-testid="turn-bar">
            <p>{prompt}</p>
            <div class="fz-choices">
              {choices.map((a) => (
                <button type="button" class="choice" key={a.key} data-key={a.key} disabled={busy} onClick={() => send(a.key)}>{a.description}</button>
              ))}
              {sel && <button type="button" class="secondary" onClick={() => setSel(null)}>{tr("Back")}</button>}
            </div>
            {error && <p class="error" role="alert">{error}</p>}
          </div>
        )}
        <section class="fz-status" aria-label={tr("Round and offices")}>
          <p data-testid="current-seat" data-seat={current ?? ""}>
            {tr("Round")} <strong>{view.round}</strong> {tr("of {n}", { n: view.rounds })} ·{" "}
            {current != null ? (<><span class="seat-dot" style={{ background: seatColour(current) }} aria-hidden="true" /> <strong>{name(current)}</strong> {STAGE_WORDS[view.turnStage] ? tr(STAGE_WORDS[view.turnStage]) : ""}</>) : over ? <strong>{tr("The game is over.")}</strong> : null}
          </p>
          <p>{tr("Turn order:")} {view.order.map((s) => name(s)).join(" → ")} · {tr("Captain:")} {view.captain != null ? name(view.captain) : tr("none")} · {tr("Bishop:")} {view.bishop != null ? name(view.bishop) : tr("none")}
            {view.guardedWorker != null && ` · ${tr("guarded: a worker of {name}", { name: name(view.guardedWorker) })}`}{view.guardedArtist && ` · ${tr("guarded: {name}", { name: cat.name(view.guardedArtist.slug) })}`}</p>
        </section>
        <section class="fz-life" aria-labelledby="fz-life-title">
          <h2 id="fz-life-title" class="fz-life-title">Leben in Florenz</h2>
          {byCard.map((c) => (
            <div class="fz-card" key={c.number} data-card={c.number}>
              <h3>{c.number}. {c.name}</h3>
              {c.people.map((p) => {
                const acts = personActs(p.slug);
                const can = acts.length > 0 && !busy;
                return (
                  <button type="button" key={p.slug} class={`fz-person${can ? " playable" : ""}${cat.isArtist(p.slug) ? " artist" : " cleric"}`} data-person={p.slug} data-status={p.status ?? ""} data-key={acts.length === 1 ? acts[0].key : undefined} disabled={!can} onClick={() => clickPerson(p.slug)}>
                    {cat.name(p.slug)}{p.status ? ` (${p.status})` : ""}
                  </button>
                );
              })}
            </div>
          ))}
          <p class="fz-small">{tr("People in the bag:")} {view.bagSize}</p>
        </section>
        <section class="fz-city" aria-label={tr("Florence")}>
          <h2>{tr("Florence")}</h2>
          <div class="fz-works">{works(view.boardWorks)}</div>
          <p>{tr("Supply:")} {amounts(view.stock)} · {tr("Market:")} {view.market.map(name).join(", ") || tr("nobody")}</p>
          <div class="fz-tiles">
            {view.tiles.filter((t) => t.left > 0).map((t) => {
              const a = tileActs.get(t.building.slug);
              return (
                <button type="button" key={t.building.slug} class={`fz-tile${a && !busy ? " playable" : ""}`} data-building={t.building.slug} data-key={a?.key} disabled={!a || busy} onClick={() => a && send(a.key)} title={a?.description}>
                  {cat.name(t.building.slug)} ×{t.left}
                </button>
              );
            })}
          </div>
        </section>
        {/* below the board: on a phone the board then starts on the first screen */}
        <Notice cat={cat} />
        <div class="player-boards fz-players">
          {view.players.map((p) => {
            const victim = seatActs(p.seat);
            const rank = view.result ? view.result.ranks[p.seat] : null;
            return (
              <section key={p.seat} class="panel fz-player" data-seat={p.seat} data-florins={p.florins} data-fame={p.fame} data-total={p.score.total} style={{ borderColor: seatColour(p.seat) }}>
                <h2><SeatName seat={p.seat} name={name(p.seat)} />{p.seat === seat ? " (you)" : ""}{rank != null ? ` · rank ${rank + 1}` : ""}</h2>
                <p>{p.florins} florins · {amounts(p.materials)} · fame {p.fame} · certificates {p.certificates} · bishop {p.bishopPoints} · workers {p.areaWorkers} ready, {p.supplyWorkers} in supply · score {p.score.total}</p>
                {victim.map((a) => <button type="button" key={a.key} class="choice playable" data-key={a.key} disabled={busy} onClick={() => send(a.key)}>{a.description}</button>)}
                <div class="fz-quarter">
                  {p.quarter.map((f) => {
                    const a = occupy.get(`${p.seat}.${f.field}`);
                    return (
                      <button type="button" key={f.field} class={`fz-field${a && !busy ? " playable" : ""}${f.finished ? " finished" : ""}`} data-field={`${p.seat}.${f.field}`} data-key={a?.key} disabled={!a || busy} onClick={() => a && send(a.key)} title={a?.description}
                        style={f.worker != null ? { outline: `3px solid ${seatColour(f.worker)}` } : undefined}>
                        {f.field}. {f.building ? cat.name(f.building.slug) : "—"}{f.building && !f.finished ? " (building)" : ""}
                      </button>
                    );
                  })}
                </div>
                <div class="fz-works">{works(p.works)}</div>
              </section>
            );
          })}
        </div>
      </div>
      <aside class="board-side">{side}</aside>
    </div>
  );
}

function FlorenzaArg({ arg }: { arg: MessageArg }) {
  if (arg.kind === "seat" && typeof arg.value === "number") return <SeatName seat={arg.value} name={arg.text} />;
  return <>{arg.text}</>;
}

export const florenzaRenderer: BoardRenderer = {
  Board: FlorenzaBoard,
  Arg: FlorenzaArg,
  playable: true,
  dashboard: () => import("./dashboard").then((m) => m.part),
};
