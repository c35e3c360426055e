// The viewer's decisions: a placement chosen on the board (member, servants, payment among the
// legal keys of that space), and every pending decision as a dialog. Choices come from the
// typed fields of the legal actions; each button sends one legal key.
import { useMemo, useState } from "preact/hooks";
import type { ComponentChildren } from "preact";
import { Modal } from "../dialog";
import type { Lookup } from "./catalogue";
import { isEmpty, memberWord, resText, spaceWords } from "./format";
import { MemberDot } from "./Players";
import type { LAction, LPending, LView, Member, PlaceLike, Res } from "./types";
import { t, t as tr } from "../../i18n";

export type Act = (key: string) => Promise<string | null>;

export interface DecisionProps {
  pending: LPending;
  actions: LAction[];
  view: LView;
  cat: Lookup;
  act: Act;
  seat: number;
}

export const isPlaceLike = (a: LAction): a is PlaceLike => a.__typename === "LorenzoPlaceAction" || a.__typename === "LorenzoTakeAction";

const uniq = <T,>(xs: T[]) => [...new Set(xs)];

/** Sends a key, keeps the error (in words) for the dialog to show. */
function useSend(act: Act) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (key: string) => {
    setBusy(true);
    setError(null);
    const e = await act(key);
    setBusy(false);
    setError(e);
  };
  return { busy, error, send };
}

function Err({ error }: { error: string | null }) {
  return error ? (
    <p class="error" role="alert">
      {error}
    </p>
  ) : null;
}

function Choice({ a, busy, send, children }: { a: LAction; busy: boolean; send: (k: string) => void; children: ComponentChildren }) {
  return (
    <button type="button" class="choice" data-key={a.key} disabled={busy} onClick={() => send(a.key)}>
      {children}
    </button>
  );
}

function payText(a: PlaceLike): string {
  const parts = [];
  if (a.pay && !isEmpty(a.pay)) parts.push(resText(a.pay));
  if (a.fee) parts.push(t("{n} coins tower fee", { n: a.fee }));
  return parts.length ? t("pay {what}", { what: parts.join(" + ") }) : t("pay nothing");
}

/** One choice among a few, as a WAI-ARIA radio group: one Tab stop (the chosen option), the
 * arrow keys move the choice. */
