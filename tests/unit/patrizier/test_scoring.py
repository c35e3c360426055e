"""City scoring ("Stadt werten") and the end of the game ("Spielende"), with the rulebook's
end-scoring example."""

from domain.patrizier import GAME
from domain.patrizier.catalog import CARDS, HEADS
from domain.patrizier.rules.city_scoring import tower_majority
from domain.patrizier.rules.final_scoring import head_fame, rank
from tests.unit.patrizier.scenario import act, arrange, card, cards, empty_display, new, of_type

LAST = card("bologna", "head")  # builds one floor in Bologna (9 floors, tiles 9 and 6)
A, B, C = 0, 1, 2


def _complete_bologna(t1, t2, tower, players=3):
    """Seat A builds Bologna's last floor on `tower`; returns (state, events)."""
    s = new(players)
    hands = [[LAST, card("roma", "head")]] + [[card("parma", "head")]] * (players - 1)
    s = arrange(s, hands=hands, towers={"bologna": (t1, t2)}, display=empty_display(s))
    return act(s, A, f"play {LAST} bologna.{tower}")


def _awards(events):
    (scored,) = of_type(events, "CityScored")
    return [(a["seat"], a["tower"], a["fame"]) for a in scored.awards]


def test_a_city_is_scored_the_moment_its_last_floor_is_built():
    """"Sind - auch während des Spiels - alle Stockwerke in einer Stadt gebaut, die dort möglich
    sind, wird die Stadt sofort gewertet"; before that it is not."""
    s, events = _complete_bologna((B, B, A, B, C), (C, A, B), 2)
    assert of_type(events, "CityScored") and s.scored == ("bologna",)
    s, events = _complete_bologna((B, B, A, B), (C, A, B), 2)
    assert not of_type(events, "CityScored") and s.scored == ()


def test_most_floors_in_the_higher_tower_win_the_higher_tile_and_in_the_lower_the_other():
    """"Der Spieler, der im höheren Turm die meisten Stockwerke hat, gewinnt das wertvollere
    in der Stadt ausliegende Ruhmesplättchen. Der Spieler, der im niedrigeren Turm die meisten
    Stockwerke hat, gewinnt das verbleibende Ruhmesplättchen. Alle anderen Spieler gehen leer
    aus."""
    s, events = _complete_bologna((B, B, A, B, C), (C, C, C), 2)
    assert _awards(events) == [(B, 1, 9), (C, 2, 6)]
    assert s.fame == ((), (("bologna", 9),), (("bologna", 6),))
    s, events = _complete_bologna((C, C, C), (B, B, A, B, A), 1)  # tower 2 is the higher one
    assert _awards(events) == [(B, 2, 9), (C, 1, 6)]


def test_a_tie_in_a_tower_goes_to_who_built_the_higher_floor():
    """"Haben mehrere Spieler die meisten Stockwerke in einem Turm, gewinnt derjenige von
    ihnen, der in diesem Turm das höher gelegene Stockwerk gebaut hat."""
    assert tower_majority((A, B, B, A, C)) == (A, 2)
    assert tower_majority((B, A, A, B)) == (B, 2)
    assert tower_majority((C, B, A)) == (A, 1)
    # tower 1: A and B have 2 floors each, and A's (the 4th) is the higher
    s, events = _complete_bologna((A, B, B, A, C), (B, C, B), 2)
    assert _awards(events) == [(A, 1, 9), (B, 2, 6)]


def test_a_moved_floor_counts_for_its_owner():
    """A floor keeps its colour when moved: in a tie, the owner of the higher floor wins,
    whoever moved it."""
    assert tower_majority((B, A, C, B, A)) == (A, 2)


def test_one_player_may_win_both_tiles_and_towers_stay_standing():
    """Decision: nothing stops one player leading both towers. "Die Türme bleiben bis zum
    Spielende stehen. Anmerkung: Eine abgerechnete Stadt erkennt man an den fehlenden
    Ruhmesplättchen."""
    s, events = _complete_bologna((A, A, A, B, B), (A, B, B), 2)
    assert _awards(events) == [(A, 1, 9), (A, 2, 6)]
    bologna = GAME.view(s, None)["cities"][0]
    assert bologna["scored"] and bologna["fame_tiles"] == [] and bologna["built"] == 9
    assert [t["floors"] for t in bologna["towers"]] == [[A, A, A, B, B], [A, B, B, A]]


def test_the_game_ends_when_no_player_holds_a_card():
    """"Das Spiel endet, wenn kein Spieler mehr eine Auftragskarte auf der Hand hat."""
    s = new(2)
    s = arrange(s, hands=[[LAST], [card("parma", "head")]], display=empty_display(s), pile=[])
    s, events = act(s, A, f"play {LAST} bologna.1")
    assert not of_type(events, "GameEnded") and s.seat == B
    s, events = act(s, B, f"play {card('parma', 'head')} parma.1")
    assert of_type(events, "GameEnded") and GAME.is_over(s)
    assert GAME.seats_to_act(s) == () and len(GAME.legal_actions(s, A)) == 0


