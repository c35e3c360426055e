"""Phases 8 and 9 and the end of the game (KSR "8) Spielereihenfolge", "9) Ende der Runde",
"Ende des Spiels"), against the text."""
from domain.florenza.catalog import PEOPLE
from domain.florenza.rules import end_of_round, offices, scoring
from domain.florenza.tx import Tx
from tests.unit.florenza.scenario import arrange, goods, new, of_type, quarter


def _offices(s):
    tx = Tx(s)
    offices.name_offices(tx)
    return tx.state, of_type(tx.events, "OfficesNamed")[0]


def test_highest_fame_becomes_captain_banks_certificates_and_resets():
    """"Der Spieler mit höchstem Ruhmespunktestand wird neuer Hauptmann ... nimmt sich
    Ruhmespunkt-Zertifikate in Höhe seines aktuellen Punktestands. setzt seinen Anzeiger auf
    Feld "0" ... zurück"."""
    s = arrange(new(3), fame=(4, 9, 2), certificates=(0, 3, 0))
    s, e = _offices(s)
    assert e.captain == 1 and e.certificates == 9
    assert s.certificates == (0, 12, 0) and s.fame == (4, 0, 2) and s.captain == 1


def test_a_tie_gives_nobody_the_office():
    """"Patt: Niemand erhält dieses Amt"."""
    s, e = _offices(arrange(new(3), fame=(5, 5, 2), bishop_pts=(4, 4, 0), captain=2))
    assert e.captain is None and e.bishop is None and s.captain is None


def test_no_captain_without_fame():
    """Certificates are taken "in Höhe seines aktuellen Punktestands": at 0 or below there is
    nothing to bank (rules notes, decision 17)."""
    assert _offices(arrange(new(2), fame=(0, -2)))[1].captain is None


def test_bishop_needs_the_most_bishop_points_and_at_least_3():
    """"Der Spieler mit höchstem Bischofspunktestand (mind. 3) wird neuer Bischof"."""
    assert _offices(arrange(new(2), bishop_pts=(2, 0)))[1].bishop is None
    s, e = _offices(arrange(new(2), bishop_pts=(3, 1)))
    assert e.bishop == 0 and e.cardinal is None and s.bishop_pts == (3, 1)


def test_cardinal_when_re_elected_or_with_10_bishop_points():
    """"Wird ein Spieler (der Bischof ist) erneut Bischof ODER er hat >= 10 Bischofspunkte,
    erhält er sofort 5 Ruhmespunkte. setzt er seinen Anzeiger auf Feld "0" der
    Bischofspunkte-Anzeige zurück"."""
    s, e = _offices(arrange(new(2), bishop_pts=(4, 1), bishop=0, fame=(0, 3)))
    assert e.cardinal == 0 and s.fame == (5, 0) and s.bishop_pts == (0, 1)
    s, e = _offices(arrange(new(2), bishop_pts=(10, 1), fame=(0, 3)))
    assert e.cardinal == 0 and s.fame[0] == 5


def test_captain_starts_bishop_second_the_others_keep_their_order():
    """"Der Hauptmann wird Startspieler, der Bischof zweiter, alle anderen behalten ihre
    Reihenfolge"."""
    s = arrange(new(4), order=(0, 1, 2, 3), fame=(0, 1, 0, 7), bishop_pts=(0, 0, 5, 0))
    assert _offices(s)[1].order == [3, 2, 0, 1]


def test_captain_and_bishop_in_one_family_starts_and_every_family_keeps_a_turn():
    """The same text when one family wins both offices: it starts, "alle anderen behalten ihre
    Reihenfolge", so each family is in the order once (phase 4 places in that order: the order
    once named the family twice and the last family had no turn)."""
    s = arrange(new(4), order=(0, 1, 2, 3), fame=(0, 1, 0, 7), bishop_pts=(0, 0, 1, 5))
    s, e = _offices(s)
    assert e.captain == 3 and e.bishop == 3
    assert e.order == [3, 0, 1, 2] and list(s.order) == [3, 0, 1, 2]


