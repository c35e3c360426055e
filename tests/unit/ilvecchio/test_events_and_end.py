"""Il Vecchio events, the double-turn end and the final scoring against the rule text."""

from domain.ilvecchio import GAME
from domain.ilvecchio.rules.scoring import majority, rank
from tests.unit.ilvecchio.scenario import act, arrange, goods, keys, of_type, playing, town_count


def _crest(players: int, kind: str, **kw):
    """Seat 0 about to enter the Venice track's crest field (3 players: field 1)."""
    base = playing(players, crests=[kind] * (7 if players == 4 else 4), **kw)
    return arrange(base, up={"vicchio": 1}, goods={"florins": 3, "assassin": 1},
                   tracks={**base.tracks, "venezia": (1,)})


def test_tribute_each_seat_gives_3_florins_or_one_token_choosing_when_it_can():
    """"Abgabe: Jeder Spieler muss entweder 3 Florin, 1 Gefolgsmann, 1 Schriftrolle,
    1 Kutsche oder 1 Bischof abgeben" - a seat with one option gives it at once, a seat with
    none gives nothing, and every other seat's turn waits for the answers."""
    s = _crest(3, "tribute")
    s = arrange(s, 1, goods={"florins": 3, "knight": 1})
    s = arrange(s, 2, goods={"scrolls": 1})
    s, events = act(s, 0, "province vicchio assassin")
    assert goods(s, 2)["scrolls"] == 0  # its only option
    assert [p.kind for p in s.pending if p.seat == 1] == ["tribute"]
    assert 1 in GAME.seats_to_act(s) and "recover" not in keys(s, 1)
    assert keys(s, 1) == {"tribute florins", "tribute knight"}
    s, _ = act(s, 1, "tribute knight")
    assert goods(s, 1) == {**goods(s, 1), "knight": 0, "florins": 3}
    assert "recover" in keys(s, 1)


def test_intermediaries_event_moves_every_intermediary_on():
    """"Mittelsmänner: Alle Mittelsmänner werden im Uhrzeigersinn auf den nächsten Ort ihrer
    Farbe gesetzt"."""
    s = _crest(3, "intermediaries")
    before = dict(s.intermediaries)
    s, events = act(s, 0, "province vicchio assassin")
    moved = of_type(events, "IntermediaryMoved")
    assert len(moved) == 5 and all(before[m.colour] == m.origin for m in moved)
    assert all(s.intermediaries[c] != before[c] for c in before)


def test_family_member_event_lays_down_or_takes_back():
    """"Familienmitglied: Jeder Spieler muss entweder ein eigenes stehendes Familienmitglied
    hinlegen oder ein eigenes liegendes Familienmitglied zurück in den persönlichen Vorrat"."""
    s = _crest(3, "family_member")
    s = arrange(s, 1, up={"prato": 1}, down={"sesto": 1})
    s, events = act(s, 0, "province vicchio assassin")
    assert keys(s, 1) == {"lay prato", "return sesto"}
    s, _ = act(s, 1, "return sesto")
    assert town_count(s, 1, "sesto") == (0, 0)
    assert s.supply[1] == 13  # 12 arranged + the one taken back


def test_low_luck_variant_skips_the_events_but_takes_the_crest():
    """"Die Il Vecchio-Ereignisse auf der Rückseite der Medici-Wappen werden nicht
    ausgeführt"."""
    s = _crest(3, "tribute", variant="low-luck")
    s = arrange(s, 1, goods={"florins": 3, "knight": 1})
    s, events = act(s, 0, "province vicchio assassin")
    assert of_type(events, "CrestTaken") and not s.pending[1:] and goods(s, 1)["knight"] == 1
    assert s.extra_cost == "nobility"


def _to_the_end(s):
    """Seat 0 takes the last crest (Venice field 1)."""
    s = arrange(s, up={"vicchio": 1}, goods={"florins": 3, "assassin": 1},
                tracks={**s.tracks, "venezia": (1,)}, crests=("intermediaries",))
    s, events = act(s, 0, "province vicchio assassin")
    assert of_type(events, "GameEnding")
    return act(s, 0, "pick venezia-1")[0]


