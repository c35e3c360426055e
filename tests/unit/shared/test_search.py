"""The search bot (domain.shared.search) for every game: it plays legal games that replay equal
to the live play, its choice depends only on what its seat can see, and it is reproducible."""
import pytest

from domain.lorenzo import GAME as LORENZO
from domain.lorenzo.catalog import CARDS
from domain.lorenzo.catalog.leaders import LEADER_ORDER
from domain.lorenzo.sample import SEARCH as LORENZO_SEARCH
from domain.lorenzo.state import replace as lorenzo_replace
from domain.patrizier import GAME as PATRIZIER
from domain.patrizier.sample import SEARCH as PATRIZIER_SEARCH
from domain.patrizier.state import replace as patrizier_replace
from domain.shared import search
from domain.shared.rng import Rng

GAMES = {"lorenzo": (LORENZO, LORENZO_SEARCH), "patrizier": (PATRIZIER, PATRIZIER_SEARCH)}
FEW = 24  # iterations: enough to exercise the tree, cheap enough for a test


def _advance(game, state, moves: int, seed: int):
    """`moves` random-legal decisions on from `state`."""
    rng = Rng(seed)
    for _ in range(moves):
        seat = game.seats_to_act(state)[0]
        state = game.step(state, seat, game.bot_action(state, seat, "random", rng))[1]
    return state


def _lorenzo_mid_game():
    """A 4-player advanced game at its first turn (drafted leaders in hand, decks dealt from) and the
    seat to act."""
    s = LORENZO.fold(LORENZO.setup(players=4, variant="advanced", seed=11))
    rng = Rng(3)
    while s.round < 1 or s.phase != "actions":
        seat = LORENZO.seats_to_act(s)[0]
        s = LORENZO.step(s, seat, LORENZO.bot_action(s, seat, "random", rng))[1]
    return s, LORENZO.seats_to_act(s)[0]


def _lorenzo_hidden_changed(s, seat: int):
    """The same state except what `seat` cannot see: each deck period's remaining cards in
    reverse order, other dice for the rounds to come, and another seat's leader hand made of
    leaders nobody was dealt."""
    decks = {}
    for t, cards in s.decks.items():
        periods = sorted({CARDS[c].period for c in cards})
        decks[t] = tuple(c for p in periods for c in reversed(
            [c for c in cards if CARDS[c].period == p]))
    future = tuple({d: 7 - v for d, v in dice.items()} for dice in s.dice_plan[s.round:])
    dealt = {slug for p in s.players for slug in p.leaders_hand + p.leaders_played}
    undealt = [slug for slug in LEADER_ORDER if slug not in dealt]
    other = next(p for p in s.players if p.seat != seat and p.leaders_hand)
    players = list(s.players)
    players[other.seat] = lorenzo_replace(
        other, leaders_hand=tuple(undealt[:len(other.leaders_hand)]))
    return lorenzo_replace(s, decks=decks, dice_plan=s.dice_plan[:s.round] + future,
                           players=tuple(players))


def _patrizier_mid_game():
    s = _advance(PATRIZIER, PATRIZIER.fold(PATRIZIER.setup(players=3, seed=4)), 9, 5)
    return s, PATRIZIER.seats_to_act(s)[0]


def _patrizier_hidden_changed(s, seat: int):
    """The same state except what `seat` cannot see: another seat's hand swapped with the top
    of the pile, and the pile reversed."""
    other = next(i for i, h in enumerate(s.hands) if i != seat and h)
    hand = s.hands[other]
    pile = list(s.pile)
    swapped, pile = tuple(pile[:len(hand)]), list(hand) + pile[len(hand):]
    hands = list(s.hands)
    hands[other] = swapped
    return patrizier_replace(s, hands=tuple(hands), pile=tuple(reversed(pile)))


HIDDEN = {"lorenzo": (_lorenzo_mid_game, _lorenzo_hidden_changed),
          "patrizier": (_patrizier_mid_game, _patrizier_hidden_changed)}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_search_is_a_bot_kind_that_chooses_a_legal_action(name):
    game, _ = GAMES[name]
    assert game.info.bot_kinds[0] == "random"  # the default kind is unchanged
    assert "search" in game.info.bot_kinds and "search" in game.bot_kinds
    s = game.fold(game.setup(players=2, seed=1))
    seat = game.seats_to_act(s)[0]
    key = game.bot_action(s, seat, "search", Rng(2))  # the default budget
    assert key in {a.key for a in game.legal_actions(s, seat)}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_search_game_is_legal_and_its_events_replay_to_the_live_state(name):
    game, spec = GAMES[name]
    s = game.fold(events := game.setup(players=2, seed=7))
    rng = Rng(8)
    while not game.is_over(s):
        seat = game.seats_to_act(s)[0]
        if seat == 0:
            key = search.choose(game, spec, s, seat, rng, iterations=FEW)
        else:
            key = game.bot_action(s, seat, "greedy", rng)
        new, s = game.step(s, seat, key)  # raises on an illegal key
        events += new
    assert game.outcome(s) is not None
    assert game.fold(events) == s
    stored = [game.event_from_dict(game.event_to_dict(e)) for e in events]
    assert game.fold(stored) == s


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_search_never_reads_what_its_seat_cannot_see(name):
    game, spec = GAMES[name]
    mid_game, change_hidden = HIDDEN[name]
    s, seat = mid_game()
    other = change_hidden(s, seat)
    assert other != s  # the hidden parts really differ …
    assert game.view(other, seat) == game.view(s, seat)  # … and nothing the seat sees does
    assert spec.determinize(other, seat, Rng(1)) == spec.determinize(s, seat, Rng(1))
    assert (search.choose(game, spec, other, seat, Rng(6), iterations=FEW)
            == search.choose(game, spec, s, seat, Rng(6), iterations=FEW))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_determinize_keeps_what_the_seat_sees_and_redraws_the_rest(name):
    game, spec = GAMES[name]
    s, seat = HIDDEN[name][0]()
    samples = [spec.determinize(s, seat, Rng(k)) for k in range(4)]
    for d in samples:
        assert game.view(d, seat) == game.view(s, seat)
        assert game.legal_actions(d, seat).keys == game.legal_actions(s, seat).keys
    assert len({repr(d) for d in samples}) > 1  # the hidden parts are drawn afresh


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_same_seed_gives_the_same_choice(name):
    game, spec = GAMES[name]
    s, seat = HIDDEN[name][0]()
    first = search.choose(game, spec, s, seat, Rng(42), iterations=FEW)
    assert search.choose(game, spec, s, seat, Rng(42), iterations=FEW) == first


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_seat_with_nothing_to_do_is_refused(name):
    game, spec = GAMES[name]
    s, seat = HIDDEN[name][0]()
    idle = next(i for i in range(s.n) if i not in game.seats_to_act(s))
    with pytest.raises(ValueError):
        search.choose(game, spec, s, idle, Rng(1), iterations=FEW)
