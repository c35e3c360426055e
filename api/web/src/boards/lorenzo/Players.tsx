// Each player's board: resources, family members with their values, cards by type, leaders,
// personal bonus tile and excommunications; and the detail panel of a card, leader or tile.
import type { ComponentChildren } from "preact";
import { memoData } from "../memo";
import type { Detail } from "./Board";
import type { Lookup } from "./catalogue";
import { cardFill, effectsText, MEMBER_FILL, PLURAL, memberWord, RES_KEYS, RES_NAMES, RES_SHORT, seatColour, spaceWords } from "./format";
import type { CardTypeName, LPlayer, LScore, Member, Res } from "./types";
import { t as tr } from "../../i18n";

const TYPES: CardTypeName[] = ["territory", "building", "character", "venture"];

/** A named thing as a chip: hover, focus or click shows it in the detail panel; its words in
 * a tooltip. */
function Chip(props: { cls: string; data: Record<string, string | number>; detail: Detail; title: string; onDetail?: (d: Detail) => void; fill?: string; children: ComponentChildren }) {
  const { cls, data, detail, title, onDetail, fill, children } = props;
  const show = () => onDetail?.(detail);
  const attrs = Object.fromEntries(Object.entries(data).map(([k, v]) => [`data-${k}`, v]));
  return (
    <button type="button" class={`chip ${cls}`} {...attrs} style={fill ? { "--chip": fill } : undefined} title={title} onMouseEnter={show} onFocus={show} onClick={show}>
      {children}
    </button>
  );
}

export function CardChip({ cat, number, onDetail, label }: { cat: Lookup; number: number; onDetail?: (d: Detail) => void; label?: string }) {
  const card = cat.card(number);
  return (
    <Chip
      cls="card-chip"
      data={{ card: number }}
      detail={{ kind: "card", number }}
      fill={cardFill(card?.type ?? "TERRITORY")}
      title={card ? `${card.name} (${card.number}): ${card.text}` : `card ${number}`}
      onDetail={onDetail}
    >
      {label ?? card?.name ?? `card ${number}`}
    </Chip>
  );
}

export function LeaderChip({ cat, slug, onDetail, note }: { cat: Lookup; slug: string; onDetail?: (d: Detail) => void; note?: string }) {
  const leader = cat.leader(slug);
  return (
    <Chip
      cls="leader-chip"
      data={{ leader: slug }}
      detail={{ kind: "leader", slug }}
      title={leader ? `${leader.name}: ${leader.text} (needs ${leader.requirements})` : slug}
      onDetail={onDetail}
    >
      {leader?.name ?? slug}
      {note && <small> {note}</small>}
    </Chip>
  );
}

export function TileChip({ cat, id, onDetail }: { cat: Lookup; id: string; onDetail?: (d: Detail) => void }) {
  return (
    <Chip cls="tile-chip" data={{ tile: id }} detail={{ kind: "tile", id }} title={cat.tile(id)?.text ?? id} onDetail={onDetail}>
      {tr("excommunication {id}", { id })}
    </Chip>
  );
}

function ResGlyph({ k }: { k: (typeof RES_KEYS)[number] }) {
  return <span class={`res-glyph res-${k}`} aria-hidden="true" />;
}

export function ResList({ res, keys = RES_KEYS }: { res: Res; keys?: readonly (typeof RES_KEYS)[number][] }) {
  return (
    <ul class="res-list">
      {keys.map((k) => (
        <li key={k} data-res={k} title={RES_NAMES[k][1]}>
          <ResGlyph k={k} />
          <strong>{res[k]}</strong> <span>{RES_SHORT[k]}</span>
        </li>
      ))}
    </ul>
  );
}

export function MemberDot({ seat, member }: { seat: number; member: Member }) {
  return (
    <svg class="member-dot" viewBox="0 0 28 28" width="24" height="24" aria-hidden="true">
      <circle cx="14" cy="14" r="12" fill={seatColour(seat)} stroke="#1b1b1b" stroke-width="1.5" />
      <circle cx="14" cy="14" r="5.5" fill={MEMBER_FILL[member]} stroke="#1b1b1b" />
    </svg>
  );
}

function Section({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <div class="pb-section">
      <h3>{title}</h3>
      {children}
    </div>
  );
}

