"""Leader cards (advanced game: "Anführerkarten", "Anführeraktionen").

In one's own action turn, before or after placing (never amid a placement's effects): discard
a leader from hand for 1 privilege; play one whose requirement is met now (checked, not paid);
activate a played once-per-round leader. Permanent abilities are read where they bite
(values, towers, placement, effects, vatican)."""
from domain.lorenzo import events as ev
from domain.lorenzo.catalog import LEADERS
from domain.lorenzo.catalog.board import TYPES
from domain.lorenzo.catalog.leaders import Leader
from domain.lorenzo.rules.effects import apply_and_queue
from domain.lorenzo.state import COLOURED, Player, State
from domain.lorenzo.tx import Tx

COPIER = "lorenzo-de-medici"
DISCARD_REWARD = [{"type": "council_privilege", "count": 1, "different": True}]


def _needs(leader: Leader) -> tuple:
    """A leader's requirement as `_met` reads it: (card type, count) pairs, (resource, amount)
    pairs, cards of one type (0: none)."""
    return tuple(leader.cards.items()), tuple(leader.resources.items()), leader.same_type


_NEEDS = {slug: _needs(leader) for slug, leader in LEADERS.items()}


def requirement_met(p: Player, leader: Leader) -> bool:
    return bool(_met(p.cards, p.res, (leader.slug,)))


def _met(cards: dict, res: dict, slugs) -> list[str]:
    """The leaders among `slugs` whose requirement these cards and resources meet: one call
    for a hand, and loops, not any() (a leader's turns ask it of each leader in hand, mostly
    unmet: a call or a generator costs more than a check)."""
    out = []
    for slug in slugs:
        card_needs, res_needs, same_type = _NEEDS[slug]
        met = True
        for t, n in card_needs:
            if len(cards[t]) < n:
                met = False
                break
        if met:
            for k, n in res_needs:
                if res[k] < n:
                    met = False
                    break
        if met and same_type:
            met = False
            for t in TYPES:
                if len(cards[t]) >= same_type:
                    met = True
                    break
        if met:
            out.append(slug)
    return out


def may_act(s: State, seat: int) -> bool:
    """Leader actions: advanced game, own action turn (there is none outside the actions
    phase), no placement effects unresolved, and a leader held (in hand or played: the random
    bot discards its four early, and most turns then list none)."""
    if s.variant != "advanced" or s.pending:
        return False
    p = s.players[seat]  # asked before the current seat (a property): mostly none is held
    return bool(p.leaders_hand or p.leaders_played) and s.current_seat == seat


def copy_targets(s: State, seat: int) -> list[str]:
    """Leaders another player has played (what Lorenzo de' Medici may copy)."""
    return [slug for p in s.players if p.seat != seat for slug in p.leaders_played
            if slug != COPIER]


def playable(s: State, seat: int) -> list[tuple[str, str | None]]:
    p = s.players[seat]
    out = []
    for slug in _met(p.cards, p.res, p.leaders_hand):
        if slug == COPIER:
            out += [(slug, target) for target in copy_targets(s, seat)]
        else:
            out.append((slug, None))
    return out


def ability_of(p: Player, slug: str) -> Leader:
    """The leader whose ability a played card uses (Lorenzo de' Medici: the copied one)."""
    return LEADERS[p.leader_copies.get(slug, slug)]


def activatable(s: State, seat: int) -> list[tuple[str, str | None]]:
    """(leader, member) pairs: once-per-round leaders played and still face up."""
    return _activatable(s.players[seat])


def _activatable(p: Player) -> list[tuple[str, str | None]]:
    out = []
    for slug in p.leaders_played:
        ability = ability_of(p, slug)
        if not ability.once_per_round or slug in p.leaders_used:
            continue
        if ability.kind == "set_family_member_value":
            out += [(slug, m) for m in COLOURED if m not in p.placed and m not in p.member_set]
        else:
            out.append((slug, None))
    return out


def actions_left(p: Player) -> bool:
    """Whether a player has a leader action to take when it may act (`may_act`): a leader in
    hand (to play or discard) or a once-per-round one to activate."""
    if p.leaders_hand:
        return True
    return bool(p.leaders_played) and bool(_activatable(p))


def discard(tx: Tx, seat: int, slug: str) -> None:
    tx.emit(ev.LeaderDiscarded(seat=seat, leader=slug))
    apply_and_queue(tx, seat, DISCARD_REWARD, f"leader:{slug}")


def play(tx: Tx, seat: int, slug: str, copies: str | None) -> None:
    tx.emit(ev.LeaderPlayed(seat=seat, leader=slug, copies=copies))


def activate(tx: Tx, seat: int, slug: str, member: str | None) -> None:
    ability = ability_of(tx.state.players[seat], slug)
    value = ability.ability[0].get("value") if member else None
    tx.emit(ev.LeaderActivated(seat=seat, leader=slug, member=member, value=value))
    if ability.kind != "set_family_member_value":
        apply_and_queue(tx, seat, ability.ability, f"leader:{ability.slug}")
