"""Lorenzo's catalogue in the schema: cards, leaders, tiles and the static board, with every
effect as structured data (kind, amounts, conditions) beside its text, and stable asset ids a
client maps to its own images (`lorenzo.card.57`, `lorenzo.leader.<slug>`,
`lorenzo.excommunication.2-5`, `lorenzo.bonus-tile.3`, `lorenzo.resource.coins`,
`lorenzo.space.market.1`, `lorenzo.member.black`)."""
from __future__ import annotations

from enum import Enum
from functools import cache
from typing import Annotated

import strawberry
from strawberry.scalars import JSON

from domain.lorenzo.catalog import BONUS_TILES, CARDS, EXCOMMUNICATIONS, LEADERS
from domain.lorenzo.catalog import text as catalog_text
from domain.lorenzo.catalog.board import FLOOR_BONUS, FLOOR_VALUES, RESOURCES, TYPES
from domain.lorenzo.catalog.data import raw
from domain.lorenzo.words import asset, resources

F = strawberry.field


@strawberry.enum(description="A development card type (and the tower it appears in).")
class LorenzoCardType(Enum):
    TERRITORY = strawberry.enum_value("territory", description="Green tower.")
    CHARACTER = strawberry.enum_value("character", description="Blue tower.")
    BUILDING = strawberry.enum_value("building", description="Yellow tower.")
    VENTURE = strawberry.enum_value("venture", description="Purple tower.")


@strawberry.enum(description="A tower colour.")
class LorenzoColour(Enum):
    GREEN = strawberry.enum_value("green", description="Territories.")
    BLUE = strawberry.enum_value("blue", description="Characters.")
    YELLOW = strawberry.enum_value("yellow", description="Buildings.")
    PURPLE = strawberry.enum_value("purple", description="Ventures.")


@strawberry.enum(description="A family member (black, white and orange take the dice of "
                             "their colour; the neutral member has value 0).")
class LorenzoMember(Enum):
    BLACK = strawberry.enum_value("black", description="Takes the black die's value.")
    WHITE = strawberry.enum_value("white", description="Takes the white die's value.")
    ORANGE = strawberry.enum_value("orange", description="Takes the orange die's value.")
    NEUTRAL = strawberry.enum_value("neutral", description="Value 0 (raised with servants).")


def _i(v) -> int:
    return int(v or 0)


@strawberry.type(description="An amount of each resource and point kind (0 when absent).")
class LorenzoResources:
    coins: int = F(default=0, description="Coins.")
    wood: int = F(default=0, description="Wood.")
    stone: int = F(default=0, description="Stone.")
    servants: int = F(default=0, description="Servants.")
    military_points: int = F(default=0, description="Military points.")
    faith_points: int = F(default=0, description="Faith points.")
    victory_points: int = F(default=0, description="Victory points.")
    amounts: strawberry.Private[dict | None] = None

    @F(description="The amounts in words, e.g. `2 coins`.")
    def text(self) -> str:
        return resources(self.amounts)  # in words only when asked (a board has dozens)

    @classmethod
    def of(cls, d: dict | None) -> LorenzoResources:
        d = d or {}
        return cls(amounts=d, **{k: _i(d.get(k)) for k in RESOURCES})


def res_or_none(d) -> LorenzoResources | None:
    return LorenzoResources.of(d) if isinstance(d, dict) and d else None


@strawberry.type(description="One way to exchange resources in a production.")
class LorenzoExchangeOption:
    pay: LorenzoResources = F(description="What you pay.")
    gain: list[LorenzoEffect] = F(description="What you get.")


@strawberry.type(description="An effect as data: `kind` names it (gain_resources, "
                             "council_privilege, take_card, harvest_action, exchange, "
                             "action_value_modifier, resource_gain_malus ...); the fields "
                             "that apply to that kind are set, the others null. `data` has "
                             "the catalogue's entry as it is.")