def _stack(counts: dict) -> list:
    """Played cards showing exactly these heads per type (double heads first)."""
    out = []
    for head, n in counts.items():
        for c in cards(symbol="double_head", head=head) + cards(symbol="head", head=head):
            if n >= CARDS[c].heads:
                out.append(c)
                n -= CARDS[c].heads
        assert n == 0
    return out


def test_three_equal_heads_score_six_fame():
    """"Für je 3 gleiche Patrizierköpfe erhält ein Spieler 6 Ruhmespunkte."""
    merchant, cleric, noble = HEADS
    assert head_fame(_stack({merchant: 2, cleric: 2, noble: 2})) == 0
    assert head_fame(_stack({merchant: 3})) == 6
    assert head_fame(_stack({merchant: 7, cleric: 3})) == 18


def test_the_rulebooks_end_scoring_example():
    """"Beispiel zu Endabrechnung": Marianne's fame tiles make 33; her played cards show
    "5 Köpfe = 6 Ruhmespunkte, 6 Köpfe = 12 Ruhmespunkte, 2 Köpfe = 0 Ruhmespunkte. Das macht
    zusammen 33+6+12 = 51 Ruhmespunkte." (Which tiles make 33 is only shown in a picture;
    here 9 + 6 + 7 + 4 + 5 + 2.) Played out: her last card ends the game."""
    marianne, other = 0, 1
    last = card("bologna", "take_any_card")  # no heads: her stack already holds them all
    h1, h2, h3 = HEADS
    stack = _stack({h1: 5, h2: 6, h3: 2})
    tiles = [("firenze", 9), ("roma", 6), ("lucca", 7), ("milano", 4), ("ferrara", 5),
             ("parma", 2)]
    s = new(2)
    s = arrange(s, hands=[[last], []], played=[stack, []], fame=[tiles, []],
                scored=[c for c, _ in tiles], display=empty_display(s), pile=[],
                towers={"bologna": ((other,) * 5, (other,) * 3)})
    s, events = act(s, marianne, f"play {last} bologna.2")
    (end,) = of_type(events, "GameEnded")
    assert end.scores[marianne]["cities"] == 33
    assert end.scores[marianne]["heads"] == 6 + 12 + 0
    assert end.scores[marianne]["total"] == 51
    assert GAME.outcome(s).scores[marianne] == 51
    assert GAME.outcome(s).breakdown[marianne] == {"cities": 33, "heads": 18}


def test_the_most_fame_wins_ties_go_to_more_floors_in_supply_then_victory_is_shared():
    """"Der Spieler mit der höchsten Punktzahl gewinnt. Haben mehrere Spieler die höchste
    Punktzahl, gewinnt derjenige von ihnen, der mehr Stockwerke in seinem Vorrat hat. Bei
    erneutem Gleichstand sind alle betroffenen Spieler Sieger."""
    def sc(total, supply):
        return {"cities": total, "heads": 0, "total": total, "supply": supply}
    assert rank([sc(40, 1), sc(45, 0), sc(30, 9)]) == ([1, 0, 2], [1, 0, 2], [1])
    assert rank([sc(40, 1), sc(40, 3), sc(30, 9)]) == ([1, 0, 2], [1, 0, 2], [1])
    assert rank([sc(40, 3), sc(40, 3), sc(30, 9)]) == ([0, 1, 2], [0, 0, 2], [0, 1])
    assert rank([sc(50, 3), sc(40, 3), sc(40, 3)]) == ([0, 1, 2], [0, 1, 1], [0])


def _final(b_fame, b_supply):
    """A builds Bologna's last floor (its 20th: supply 19) and wins both tiles, 15 fame."""
    s = new(2)
    s = arrange(s, hands=[[LAST], []], display=empty_display(s), pile=[],
                supply=[20, b_supply], fame=[[], b_fame],
                towers={"bologna": ((A,) * 5, (A, A, B))})
    s, _ = act(s, A, f"play {LAST} bologna.2")
    return GAME.outcome(s)


def test_ties_in_played_games_are_broken_by_supply_or_shared():
    o = _final([("roma", 9), ("parma", 5), ("ferrara", 2)], 19)
    assert o.scores == (15, 16) and o.winners == (B,) and o.ranks == (1, 0)
    o = _final([("roma", 9), ("firenze", 6)], 18)
    assert o.scores == (15, 15) and o.winners == (A,) and o.ranking == (A, B)
    o = _final([("roma", 9), ("firenze", 6)], 19)
    assert o.scores == (15, 15) and o.winners == (A, B) and o.ranks == (0, 0)


def test_a_city_left_incomplete_is_not_scored_at_the_end():
    """"Wurde die Wertung einer Stadt vergessen, so wird sie jetzt nachgeholt." Scoring here is
    never forgotten (a complete city is scored at once); a city that never got all its floors
    (a supply ran out) is not scored: it never had "alle Stockwerke ... gebaut"."""
    s = new(2)
    s = arrange(s, hands=[[LAST], []], display=empty_display(s), pile=[],
                towers={"roma": ((A,) * 4, (B,) * 3)})
    s, events = act(s, A, f"play {LAST} bologna.1")
    assert of_type(events, "GameEnded") and not of_type(events, "CityScored")
    assert "roma" not in s.scored and GAME.outcome(s).scores == (0, 0)