function Radios({ legend, options }: { legend: string; options: { id: string; selected: boolean; pick: () => void; label: ComponentChildren }[] }) {
  const chosen = Math.max(0, options.findIndex((o) => o.selected));
  const onKeyDown = (e: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (!step || options.length < 2) return;
    e.preventDefault();
    const next = (chosen + step + options.length) % options.length;
    options[next].pick();
    const group = e.currentTarget as HTMLElement;
    requestAnimationFrame(() => group.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus());
  };
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div class="choices" role="radiogroup" aria-label={legend} onKeyDown={onKeyDown}>
        {options.map((o, i) => (
          <button
            key={o.id}
            type="button"
            role="radio"
            aria-checked={o.selected}
            tabIndex={i === chosen ? 0 : -1}
            class={`choice${o.selected ? " selected" : ""}`}
            data-option={o.id.toLowerCase()}
            onClick={o.pick}
          >
            {o.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** A space clicked on the board: choose member, servants and payment, then place. */
export function PlacementDialog({ space, actions, cat, act, onClose, seat }: { space: string; actions: LAction[]; cat: Lookup; act: Act; onClose: () => void; seat: number }) {
  const cands = useMemo(() => actions.filter(isPlaceLike).filter((a) => a.space === space), [actions, space]);
  const memberOf = (a: PlaceLike): Member | null => (a.__typename === "LorenzoPlaceAction" ? a.member : null);
  const members = uniq(cands.map(memberOf));
  const [member, setMember] = useState<Member | null>(members[0] ?? null);
  const forMember = cands.filter((a) => memberOf(a) === member);
  const servantChoices = uniq(forMember.map((a) => a.servants)).sort((x, y) => x - y);
  const [servants, setServants] = useState<number>(servantChoices[0] ?? 0);
  const forServants = forMember.filter((a) => a.servants === servants);
  const [key, setKey] = useState<string | null>(null);
  const chosen = forServants.find((a) => a.key === key) ?? forServants[0];
  const { busy, error, send } = useSend(act);
  if (!chosen) return null;
  const card = chosen.card ? cat.card(chosen.card.number) : undefined;
  const pickMember = (m: Member | null) => {
    setMember(m);
    const first = cands.filter((a) => memberOf(a) === m).map((a) => a.servants);
    setServants(Math.min(...first));
    setKey(null);
  };
  return (
    <Modal title={card ? t("Take {card}", { card: card.name }) : t("Place on {space}", { space: spaceWords(space) })} onHide={onClose} testid="placement-dialog">
      <p class="hint">
        {spaceWords(space)}
        {chosen.gain && !isEmpty(chosen.gain) && <> · {t("the space gives {gain}", { gain: resText(chosen.gain) })}</>}
      </p>
      {card && (
        <p class="card-line">
          <strong>{card.name}</strong>: {card.text}
        </p>
      )}
      {members.length > 0 && members[0] !== null && (
        <Radios
          legend={t("Family member")}
          options={members.map((m) => {
            const a = cands.find((x) => memberOf(x) === m)!;
            return {
              id: m!,
              selected: m === member,
              pick: () => pickMember(m),
              label: (
                <>
                  <MemberDot seat={seat} member={m!} /> {t("{member} (value {value})", { member: memberWord(m!), value: a.value - a.raise })}
                </>
              ),
            };
          })}
        />
      )}
      {servantChoices.length > 1 && (
        <Radios
          legend={t("Servants to add")}
          options={servantChoices.map((n) => ({
            id: String(n),
            selected: n === servants,
            pick: () => {
              setServants(n);
              setKey(null);
            },
            label: t("{n} servants → value {value}", { n, value: forMember.find((x) => x.servants === n)!.value }),
          }))}
        />
      )}
      {forServants.length > 1 && (
        <Radios
          legend={t("Payment")}
          options={forServants.map((a) => ({ id: a.key, selected: a.key === chosen.key, pick: () => setKey(a.key), label: payText(a) }))}
        />
      )}
      <p>
        {t("Value {value}", { value: chosen.value })}
        {chosen.servants > 0 && t(", {n} servants", { n: chosen.servants })} · {chosen.card ? payText(chosen) : t("no card")}
      </p>
      <Err error={error} />
      <div class="actions">
        <button type="button" class="confirm" data-key={chosen.key} disabled={busy} onClick={() => send(chosen.key)}>
          {chosen.__typename === "LorenzoTakeAction" ? t("Take the card") : t("Place the {member} member", { member: member ? memberWord(member) : "" })}
        </button>
        <code class="key">{chosen.key}</code>
      </div>
    </Modal>
  );
}

/** What an exchange gives: resources and council privileges (`privileges`, chosen next). */
function exchangeGain(gain: Res | null, privileges: number): string {
  const parts = [];
  if (!isEmpty(gain) || privileges === 0) parts.push(resText(gain));
  if (privileges) parts.push(privileges > 1 ? t("{n} council privileges", { n: privileges }) : t("{n} council privilege", { n: privileges }));
  return parts.join(` ${t("and")} `);
}

function leaderLabel(a: Extract<LAction, { __typename: "LorenzoLeaderAction" }>, cat: Lookup): string {
  const name = cat.leader(a.leader.slug)?.name ?? a.leader.slug;
  if (a.use === "DISCARD") return t("Discard {leader} for a council privilege", { leader: name });
  if (a.use === "ACTIVATE") return a.affectedMember ? t("Use {leader} ({member} member becomes 6)", { leader: name, member: memberWord(a.affectedMember) }) : t("Use {leader}", { leader: name });
  return a.copies ? t("Play {leader}, copying {copied}", { leader: name, copied: cat.leader(a.copies.slug)?.name ?? a.copies.slug }) : t("Play {leader}", { leader: name });
}

export function LeaderChoices({ actions, cat, busy, send }: { actions: LAction[]; cat: Lookup; busy: boolean; send: (k: string) => void }) {
  const leaders = actions.filter((a): a is Extract<LAction, { __typename: "LorenzoLeaderAction" }> => a.__typename === "LorenzoLeaderAction");
  if (!leaders.length) return null;
  return (
    <fieldset>
      <legend>{t("Leaders")}</legend>
      <div class="choices column">
        {leaders.map((a) => (
          <Choice key={a.key} a={a} busy={busy} send={send}>
            {leaderLabel(a, cat)}
            <small class="hint"> {cat.leader(a.leader.slug)?.text}</small>
          </Choice>
        ))}
      </div>
    </fieldset>
  );
}

const plain = (actions: LAction[], kind: string) => actions.find((a) => a.__typename === "LorenzoPlainAction" && a.kind === kind);

/** The turn before placing: what to do on the board, pass, or leader actions (a dialog). */
export function TurnBar({ actions, cat, act }: { actions: LAction[]; cat: Lookup; act: Act }) {
  const { busy, error, send } = useSend(act);
  const [leaders, setLeaders] = useState(false);
  const places = actions.filter(isPlaceLike).length;
  const pass = plain(actions, "pass");
  const hasLeaders = actions.some((a) => a.__typename === "LorenzoLeaderAction");
  return (
    <div class="turn-bar" role="region" aria-label={t("Your turn")} data-testid="turn-bar">
      <p>
        <strong>{t("Your turn.")}</strong> {places > 0 ? t("Click a highlighted space on the board to place a family member.") : t("No member can be placed.")}
      </p>
      <div class="actions">
        {pass && (
          <button type="button" class="choice" data-key={pass.key} disabled={busy} onClick={() => send(pass.key)}>
            {t("Pass")}
          </button>
        )}
        {hasLeaders && (
          <button type="button" class="secondary" onClick={() => setLeaders(true)}>
            {t("Leader actions…")}
          </button>
        )}
      </div>
      <Err error={error} />
      {leaders && (
        <Modal title={t("Leader actions")} onHide={() => setLeaders(false)} testid="leader-dialog">
          <LeaderChoices actions={actions} cat={cat} busy={busy} send={(k) => send(k).then(() => setLeaders(false))} />
          <Err error={error} />
        </Modal>
      )}
    </div>
  );
}

/** A card's bonus action: pick a highlighted floor, or decline. */
export function TakeBar({ pending, actions, act }: { pending: Extract<LPending, { __typename: "LorenzoTakeDecision" }>; actions: LAction[]; act: Act }) {
  const { busy, error, send } = useSend(act);
  const none = actions.find((a) => a.__typename === "LorenzoPlainAction");
  const type = pending.any || !pending.cardType ? t("any") : t(`a ${pending.cardType.toLowerCase()}`);
  return (
    <div class="turn-bar" role="region" aria-label={t("Bonus card action")} data-testid="take-bar">
      <p>
        <strong>{t("Bonus action:")}</strong> {t("take {type} card at value {value}", { type, value: pending.value })}
        {!isEmpty(pending.discount) && t(", paying {discount} less", { discount: resText(pending.discount) })}. {t("Click a highlighted floor.")}
      </p>
      {none && (
        <button type="button" class="choice" data-key={none.key} disabled={busy} onClick={() => send(none.key)}>
          {t("Take no card")}
        </button>
      )}
      <Err error={error} />
    </div>
  );
}

/** Every other pending decision, as a dialog. */
export function DecisionDialog({ pending, actions, view, cat, act, seat, onHide }: DecisionProps & { onHide: () => void }) {
  const { busy, error, send } = useSend(act);
  const me = view.players.find((p) => p.seat === seat);
  const typed = <T extends LAction["__typename"]>(t: T) => actions.filter((a): a is Extract<LAction, { __typename: T }> => a.__typename === t);
  const others = actions.filter((a) => a.__typename === "LorenzoPlainAction");
  const props = { busy, send };
  let title = pending.description;
  let body: ComponentChildren;
  switch (pending.__typename) {
    case "LorenzoPrivilegeDecision": {
      const n = pending.chosen.length + 1;
      title = pending.count > 1 ? t("Council privilege {n} of {count}", { n, count: pending.count }) : t("Council privilege");
      body = (
        <>
          <p>{pending.count > 1 ? t("Choose what the privilege gives (each one different).") : t("Choose what the privilege gives.")}</p>
          <div class="choices column">
            {typed("LorenzoPrivilegeAction").map((a) => (
              <Choice key={a.key} a={a} {...props}>
                {resText(a.gain)}
              </Choice>
            ))}
          </div>
        </>
      );
      break;
    }
    case "LorenzoBonusActionDecision":
      title = t("Bonus action at value {value}", { value: pending.value });
      body = (
        <div class="choices column">
          {typed("LorenzoBonusAction").map((a) => (
            <Choice key={a.key} a={a} {...props}>
              {t("{kind} at value {value}", { kind: t(a.kind), value: a.value })}
              {a.servants ? t(", spending {n} servants", { n: a.servants }) : ""}
            </Choice>
          ))}
        </div>
      );
      break;
    case "LorenzoExchangeDecision": {
      const b = pending.cards[0] ? cat.card(pending.cards[0].number) : undefined;
      title = t("Production: {card}", { card: b?.name ?? t("exchange") });
      body = (
        <>
          {b && <p class="card-line">{b.text}</p>}
          <div class="choices column">
            {typed("LorenzoExchangeAction").map((a) => (
              <Choice key={a.key} a={a} {...props}>
                {a.option === 0 ? t("No exchange") : t("Pay {pay} → get {gain}", { pay: resText(a.pay), gain: exchangeGain(a.gain, a.privileges) })}
                <small class="hint"> {a.description}</small>
              </Choice>
            ))}
          </div>
          {pending.cards.length > 1 && <p class="hint">{t("Then:")} {pending.cards.slice(1).map((c) => cat.card(c.number)?.name).join(", ")}.</p>}
        </>
      );
      break;
    }
    case "LorenzoVaticanDecision": {
      const tile = cat.tile(pending.tile.id);
      const vp = cat.board.faithTrack[Math.min(pending.faithPoints, cat.board.faithTrack.length - 1)];
      title = t("Vatican report, period {period}", { period: pending.period });
      const support = plain(actions, "support");
      const excommunicate = plain(actions, "excommunicate");
      body = (
        <>
          <p>
            {t("You have {faith} faith points; {threshold} are needed to support the Church.", { faith: pending.faithPoints, threshold: pending.threshold })}
          </p>
          <div class="choices column">
            {support && (
              <Choice a={support} {...props}>
                {t("Support the Church: {vp} victory points, faith back to 0", { vp })}
              </Choice>
            )}
            {excommunicate && (
              <Choice a={excommunicate} {...props}>
                {t("Accept excommunication {tile}:", { tile: pending.tile.id })} {tile?.text}
              </Choice>
            )}
          </div>
        </>
      );
      break;
    }
    case "LorenzoBonusTileDecision":
      title = t("Choose your personal bonus tile");
      body = (
        <div class="choices column">
          {typed("LorenzoTileAction").map((a) => {
            const t = cat.bonusTile(a.tile.id);
            return (
              <Choice key={a.key} a={a} {...props}>
                {tr("Tile {id}: harvest {harvest}; production {production}", { id: a.tile.id, harvest: t?.harvest.text ?? "", production: t?.production.text ?? "" })}
              </Choice>
            );
          })}
        </div>
      );
      break;
    case "LorenzoLeaderDraftDecision":
      title = t("Leader draft: keep one leader");
      body = (
        <>
          <p class="hint">
            {t("{n} leaders in this hand; you keep one and pass the rest on.", { n: pending.handSize })}
            {me?.leaderHand?.length ? t(" Kept so far: {leaders}.", { leaders: me.leaderHand.map((l) => cat.leader(l.slug)?.name).join(", ") }) : ""}
          </p>
          <div class="choices column">
            {typed("LorenzoDraftAction").map((a) => {
              const l = cat.leader(a.leader.slug);
              return (
                <Choice key={a.key} a={a} {...props}>
                  <strong>{l?.name}</strong> <small>{t("(needs {requirements})", { requirements: l?.requirements ?? "" })}</small>
                  <small class="hint"> {l?.text}</small>
                </Choice>
              );
            })}
          </div>
        </>
      );
      break;
    case "LorenzoTurnDecision": {
      title = t("Your member is placed");
      const end = plain(actions, "end");
      body = (
        <>
          <p>{t("Play, discard or use a leader, or end your turn.")}</p>
          <LeaderChoices actions={actions} cat={cat} {...props} />
          {end && (
            <div class="actions">
              <Choice a={end} {...props}>
                {t("End your turn")}
              </Choice>
            </div>
          )}
        </>
      );
      break;
    }
    default:
      body = null;
  }
  const shown = new Set(
    ["LorenzoPrivilegeAction", "LorenzoBonusAction", "LorenzoExchangeAction", "LorenzoTileAction", "LorenzoDraftAction", "LorenzoLeaderAction"],
  );
  const rest = pending.__typename === "LorenzoVaticanDecision" || pending.__typename === "LorenzoTurnDecision" ? [] : others;
  return (
    <Modal title={title} onHide={onHide} testid="decision-dialog" wide>
      {body}
      {rest.length > 0 && (
        <div class="choices column">
          {rest.map((a) => (
            <Choice key={a.key} a={a} {...props}>
              {a.description}
            </Choice>
          ))}
        </div>
      )}
      {actions.every((a) => !shown.has(a.__typename) && a.__typename !== "LorenzoPlainAction") && <p class="hint">{pending.description}</p>}
      <Err error={error} />
    </Modal>
  );
}