class LorenzoEffect:
    kind: str = F(description="The effect's kind.")
    text: str = F(description="The effect in words.")
    resources: LorenzoResources | None = F(default=None, description="Resources gained (or "
                                                                    "required).")
    resource_kinds: list[str] | None = F(default=None, description="Resource kinds it "
                                                                   "applies to (maluses).")
    count: int | None = F(default=None, description="How many (council privileges).")
    different: bool | None = F(default=None, description="Privileges must differ.")
    card_type: str | None = F(default=None, description="Card type it concerns "
                                                        "(`any` = every type).")
    action: str | None = F(default=None, description="Action it modifies: tower, harvest, "
                                                     "production.")
    area: str | None = F(default=None, description="Action area it concerns.")
    value: int | None = F(default=None, description="Modifier or fixed value.")
    action_value: int | None = F(default=None, description="Action value of the action it "
                                                           "grants or that activates it.")
    amount: int | None = F(default=None, description="Points or count involved.")
    per: LorenzoResources | None = F(default=None, description="Per this many of a resource.")
    discount: LorenzoResources | None = F(default=None, description="Paid less.")
    discount_options: list[LorenzoResources] | None = F(default=None, description="Paid "
                                                                                  "less: one of.")
    members: list[LorenzoMember] | None = F(default=None, description="Family members it "
                                                                      "concerns.")
    floors: list[int] | None = F(default=None, description="Tower floors it concerns.")
    effects: list[LorenzoEffect] | None = F(default=None, description="Nested effects (what "
                                                                      "an activation gives).")
    options: list[LorenzoExchangeOption] | None = F(default=None, description="Exchange "
                                                                              "options.")
    data: JSON = F(description="The catalogue's entry as it is.")


_MEMBERS = {m.value for m in LorenzoMember}


def effect_of(e: dict) -> LorenzoEffect:
    res = e.get("resources")
    members = e.get("members")
    return LorenzoEffect(
        kind=str(e.get("type")), text=catalog_text.effect(e),
        resources=res_or_none(res), resource_kinds=list(res) if isinstance(res, list) else None,
        count=e.get("count"), different=e.get("different"), card_type=e.get("card_type"),
        action=e.get("action"), area=e.get("area"), value=e.get("value"),
        action_value=e.get("action_value"), amount=e.get("amount", e.get("lose")),
        per=res_or_none(e.get("per")), discount=res_or_none(e.get("discount")),
        discount_options=[LorenzoResources.of(d) for d in e["discount_options"]]
        if e.get("discount_options") else None,
        members=[LorenzoMember(m) for m in members if m in _MEMBERS]
        if isinstance(members, list) else None,
        floors=list(e["floors"]) if isinstance(e.get("floors"), list) else None,
        effects=[effect_of(x) for x in e["effects"]] if isinstance(e.get("effects"), list)
        else None,
        options=[LorenzoExchangeOption(pay=LorenzoResources.of(o.get("pay")),
                                       gain=[effect_of(g) for g in o.get("gain", [])])
                 for o in e["options"]] if isinstance(e.get("options"), list) else None,
        data=e)


@strawberry.type(description="One way to pay for a development card.")
class LorenzoCardCost:
    option: int = F(description="1-based; `cost=K` in an action key picks it (ventures).")
    requires: LorenzoResources = F(description="Resources you must have (e.g. military "
                                               "points for some ventures).")
    pay: LorenzoResources = F(description="Resources you pay.")
    text: str = F(description="The cost in words.")


_RAW_CARDS = {c["id"]: c for c in raw()["development_cards"]}


@strawberry.type(description="A development card, identified by its printed number (1-96).")
class LorenzoCard:
    number: int = F(description="Printed number: 1-24 territory, 25-48 building, "
                                "49-72 character, 73-96 venture.")

    @F(description="Stable asset id, e.g. `lorenzo.card.57`.")
    def asset_id(self) -> str:
        return asset("card", self.number)

    @F(description="Slug of the English name, e.g. `commercial-hub`.")
    def slug(self) -> str:
        return CARDS[self.number].slug

    @F(description="English name.")
    def name(self) -> str:
        return CARDS[self.number].name

    @F(description="Card type.")
    def type(self) -> LorenzoCardType:
        return LorenzoCardType(CARDS[self.number].type)

    @F(description="Tower colour the card appears in.")
    def colour(self) -> LorenzoColour:
        return LorenzoColour(CARDS[self.number].colour)

    @F(description="Period (1-3) whose deck holds the card.")
    def period(self) -> int:
        return CARDS[self.number].period

    @F(description="Alternative costs (choose one when taking it); empty when free.")
    def costs(self) -> list[LorenzoCardCost]:
        return [LorenzoCardCost(option=i, requires=LorenzoResources.of(c.requires or c.pay),
                                pay=LorenzoResources.of(c.pay), text=catalog_text.cost(c))
                for i, c in enumerate(CARDS[self.number].costs, 1)]

    @F(description="Effects applied when the card is taken.")
    def immediate_effects(self) -> list[LorenzoEffect]:
        return [effect_of(e) for e in _RAW_CARDS[self.number]["immediate_effects"]]

    @F(description="Permanent effects: harvest/production activation (with its value and "
                   "nested effects), tower bonuses, end-game points ...")
    def permanent_effects(self) -> list[LorenzoEffect]:
        return [effect_of(e) for e in _RAW_CARDS[self.number]["permanent_effects"]]

    @F(description="Harvest (territory) or production (building) value needed to activate "
                   "the card; null for other types.")
    def activation_value(self) -> int | None:
        return CARDS[self.number].activation_value

    @F(description="Victory points at the end of the game (ventures).")
    def end_victory_points(self) -> int:
        return CARDS[self.number].end_vp

    @F(description="The whole card in words: cost, immediate and permanent effects.")
    def text(self) -> str:
        return catalog_text.card_text(CARDS[self.number])