def test_the_last_crest_finishes_the_round_then_a_double_turn_each_from_the_start_player():
    """"Nimmt ein Spieler das letzte Medici-Wappen ..., wird die laufende Runde zu Ende
    gespielt. Anschließend hat jeder Spieler noch einen Doppelzug ..., beginnend beim
    Startspieler"; "Verzichtet ein Spieler auf seinen kompletten Doppelzug, erhält er bei
    Spielende 2 Machtpunkte"."""
    s = _to_the_end(playing(3))
    assert s.ending and s.seat == 1 and not s.double
    s, _ = act(s, 1, "recover")
    s, events = act(s, 2, "recover")
    assert s.double and s.seat == 0 and s.actions_left == 2
    s, _ = act(s, 0, "recover")
    assert s.seat == 0 and s.actions_left == 1  # the second action
    s, _ = act(s, 0, "pass")  # the second action only: no bonus
    s, _ = act(s, 1, "pass")  # the whole double turn
    s, events = act(s, 2, "recover", "recover")
    assert GAME.is_over(s)
    scores = s.result["scores"]
    assert scores[1]["double_turn"] == 2 and scores[0]["double_turn"] == 0
    assert scores[2]["double_turn"] == 0


def test_a_full_track_may_be_entered_in_the_double_turn_at_the_last_fields_cost_and_points():
    """"Während der Doppelzugrunde ist es erlaubt, ein Familienmitglied auf eine vollständige
    besetzte Leiste zu stellen. Die Kosten und die Machtpunkte entsprechen denen, die dem
    letzten Feld der Leiste zugeordnet sind"."""
    s = _to_the_end(playing(3))
    s, _ = act(s, 1, "recover")
    s, _ = act(s, 2, "recover")
    s = arrange(s, up={"vernio": 1}, goods={"florins": 7, "knight": 1, "abbot": 1},
                tracks={**s.tracks, "milano": (1,) * 6})
    s, events = act(s, 0, "province vernio knight+abbot")
    entered = of_type(events, "TrackEntered")[0]
    assert entered.field == 6 and entered.paid["florins"] == 7  # the last field: 7 florins
    assert GAME.view(s, None)["tracks"][0]["fields"][6]["points"] == 3


def test_a_new_council_tile_gives_its_bonus_at_once_in_the_double_turn():
    """"In der Doppelzugrunde wird der Bonus für ein neues Stadtrats-Plättchen sofort
    ausgegeben"."""
    s = _to_the_end(playing(3))
    s, _ = act(s, 1, "recover")
    s, _ = act(s, 2, "recover")
    s = arrange(s, up={"firenze": 1}, goods={"scrolls": 2},
                stacks={**s.stacks, "council": ("council-2",)})
    s, _ = act(s, 0, "office firenze council", "pick council-2")
    assert s.council[0] == ("council-2",) and goods(s)["florins"] == 4


def test_scoring_every_item():
    """Regions 3-10 per member, council 2, nobility 1, 5 for every track, 3 per majority,
    1 per crest (appendix C is tested on its own)."""
    base = playing(2)
    s = arrange(base, tracks={"milano": (0, 1), "venezia": (0,), "chiesa": (0,),
                              "council": (0, 0, 1), "nobility": (1, 0)},
                crests_taken=(2, 0))
    row = GAME.fold([], s)
    from domain.ilvecchio.rules.scoring import scores
    mine, theirs = scores(row)
    # 2 players start at field 2 (index 1): milano 8, venezia 8, chiesa 8
    assert mine["regions"] == 8 + 8 + 8 and theirs["regions"] == 7
    assert mine["council"] == 4 and theirs["council"] == 2
    assert mine["nobility"] == 1 and theirs["nobility"] == 1
    assert mine["all_tracks"] == 5 and theirs["all_tracks"] == 0
    # milano tie 1-1: seat 0 placed all its members there first; nobility tie: seat 1 first
    assert majority(row, "milano") == 0 and majority(row, "nobility") == 1
    assert mine["majorities"] == 3 * 4 and theirs["majorities"] == 3
    assert mine["crests"] == 2


def test_ties_go_to_followers_and_scrolls_then_florins_then_a_shared_victory():
    """"Bei Gleichstand gewinnt, wer in Summe mehr Gefolgsmänner und Schriftrollen ...; ...
    wer mehr Florin ...; ... teilen sich die beteiligten Familien den Sieg"."""
    rows = [{"total": 10, "followers_scrolls": 2, "florins": 1},
            {"total": 10, "followers_scrolls": 3, "florins": 0},
            {"total": 10, "followers_scrolls": 2, "florins": 1}]
    ranking, ranks, winners = rank(rows)
    assert winners == [1] and ranks == [1, 0, 1]
    rows[1]["followers_scrolls"] = 2
    rows[1]["florins"] = 5
    assert rank(rows)[2] == [1]
    rows[1]["florins"] = 1
    assert rank(rows)[2] == [0, 1, 2]