def test_end_of_round_everyone_returns_people_move_down_and_new_ones_arrive():
    """"Vom Bischof verbannte oder vom Hauptmann bewachte Personen kehren zurück ... Personen
    unter der Karte "Leben in Florenz" Nr. 1 sind aus dem Spiel zu nehmen. Alle anderen
    Personen wandern zur nächstniedrigeren Karte ... die gleiche Anzahl neuer Personen aus dem
    Beutel gezogen und deren Karten unter die auf ihnen genannte Karte ... gelegt"."""
    s = new(2)
    named = [p for p in s.people if not PEOPLE[p].nameless]
    leaving, staying = named[0], named[1]
    people = {**s.people, leaving: 1, staying: 4}
    s = arrange(s, round=3, people=people, busy={staying: "banished"}, guarded=1,
                market=(0,), area=(2, 1), pulpits={"0:church": ("innominato-1", 0)})
    reserve = s.reserve
    tx = Tx(s)
    end_of_round.end_round(tx)
    s2, e = tx.state, tx.events[0]
    drawn = s.bag[0]
    assert e.left == [leaving] and e.drawn == [{"person": drawn, "card": PEOPLE[drawn].card}]
    assert leaving not in s2.people and s2.people[staying] == 3 and s2.people[drawn] == \
        PEOPLE[drawn].card
    assert s2.people["innominato-1"] == 2  # the nameless stay at card II
    assert s2.busy == {} and s2.guarded is None and s2.pulpits == {} and s2.market == ()
    assert s2.reserve == (reserve[0] + 2 + 1 + 1, reserve[1] + 1 + 1) and s2.area == (0, 0)


def test_end_scoring_adds_every_item_of_the_text():
    """"+1 SP für jeden Ruhmespunkt in Form von Zertifikaten; +1 SP in Höhe der Ruhmespunkte;
    +1 SP wenn er Hauptmann / Bischof in Phase 8 der letzten Runde war; +1 SP für je 3
    Materialien; +1 SP für je 300 Florin; -1 SP pro unbebautem Feld; -1 SP pro unvollendetem
    Kunstwerk (Palazzo/Chiesa); -4 SP wenn er keinerlei Kunstwerk im Palazzo / in der Chiesa
    vollendet hat"."""
    s = arrange(new(2), certificates=(20, 0), fame=(3, -2), captain=0, bishop=0,
                goods={0: goods(marble=4, gold=3)}, florins={0: 950},
                quarters={0: quarter(("cava", True, None), ("casa", True, None),
                                     ("zecca", True, None))},
                works={"0:palace.1": 0, "0:palace.2": 0, "duomo.1": 0})
    sc = scoring.score(s, 0)
    assert sc["certificates"] == 20 and sc["fame"] == 3 and sc["captain"] == sc["bishop"] == 1
    assert sc["materials"] == 2 and sc["florins"] == 3 and sc["empty_fields"] == -2
    assert sc["unfinished_works"] == -6 and sc["no_palace_work"] == 0
    assert sc["no_church_work"] == -4 and sc["total"] == 20 + 3 + 2 + 2 + 3 - 2 - 6 - 4
    other = scoring.score(s, 1)
    assert other["no_palace_work"] == other["no_church_work"] == -4
    assert other["empty_fields"] == -5 and other["unfinished_works"] == -8


def test_ties_most_materials_then_most_money_then_shared():
    """"Patt: Beteiligter mit meisten Materialien siegt. Danach: mehr Geld. Danach: geteilter
    Sieg"."""
    def sc(total, m, f):
        return {"total": total, "tiebreak": [m, f]}
    assert scoring.rank([sc(10, 3, 0), sc(10, 4, 0)])[2] == [1]
    assert scoring.rank([sc(10, 4, 900), sc(10, 4, 300)])[2] == [0]
    ranking, ranks, winners = scoring.rank([sc(10, 4, 300), sc(10, 4, 300), sc(2, 9, 9)])
    assert winners == [0, 1] and ranks == [0, 0, 2] and ranking == [0, 1, 2]