export const PlayerBoard = memoData(function PlayerBoard(props: {
  player: LPlayer;
  cat: Lookup;
  name: string;
  you: boolean;
  toAct: boolean;
  score?: LScore;
  onDetail: (d: Detail) => void;
}) {
  const { player: p, cat, name, you, toAct, score, onDetail } = props;
  const tile = p.bonusTile ? cat.bonusTile(p.bonusTile.id) : undefined;
  return (
    <section class={`player-board${you ? " you" : ""}`} data-seat={p.seat} aria-label={tr("{name}'s board", { name })} style={{ "--seat": seatColour(p.seat) }}>
      <header>
        <span class="seat-swatch" aria-hidden="true" />
        <h2>{name}</h2>
        {you && <span class="badge mine">{tr("you")}</span>}
        {toAct && <span class="badge to-act">{tr("to act")}</span>}
        {score && <span class="badge winner">{tr("{n} points", { n: score.total })}</span>}
      </header>
      <ResList res={p.resources} />
      <div class="members" aria-label={tr("Family members")}>
        {p.members.map((m) => (
          <span key={m.member} class={`member${m.placed ? " placed" : ""}`} data-member={m.member.toLowerCase()} title={m.placed && m.space ? tr("on {space}", { space: spaceWords(m.space) }) : tr("available")}>
            <MemberDot seat={p.seat} member={m.member} />
            {memberWord(m.member)} <strong>{m.value ?? "–"}</strong>
            {m.placed && <small> {tr("placed")}</small>}
          </span>
        ))}
      </div>
      <div class="pb-cards">
        {TYPES.map((t) => (
          <div key={t} class="pb-row" data-type={t} style={{ "--chip": cardFill(t) }}>
            <span class="pb-type">
              {tr(PLURAL[t])} {p.cards[t].length}/6
            </span>
            {p.cards[t].map((c) => (
              <CardChip key={c.number} cat={cat} number={c.number} onDetail={onDetail} />
            ))}
          </div>
        ))}
      </div>
      {(p.leadersPlayed.length > 0 || p.leadersInHand > 0 || (p.leaderHand?.length ?? 0) > 0) && (
        <Section title={tr("Leaders")}>
          <div class="chips">
            {p.leadersPlayed.map((l) => (
              <LeaderChip
                key={l.leader.slug}
                cat={cat}
                slug={l.leader.slug}
                onDetail={onDetail}
                note={`${tr("played")}${l.faceDown ? `, ${tr("used this round")}` : ""}${l.copies ? `, ${tr("copies {leader}", { leader: cat.leader(l.copies.slug)?.name ?? l.copies.slug })}` : ""}`}
              />
            ))}
            {p.leaderHand
              ? p.leaderHand.map((l) => <LeaderChip key={l.slug} cat={cat} slug={l.slug} onDetail={onDetail} note={tr("in hand")} />)
              : p.leadersInHand > 0 && <span class="hint">{tr("{n} in hand", { n: p.leadersInHand })}</span>}
          </div>
        </Section>
      )}
      {(tile || p.excommunications.length > 0) && (
        <Section title={tr("Tiles")}>
          <div class="chips">
            {tile && (
              <span class="chip bonus-chip" data-bonus-tile={tile.id} title={`harvest: ${tile.harvest.text}; production: ${tile.production.text}`}>
                {tr("bonus tile {id}: harvest {harvest}; production {production}", { id: tile.id, harvest: tile.harvest.text, production: tile.production.text })}
              </span>
            )}
            {p.excommunications.map((x) => (
              <TileChip key={x.id} cat={cat} id={x.id} onDetail={onDetail} />
            ))}
          </div>
        </Section>
      )}
      {score && (
        <p class="hint score-line">
          {score.total} = {score.cardsAndActions} during play + {score.faith} faith + {score.territories} territories + {score.characters} characters +{" "}
          {score.ventures} ventures + {score.military} military + {score.resources} resources {score.excommunication < 0 ? `− ${-score.excommunication}` : ""}
        </p>
      )}
    </section>
  );
});

/** The detail of a card, leader or tile: beside the board on a wide screen; on a phone a bottom
 * sheet over the board, where the finger is, closed by its button. */
export function DetailPanel({ detail, cat, onClose }: { detail: Detail | null; cat: Lookup; onClose: () => void }) {
  let body;
  if (!detail) body = <p class="hint">{tr("Hover, focus or tap a card, leader or tile to see it here.")}</p>;
  else if (detail.kind === "card") {
    const c = cat.card(detail.number);
    const now = c ? effectsText(c.immediateEffects) : "";
    const later = c ? effectsText(c.permanentEffects) : "";
    body = c && (
      <div class="card-detail" data-card={c.number} style={{ "--chip": cardFill(c.type) }}>
        <h3>
          {c.name} <small>#{c.number}</small>
        </h3>
        <p class="hint">
          {c.type.toLowerCase()}, period {c.period}
          {c.activationValue != null && `, activates at ${c.activationValue}`}
        </p>
        <dl>
          <dt>{tr("Cost")}</dt>
          <dd>{c.costs.length ? c.costs.map((x) => x.text).join(" — or — ") : "free"}</dd>
          {now && (
            <>
              <dt>{tr("Immediate")}</dt>
              <dd>{now}</dd>
            </>
          )}
          {later && (
            <>
              <dt>{tr("Permanent")}</dt>
              <dd>{later}</dd>
            </>
          )}
        </dl>
      </div>
    );
  } else if (detail.kind === "leader") {
    const l = cat.leader(detail.slug);
    body = l && (
      <div class="card-detail leader" data-leader={l.slug}>
        <h3>{l.name}</h3>
        <p>{l.text}</p>
        <p class="hint">{tr("Needs {requirements}", { requirements: l.requirements })} · {l.oncePerRound ? tr("once per round") : tr("permanent")}</p>
      </div>
    );
  } else {
    const t = cat.tile(detail.id);
    body = t && (
      <div class="card-detail tile" data-tile={t.id}>
        <h3>Excommunication {t.id}</h3>
        <p>{t.text}</p>
        <p class="hint">{tr("Period {n}", { n: t.period })}</p>
      </div>
    );
  }
  return (
    <section class={`panel detail${detail ? " sheet" : ""}`} aria-labelledby="detail-title" aria-live="polite">
      <h2 id="detail-title">{tr("Detail")}</h2>
      {body}
      {detail && (
        <button type="button" class="secondary sheet-close" onClick={onClose}>
          {tr("Close")}
        </button>
      )}
    </section>
  );
}