def card(number) -> LorenzoCard | None:
    if isinstance(number, dict):
        number = number.get("number")
    return None if number is None or number not in CARDS else _card(int(number))


@cache
def _card(number: int) -> LorenzoCard:
    """One object per card, shared by every answer (read only: its fields come from the
    catalogue): a view names about forty cards, and each was built again per read."""
    return LorenzoCard(number=number)


@strawberry.type(description="Cards of one type a leader needs.")
class LorenzoCardCount:
    type: LorenzoCardType = F(description="Card type.")
    count: int = F(description="How many.")


@strawberry.type(description="A leader card (advanced game).")
class LorenzoLeader:
    slug: str = F(description="Slug of the English name, e.g. `francesco-sforza`.")

    @F(description="Stable asset id, e.g. `lorenzo.leader.francesco-sforza`.")
    def asset_id(self) -> str:
        return asset("leader", self.slug)

    @F(description="English name.")
    def name(self) -> str:
        return LEADERS[self.slug].name

    @F(description="The leader's ability in words.")
    def text(self) -> str:
        return LEADERS[self.slug].text

    @F(description="What you need to play it, in words (held, not paid).")
    def requirements(self) -> str:
        lead = LEADERS[self.slug]
        parts = [f"{n} {t} cards" for t, n in lead.cards.items()]
        if lead.same_type:
            parts.append(f"{lead.same_type} cards of one type")
        if lead.resources:
            parts.append(resources(lead.resources))
        return ", ".join(parts) or "nothing"

    @F(description="Cards needed, by type.")
    def required_cards(self) -> list[LorenzoCardCount]:
        return [LorenzoCardCount(type=LorenzoCardType(t), count=n)
                for t, n in LEADERS[self.slug].cards.items()]

    @F(description="Cards of one (any) type needed (Lucrezia Borgia), else 0.")
    def required_same_type(self) -> int:
        return LEADERS[self.slug].same_type

    @F(description="Resources needed (held, not paid).")
    def required_resources(self) -> LorenzoResources:
        return LorenzoResources.of(LEADERS[self.slug].resources)

    @F(description="Whether its ability is used once per round (else permanent).")
    def once_per_round(self) -> bool:
        return bool(LEADERS[self.slug].once_per_round)

    @F(description="The ability as data.")
    def abilities(self) -> list[LorenzoEffect]:
        return [effect_of(e) for e in LEADERS[self.slug].ability]


def leader(slug) -> LorenzoLeader | None:
    return None if slug is None or slug not in LEADERS else LorenzoLeader(slug=str(slug))


@strawberry.type(description="An excommunication tile, id `<period>-<n>`.")
class LorenzoExcommunicationTile:
    id: str = F(description="Tile id, e.g. `2-5`.")

    @F(description="Stable asset id, e.g. `lorenzo.excommunication.2-5`.")
    def asset_id(self) -> str:
        return asset("excommunication", self.id)

    @F(description="Period (1-3) of the Vatican report that can apply it.")
    def period(self) -> int:
        return EXCOMMUNICATIONS[self.id].period

    @F(description="Its lasting penalty, in words.")
    def text(self) -> str:
        return EXCOMMUNICATIONS[self.id].text

    @F(description="Its penalty as data.")
    def effects(self) -> list[LorenzoEffect]:
        return [effect_of(e) for e in EXCOMMUNICATIONS[self.id].effects]


@strawberry.type(description="A personal bonus tile: what its owner gains from the personal "
                             "harvest and production bonus (value 1).")
class LorenzoBonusTile:
    id: int = F(description="Tile number (0 = the basic game's standard tile).")

    @F(description="Stable asset id, e.g. `lorenzo.bonus-tile.3`.")
    def asset_id(self) -> str:
        return asset("bonus-tile", self.id)

    @F(description="Resources gained on a harvest action.")
    def harvest(self) -> LorenzoResources:
        return LorenzoResources.of(BONUS_TILES[self.id].harvest)

    @F(description="Resources gained on a production action.")
    def production(self) -> LorenzoResources:
        return LorenzoResources.of(BONUS_TILES[self.id].production)


