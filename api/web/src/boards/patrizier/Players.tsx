// The seats' panels beside the Patrizier table: colour, floors in supply, fame, heads by type,
// hand size, fame tiles won; the viewer's own hand as cards (clickable when a card may be
// played); every hand once the game is over.
import { memoData } from "../memo";
import { seatColour } from "../seat";
import type { Lookup } from "./catalogue";
import { CardSvg, HEAD_FILL, HEAD_LETTER } from "./svg";
import type { CardRef, HeadType, PPlayer, PView } from "./types";
import { t as tr } from "../../i18n";

export function HeadBadge({ head, count, cat }: { head: HeadType; count: number; cat: Lookup }) {
  return (
    <li class="pz-head-count" data-head={head.toLowerCase()} data-count={count} title={count === 1 ? tr("{n} {head} head", { n: count, head: cat.headName(head) }) : tr("{n} {head} heads", { n: count, head: cat.headName(head) })}>
      <span class="pz-head-glyph" style={{ background: HEAD_FILL[head] }} aria-hidden="true">
        {HEAD_LETTER[head]}
      </span>
      {count} <span>{cat.headName(head)}</span>
    </li>
  );
}

/** Cards as a row of small faces; `onCard` makes the playable ones buttons. */
export function CardRow(props: { cards: CardRef[]; cat: Lookup; playable?: Set<number>; selected?: number | null; onCard?: (id: number) => void; label: string }) {
  const { cards, cat, playable, selected, onCard, label } = props;
  return (
    <ul class="pz-cards" aria-label={label}>
      {cards.map((c) => {
        const card = cat.card(c.id);
        if (!card) return null;
        const can = !!onCard && !!playable?.has(c.id);
        return (
          <li key={c.id}>
            {can ? (
              <button
                type="button"
                class={`pz-card-button playable${selected === c.id ? " selected" : ""}`}
                data-card={c.id}
                aria-pressed={selected === c.id}
                onClick={() => onCard!(c.id)}
              >
                {/* named by its content ("Play" + the card's image): a name that contains what is drawn */}
                <span class="sr-only">{tr("Play")} </span>
                <CardSvg card={card} cat={cat} />
              </button>
            ) : (
              <span class="pz-card-still" data-card={c.id}>
                <CardSvg card={card} cat={cat} />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export const PlayerPanel = memoData(function PlayerPanel(props: {
  player: PPlayer;
  cat: Lookup;
  name: string;
  you: boolean;
  toAct: boolean;
  rank: number | null;
  final: NonNullable<PView["result"]>["scores"][number] | null;
  showHand: boolean;
}) {
  const { player: p, cat, name, you, toAct, rank, final, showHand } = props;
  const cityName = (slug: string) => cat.cities.find((c) => c.slug === slug)?.name ?? slug;
  const score = final ?? p.score;
  return (
    <section
      class={`player-board pz-player${you ? " you" : ""}${toAct ? " to-act" : ""}`}
      style={{ "--seat": seatColour(p.seat) }}
      aria-label={`${name}'s board`}
      data-seat={p.seat}
      data-supply={p.supply}
      data-built={p.built}
      data-fame={score.total}
      data-hand-size={p.handSize}
      data-heads={p.heads.map((h) => `${h.head.toLowerCase()}:${h.count}`).join(" ")}
    >
      <header>
        <span class="seat-swatch" aria-hidden="true" />
        <h2>{name}</h2>
        {you && <span class="badge">{tr("you")}</span>}
        {toAct && <span class="badge to-act">{tr("to act")}</span>}
        {rank != null && <span class="badge">{rank === 0 ? tr("winner") : tr("rank {n}", { n: rank + 1 })}</span>}
      </header>
      <ul class="res-list pz-facts">
        <li>
          <span class="pz-floor-glyph" aria-hidden="true" /> <strong>{p.supply}</strong> <span>{tr("floors in supply")}</span>
        </li>
        <li>
          <strong>{p.built}</strong> <span>{tr("built")}</span>
        </li>
        <li>
          <strong class="pz-fame">{score.total}</strong> <span>{tr("fame ({cities} cities + {heads} heads)", { cities: score.cities, heads: score.heads })}</span>
        </li>
        <li>
          <strong>{p.handSize}</strong> <span>{p.handSize === 1 ? tr("card in hand") : tr("cards in hand")}</span>
        </li>
      </ul>
      <ul class="res-list pz-heads" aria-label={tr("Heads collected")}>
        {p.heads.map((h) => (
          <HeadBadge key={h.head} head={h.head} count={h.count} cat={cat} />
        ))}
      </ul>
      <p class="chips" aria-label={tr("Fame tiles won")}>
        <span class="pb-type">{tr("Fame tiles:")}</span>
        {p.fameTiles.length
          ? p.fameTiles.map((t, i) => (
              <span key={i} class="chip pz-tile-chip" style={{ "--chip": cat.cityColour(t.city.slug) }}>
                {cityName(t.city.slug)} <strong>{t.fame}</strong>
              </span>
            ))
          : ` ${tr("none yet")}`}
      </p>
      <p class="pb-type pz-played">{tr("Played:")} {p.played.length} {p.played.length === 1 ? tr("card") : tr("cards")}</p>
      {showHand && p.hand && p.hand.length > 0 && <CardRow cards={p.hand} cat={cat} label={tr("{name}'s hand", { name })} />}
    </section>
  );
});
