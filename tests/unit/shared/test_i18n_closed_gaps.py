"""What docs/i18n-gaps.md no longer lists, said in German and Italian: Il Vecchio's tile
effects (German in the words of the rule text's appendix) and travel costs, Florenza's people
arriving with their cards, shortages and works of art, Lorenzo's excommunication tiles in
Italian. The events are those stored before (their shape is unchanged): a log row reads them
anew, so old games read in the new templates, and their English is the same as before."""
from __future__ import annotations

from domain import games
from domain.shared import i18n
from domain.shared.messages import stored


def said(game: str, m, language: str) -> str:
    decider = games.get(game)
    return i18n.render(i18n.localise(stored(m, game), decider.translations(language)))


def event(game: str, d: dict, language: str) -> str:
    return said(game, games.get(game).message(d), language)


def test_il_vecchio_tile_effects_in_the_rule_texts_words():
    from domain.ilvecchio.describe import action_text

    take = action_text("choose", {"tile": "council-5"})
    assert said("ilvecchio", take, "en") == \
        "Take council-5: Who takes 1 knight takes 1 more knight."
    # rule text, appendix B: "Wer 1 Ritter nimmt, erhält zusätzlich 1 weiteren Ritter."
    assert said("ilvecchio", take, "de") == \
        "council-5 nehmen: Wer 1 Ritter nimmt, erhält zusätzlich 1 weiteren Ritter."
    assert said("ilvecchio", take, "it") == \
        "Prendi council-5: Chi prende 1 cavaliere prende 1 cavaliere in più."
    use = action_text("use", {"tile": "milano-6", "args": []})
    # appendix A: "Der Spieler erhält 1 Bischof und 1 Kutsche."
    assert said("ilvecchio", use, "de") == "milano-6 nutzen: 1 Bischof und 1 Kutsche erhalten."
    assert said("ilvecchio", use, "it") == "Usa milano-6: Prendi 1 vescovo e 1 carrozza."
    # appendix C: "Der Spieler erhält 2 MP für jedes Familienmitglied im Stadtrat."
    table = games.get("ilvecchio").translations("de")["names"]["tile_effect"]
    assert table["nobility-5"] == "2 Machtpunkte für jedes Familienmitglied im Stadtrat."


def test_il_vecchio_travel_costs_and_tile_reasons():
    travel = {"type": "Travelled", "seat": 0, "origin": "prato", "town": "vernio",
              "coach": False, "florins": 2}
    assert event("ilvecchio", travel, "en") == "Seat 0 travels from Prato to Vernio for 2 florins"
    assert event("ilvecchio", travel, "de") == "Platz 0 reist für 2 Florin von Prato nach Vernio"
    assert event("ilvecchio", {**travel, "florins": 1}, "it") == \
        "Posto 0 viaggia da Prato a Vernio per 1 fiorino"
    coach = {**travel, "coach": True, "florins": 0}
    assert event("ilvecchio", coach, "de") == \
        "Platz 0 reist von Prato nach Vernio (mit der Kutsche)"
    gained = {"type": "GoodsChanged", "seat": 1, "delta": {"scrolls": 1}, "reason": "council-1"}
    assert event("ilvecchio", gained, "en") == "Seat 1 takes 1 scroll (council-1)"
    assert event("ilvecchio", gained, "it") == "Posto 1 prende 1 pergamena (council-1)"


def test_florenza_people_arrive_with_their_cards_named_in_each_language():
    ended = {"type": "RoundEnded", "round": 3, "left": ["savonarola"],
             "drawn": [{"person": "giotto", "card": 5}, {"person": "leonardo", "card": 7}]}
    assert event("florenza", ended, "en") == (
        "Round 3 ends. Leaving Florence: Girolamo Savonarola. Arriving: Giotto (card 5), "
        "Leonardo da Vinci (card 7)")
    assert event("florenza", ended, "de") == (
        "Runde 3 endet. Abreise aus Florenz: Girolamo Savonarola. Ankunft: Giotto (Karte 5), "
        "Leonardo da Vinci (Karte 7)")
    assert event("florenza", ended, "it") == (
        "Fine del round 3. Partenze da Firenze: Girolamo Savonarola. Arrivi: Giotto (carta 5), "
        "Leonardo da Vinci (carta 7)")
    # one person or nobody reads right too (labels, not a verb to agree with them)
    nobody = {"type": "RoundEnded", "round": 3, "left": [], "drawn": []}
    assert event("florenza", nobody, "de") == \
        "Runde 3 endet. Abreise aus Florenz: niemand. Ankunft: niemand"
    assert event("florenza", nobody, "en") == \
        "Round 3 ends. Leaving Florence: nobody. Arriving: nobody"


def test_florenza_shortages_and_works_of_art():
    income = {"type": "IncomeRolled", "die": [2], "material": "gold",
              "shortage": ["marble", "wood"]}
    assert event("florenza", income, "en") == "The income die shows 2: everyone gets 1 gold " \
                                              "(marble, wood short: 100 florins each instead)"
    assert event("florenza", income, "de") == "Der Einkommenswürfel zeigt 2: alle erhalten 1 " \
                                              "Gold (Marmor, Holz fehlt: stattdessen je 100 Florin)"
    assert event("florenza", income, "it") == "Il dado delle entrate mostra 2: tutti ricevono " \
                                              "1 oro (marmo, legno esaurito: 100 fiorini " \
                                              "ciascuno invece)"
    planned = {"type": "ArtPlanned", "seat": 0, "art": "1:palace.2", "artist": "giotto"}
    assert event("florenza", planned, "en") == "Seat 0 plans a work on Seat 1's palace, field 2 " \
                                               "with Giotto"
    assert event("florenza", planned, "de") == "Platz 0 plant ein Werk auf Feld 2 (Palast von " \
                                               "Platz 1) mit Giotto"
    failed = {"type": "WorkFailed", "seat": 2, "art": "duomo.1", "fame_lost": 2}
    assert event("florenza", failed, "en") == "Seat 2 fails the work on Santa Maria del Fiore, " \
                                              "Predicatore and loses 2 fame"
    assert event("florenza", failed, "it") == "Posto 2 fallisce l'opera in Santa Maria del " \
                                              "Fiore, Predicatore, e perde 2 punti fama"


def test_lorenzo_excommunication_tiles_in_italian():
    accepted = {"type": "Excommunicated", "seat": 1, "tile": "2-5", "forced": False}
    m = games.get("lorenzo").message(accepted)
    assert m.template == "{player} accepts excommunication: {tile}"
    assert said("lorenzo", m, "it") == ("Posto 1 accetta la scomunica: tessera Scomunica 2-5 "
                                        "(Non puoi piazzare familiari negli spazi azione del "
                                        "Mercato)")
    # the German one from the rule text's appendix, as before
    assert said("lorenzo", m, "de") == (
        "Platz 1 nimmt die Exkommunikation an: Exkommunikationsplättchen 2-5 (Der Spieler kann "
        "seine Familienmitglieder nicht auf die Aktionsfelder des Marktes setzen)")
    italian = games.get("lorenzo").translations("it")["names"]["excommunication"]
    assert len(italian) == 21