# -- the static board ----------------------------------------------------------------------------

_B = raw()["board"]
_AREAS = {"harvest_single": "harvest.1", "harvest_multiple": "harvest.2",
          "production_single": "production.1", "production_multiple": "production.2"}


@strawberry.type(description="A tower floor's fixed data.")
class LorenzoFloorRule:
    floor: int = F(description="Floor 1-4.")
    space: str = F(description="Action-space id, e.g. `tower.green.3`.")
    action_value: int = F(description="Value needed to place here (1, 3, 5, 7).")
    bonus: LorenzoResources = F(description="What placing here gives besides the card.")


@strawberry.type(description="A tower's fixed data.")
class LorenzoTowerRule:
    colour: LorenzoColour = F(description="Tower colour.")
    card_type: LorenzoCardType = F(description="The cards it holds.")
    floors: list[LorenzoFloorRule] = F(description="Floors 1 to 4.")


@strawberry.type(description="A non-tower action space's fixed data.")
class LorenzoSpaceRule:
    space: str = F(description="Action-space id: market.1-4, council, harvest.1/2, "
                               "production.1/2.")
    asset_id: str = F(description="Stable asset id, e.g. `lorenzo.space.market.1`.")
    name: str = F(description="The space in words, with what it gives.")
    action_value: int = F(description="Value needed to place here.")
    capacity: int | None = F(description="Members it holds (null: any number).")
    min_players: int = F(description="Open from this many players.")
    value_modifier: int = F(description="Added to the action's value (large spaces: -3).")
    rewards: list[LorenzoEffect] = F(description="What placing here gives.")


@strawberry.type(description="A council privilege option.")
class LorenzoPrivilege:
    option: int = F(description="Its number (`privilege <n>`).")
    gain: LorenzoResources = F(description="What it gives.")


@strawberry.type(description="A resource or point kind.")
class LorenzoResourceKind:
    id: str = F(description="Coins, wood, stone, servants, military_points, faith_points, "
                            "victory_points.")
    asset_id: str = F(description="Stable asset id, e.g. `lorenzo.resource.coins`.")
    name: str = F(description="English name.")


@strawberry.type(description="The board and scoring rules, as data.")
class LorenzoBoardRules:
    towers: list[LorenzoTowerRule] = F(description="The four towers, left to right.")
    spaces: list[LorenzoSpaceRule] = F(description="Market, council, harvest and production "
                                                   "spaces.")
    council_privileges: list[LorenzoPrivilege] = F(description="The five privileges.")
    tower_fee: int = F(description="Coins to place in a tower someone already occupies.")
    faith_track: list[int] = F(description="Victory points for 0, 1, 2 ... faith points at "
                                           "a Vatican report (15+ scores the last).")
    vatican_thresholds: list[int] = F(description="Faith points needed to support the "
                                                  "Church in periods 1, 2 and 3.")
    territory_military_requirements: list[int] = F(description="Military points needed for "
                                                               "the 1st, 2nd ... territory.")
    max_cards_per_type: int = F(description="Cards of one type a player may hold.")
    territory_victory_points: list[int] = F(description="End points for 0, 1 ... territories.")
    character_victory_points: list[int] = F(description="End points for 0, 1 ... "
                                                        "characters.")
    military_first: int = F(description="End points for the most military points.")
    military_second: int = F(description="End points for the second most.")
    resources_per_victory_point: int = F(description="Coins, wood, stone and servants per "
                                                     "end point.")
    servants_per_value_point: int = F(description="Servants paid per +1 action value.")
    starting_resources: LorenzoResources = F(description="What each player starts with "
                                                         "(besides coins).")
    starting_coins: list[int] = F(description="Coins of the 1st, 2nd ... player in turn "
                                              "order.")
    resources: list[LorenzoResourceKind] = F(description="Resource and point kinds.")


def _table(d: dict) -> list[int]:
    return [d[str(i)] for i in range(len(d))]


