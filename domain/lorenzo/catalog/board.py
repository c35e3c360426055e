"""Board constants: resources, tower floors and bonuses, market, privileges, faith track."""
from domain.lorenzo.catalog.data import raw

_B = raw()["board"]

RESOURCES = ("coins", "wood", "stone", "servants", "military_points", "faith_points",
             "victory_points")
GOODS = ("coins", "wood", "stone", "servants")  # what counts for 1 VP per 5 at the end

TYPES = ("territory", "character", "building", "venture")
COLOUR_OF_TYPE = {"territory": "green", "character": "blue", "building": "yellow",
                  "venture": "purple"}
TYPE_OF_COLOUR = {c: t for t, c in COLOUR_OF_TYPE.items()}
COLOURS = ("green", "blue", "yellow", "purple")

FLOOR_VALUES = (1, 3, 5, 7)


def _floor_bonus() -> dict:
    out = {}
    for tower in _B["towers"]:
        for f in tower["floors"]:
            res = {}
            for eff in f["bonus"]:
                for k, v in eff["resources"].items():
                    res[k] = res.get(k, 0) + v
            out[(tower["colour"], f["floor"])] = res
            assert f["action_value"] == FLOOR_VALUES[f["floor"] - 1]
    return out


FLOOR_BONUS: dict = _floor_bonus()  # (colour, floor) -> resources
TOWER_FEE = _B["occupied_tower_extra_cost"]["coins"]

MARKET_REWARDS = {m["id"]: m["reward"] for m in _B["market"]}
# the player counts the board is laid out for (2 to 4)
PLAYER_COUNTS = tuple(sorted(int(n) for n in _B["player_count_availability"]))
MIN_PLAYERS, MAX_PLAYERS = PLAYER_COUNTS[0], PLAYER_COUNTS[-1]
MARKET_MIN_PLAYERS = {m["id"]: m["min_players"] for m in _B["market"]}
COUNCIL_REWARD = _B["council_palace"]["reward"]
PRIVILEGE_OPTIONS = {o["id"]: o["resources"] for o in _B["council_privilege_options"]}
FAITH_TRACK_VP = tuple(_B["faith_track_victory_points"])
VATICAN_THRESHOLD = {int(k): v for k, v in _B["vatican_report"]["faith_points_required"].items()}
TERRITORY_MILITARY = tuple(_B["territory_slot_military_requirement"])
MAX_CARDS_PER_TYPE = _B["max_cards_per_type"]
_S = _B["end_game_scoring"]
TERRITORY_VP = {int(k): v for k, v in _S["territory_cards_victory_points"].items()}
CHARACTER_VP = {int(k): v for k, v in _S["character_cards_victory_points"].items()}
MILITARY_FIRST = _S["military_ranking"]["first"]
MILITARY_SECOND = _S["military_ranking"]["second"]
RESOURCES_PER_VP = _S["resources"]["per_total_of"]
START_EACH = _B["starting_resources"]["each_player"]
START_COINS = {int(k): v for k, v in _B["starting_resources"]["coins_by_turn_order"].items()}
LEADERS_PER_PLAYER = _B["leader_cards"]["dealt_per_player"]
LARGE_SPACE_MODIFIER = -3


def faith_vp(faith: int) -> int:
    """Victory points over the faith-track space (the track ends at 15)."""
    return FAITH_TRACK_VP[min(max(faith, 0), len(FAITH_TRACK_VP) - 1)]
