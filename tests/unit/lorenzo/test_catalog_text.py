"""Every effect of every card, leader and excommunication tile reads as words (the API's
`LorenzoEffect.text`, the web client's card faces), checked against the rule text's wording."""
from __future__ import annotations

from domain.lorenzo.catalog import CARDS, EXCOMMUNICATIONS, LEADERS
from domain.lorenzo.catalog.text import _TEXTS, card_text, effect
from domain.lorenzo.legal import _exchange


def _all_effects():
    from api.schema.games.lorenzo.catalogue import _RAW_CARDS

    def walk(e):
        yield e
        for x in e.get("effects") or ():
            yield from walk(x)
        for o in e.get("options") or ():
            for g in o.get("gain", ()):
                yield from walk(g)

    for c in _RAW_CARDS.values():
        for e in c["immediate_effects"] + c["permanent_effects"]:
            yield from walk(e)
    for lead in LEADERS.values():
        for e in lead.ability:
            yield from walk(e)
    for x in EXCOMMUNICATIONS.values():
        for e in x.effects:
            yield from walk(e)


def test_every_effect_type_has_words_not_a_field_dump():
    for e in _all_effects():
        assert e["type"] in _TEXTS, e
        text = effect(e)
        assert "_" not in text and "{" not in text and "'" not in text.replace("cards'", ""), text


def test_effects_read_as_the_rule_text_says():
    # Excommunication I/1: "each time you receive military points ... you receive 1 less"
    assert effect({"type": "resource_gain_malus", "resources": ["military_points"],
                   "amount": 1, "per_source": True}).startswith(
        "each time you gain military points")
    assert effect({"type": "harvest", "action_value": 1, "effects": [
        {"type": "gain_resources", "resources": {"coins": 1}}]}) == \
        "Harvest (value 1): gain 1 coin"
    assert effect({"type": "action_value_modifier", "action": "tower", "card_type": "building",
                   "value": 2, "discount_options": [{"wood": 1}, {"stone": 1}]}) == \
        "+2 to the value of actions taking building cards, paying 1 wood or 1 stone less"
    assert effect({"type": "take_card", "card_type": "any", "action_value": 4}) == \
        "take a card of any type at action value 4"
    assert effect({"type": "end_game_lose_victory_points", "timing": "before_final_scoring",
                   "lose": 1, "per": {"victory_points": 5}}) == \
        "at the end of the game, lose 1 victory point for every 5 victory points you have"


def test_a_card_text_names_cost_and_effects():
    for card in CARDS.values():
        text = card_text(card)
        assert text.startswith("Cost: ") and ("Immediate: " in text or "Permanent: " in text)


def test_an_exchange_for_a_council_privilege_says_how_many():
    found = 0
    for number in CARDS:
        for i in (1, 2):
            try:
                a = _exchange(number, i)
            except (IndexError, KeyError, TypeError):
                continue
            if "privilege" in a.description:
                assert a.fields["privileges"] >= 1, a
                assert " for " in a.description
                found += 1
            else:
                assert a.fields["privileges"] == 0
    assert found  # the catalogue has such exchanges