def board_rules() -> LorenzoBoardRules:
    towers = [LorenzoTowerRule(
        colour=LorenzoColour(t["colour"]), card_type=LorenzoCardType(t["card_type"]),
        floors=[LorenzoFloorRule(floor=f, space=f"tower.{t['colour']}.{f}",
                                 action_value=FLOOR_VALUES[f - 1],
                                 bonus=LorenzoResources.of(FLOOR_BONUS[(t["colour"], f)]))
                for f in (1, 2, 3, 4)]) for t in _B["towers"]]
    spaces = [LorenzoSpaceRule(space=f"market.{m['id']}", asset_id=asset("space", f"market.{m['id']}"),
                               name=_space_name(f"market.{m['id']}"),
                               action_value=m["action_value"], capacity=m["capacity"],
                               min_players=m["min_players"], value_modifier=0,
                               rewards=[effect_of(e) for e in m["reward"]])
              for m in _B["market"]]
    c = _B["council_palace"]
    spaces.append(LorenzoSpaceRule(space="council", asset_id=asset("space", "council"),
                                   name=_space_name("council"), action_value=c["action_value"],
                                   capacity=c["capacity"], min_players=2, value_modifier=0,
                                   rewards=[effect_of(e) for e in c["reward"]]))
    for a in _B["harvest_area"] + _B["production_area"]:
        sp = _AREAS[a["id"]]
        spaces.append(LorenzoSpaceRule(space=sp, asset_id=asset("space", sp),
                                       name=_space_name(sp), action_value=a["action_value"],
                                       capacity=a["capacity"], min_players=a["min_players"],
                                       value_modifier=a["action_value_modifier"], rewards=[]))
    scoring = _B["end_game_scoring"]
    start = _B["starting_resources"]
    return LorenzoBoardRules(
        towers=towers, spaces=spaces,
        council_privileges=[LorenzoPrivilege(option=o["id"],
                                              gain=LorenzoResources.of(o["resources"]))
                            for o in _B["council_privilege_options"]],
        tower_fee=_B["occupied_tower_extra_cost"]["coins"],
        faith_track=list(_B["faith_track_victory_points"]),
        vatican_thresholds=[_B["vatican_report"]["faith_points_required"][str(p)]
                            for p in (1, 2, 3)],
        territory_military_requirements=list(_B["territory_slot_military_requirement"]),
        max_cards_per_type=_B["max_cards_per_type"],
        territory_victory_points=_table(scoring["territory_cards_victory_points"]),
        character_victory_points=_table(scoring["character_cards_victory_points"]),
        military_first=scoring["military_ranking"]["first"],
        military_second=scoring["military_ranking"]["second"],
        resources_per_victory_point=scoring["resources"]["per_total_of"],
        servants_per_value_point=int(_B.get("servants_per_action_value_point", 1)),
        starting_resources=LorenzoResources.of(start["each_player"]),
        starting_coins=[start["coins_by_turn_order"][str(i)] for i in (1, 2, 3, 4)],
        resources=[LorenzoResourceKind(id=r, asset_id=asset("resource", r),
                                       name=r.replace("_", " ")) for r in RESOURCES])


def _space_name(space: str) -> str:
    from domain.lorenzo.words import space_name

    return space_name(space)


@strawberry.type(description="Lorenzo il Magnifico's components and rules as data.")
class LorenzoCatalogue:
    @F(description="The development cards, by number.")
    def cards(self, type: Annotated[LorenzoCardType | None, strawberry.argument(
                  description="Only this card type.")] = None,
              period: Annotated[int | None, strawberry.argument(
                  description="Only this period (1-3).")] = None) -> list[LorenzoCard]:
        from api.errors import ApiError

        if period is not None and period not in (1, 2, 3):
            raise ApiError("bad_input", "period is 1, 2 or 3")
        return [LorenzoCard(number=c.id) for c in sorted(CARDS.values(), key=lambda c: c.id)
                if (type is None or c.type == type.value)
                and (period is None or c.period == period)]

    @F(description="The 20 leader cards.")
    def leaders(self) -> list[LorenzoLeader]:
        return [LorenzoLeader(slug=s) for s in sorted(LEADERS, key=lambda s: LEADERS[s].id)]

    @F(description="The 21 excommunication tiles.")
    def excommunication_tiles(self) -> list[LorenzoExcommunicationTile]:
        return [LorenzoExcommunicationTile(id=i) for i in sorted(EXCOMMUNICATIONS)]

    @F(description="The personal bonus tiles (0 = basic game).")
    def bonus_tiles(self) -> list[LorenzoBonusTile]:
        return [LorenzoBonusTile(id=i) for i in sorted(BONUS_TILES)]

    @F(description="The board and scoring rules.")
    def board(self) -> LorenzoBoardRules:
        return board_rules()

    @F(description="The card types in tower order.")
    def card_types(self) -> list[LorenzoCardType]:
        return [LorenzoCardType(t) for t in TYPES]
