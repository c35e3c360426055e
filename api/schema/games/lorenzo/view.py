"""Lorenzo's view of a game in the schema (`Game.view` when `game` is LORENZO): the board
(towers in board order, spaces with their occupants, dice, tiles), every player's board, and
once the game is over the score breakdown and the revealed decks."""
from __future__ import annotations

from functools import cache

import strawberry

from api.schema.games.lorenzo.catalogue import (
    LorenzoBonusTile,
    LorenzoCard,
    LorenzoCardType,
    LorenzoColour,
    LorenzoExcommunicationTile,
    LorenzoLeader,
    LorenzoMember,
    LorenzoResources,
    card,
    leader,
)
from api.schema.plain import ByContent
from domain.lorenzo.catalog import TYPE_OF_COLOUR
from domain.lorenzo.catalog.board import FLOOR_BONUS, FLOOR_VALUES, TYPES
from domain.lorenzo.words import space_name

F = strawberry.field


def _i(v) -> int:
    return int(v or 0)


@strawberry.type(description="A family member standing on an action space.")
class LorenzoOccupant:
    seat: int = F(description="Seat of the member's owner.")
    member: LorenzoMember = F(description="Which member.")


def occupants(raw) -> list[LorenzoOccupant]:
    return [LorenzoOccupant(seat=int(o[0]), member=LorenzoMember(o[1])) for o in raw or ()]


@strawberry.type(description="A floor of a tower: an action space with a card.")
class LorenzoTowerFloor:
    floor: int = F(description="Floor 1-4.")
    space: str = F(description="Action-space id, e.g. `tower.green.3`.")
    action_value: int = F(description="Value needed (1, 3, 5, 7).")
    bonus: LorenzoResources = F(description="What placing here gives besides the card.")
    card: LorenzoCard | None = F(description="The card offered; null once taken.")
    occupants: list[LorenzoOccupant] = F(description="Family members placed here.")


@strawberry.type(description="One of the four towers.")
class LorenzoTower:
    colour: LorenzoColour = F(description="Tower colour.")
    card_type: LorenzoCardType = F(description="The cards it holds.")
    floors: list[LorenzoTowerFloor] = F(description="Floors 1 to 4.")


@strawberry.type(description="A non-tower action space and who stands on it.")
class LorenzoSpace:
    space: str = F(description="Action-space id: market.1-4, council, harvest.1/2, "
                               "production.1/2.")
    name: str = F(description="The space in words, with what it gives.")
    occupants: list[LorenzoOccupant] = F(description="Family members placed here, in order.")


@strawberry.type(description="The three dice of the current round (null before a roll).")
class LorenzoDice:
    black: int | None = F(description="Black die.")
    white: int | None = F(description="White die.")
    orange: int | None = F(description="Orange die.")


@strawberry.type(description="Cards left in each type's deck (the order is secret).")
class LorenzoDeckSizes:
    territory: int = F(description="Territory cards left.")
    character: int = F(description="Character cards left.")
    building: int = F(description="Building cards left.")
    venture: int = F(description="Venture cards left.")


@strawberry.type(description="The shared board.")
class LorenzoBoard:
    towers: list[LorenzoTower] = F(description="The four towers, in board order (green, "
                                               "blue, yellow, purple).")
    dice: LorenzoDice = F(description="The dice of the round.")
    market: list[LorenzoSpace] = F(description="Market spaces open for this player count.")
    council: LorenzoSpace = F(description="The council palace.")
    harvest: list[LorenzoSpace] = F(description="Harvest spaces open (1 single, 2 large).")
    production: list[LorenzoSpace] = F(description="Production spaces open.")
    excommunication_tiles: list[LorenzoExcommunicationTile] = F(
        description="The tile of each period.")
    deck_sizes: LorenzoDeckSizes = F(description="Cards left per deck.")
    bonus_tiles_offered: list[LorenzoBonusTile] = F(description="Advanced set-up: bonus "
                                                                "tiles still to be chosen.")
    vatican_deciding: list[int] = F(description="During a Vatican report: seats still to "
                                                "choose.")


@strawberry.type(description="A family member of a player.")
class LorenzoFamilyMember:
    member: LorenzoMember = F(description="Which member.")
    value: int | None = F(description="Its action value this round (die + modifiers); null "
                                      "before the dice are rolled.")
    placed: bool = F(description="Whether it has been placed this round.")
    space: str | None = F(description="The action space it stands on, if placed.")


@strawberry.type(description="A player's development cards by type, in the order taken.")
class LorenzoPlayerCards:
    territory: list[LorenzoCard] = F(description="Territories (green).")
    character: list[LorenzoCard] = F(description="Characters (blue).")
    building: list[LorenzoCard] = F(description="Buildings (yellow).")
    venture: list[LorenzoCard] = F(description="Ventures (purple).")


@strawberry.type(description="A leader a player has played.")
class LorenzoPlayedLeader:
    leader: LorenzoLeader = F(description="The leader.")
    face_down: bool = F(description="Its once-per-round ability has been used this round.")
    copies: LorenzoLeader | None = F(description="Lorenzo de' Medici: the leader whose "
                                                 "ability it copies.")


@strawberry.type(description="One seat's player board as the viewer may see it.")
class LorenzoPlayer:
    seat: int = F(description="Seat number.")
    name: str | None = F(description="Display name.")
    resources: LorenzoResources = F(description="Resources and points held.")
    cards: LorenzoPlayerCards = F(description="Development cards by type.")
    members: list[LorenzoFamilyMember] = F(description="The four family members.")
    excommunications: list[LorenzoExcommunicationTile] = F(description="Excommunication "
                                                                       "tiles received.")
    bonus_tile: LorenzoBonusTile | None = F(description="Personal bonus tile (null until "
                                                        "chosen).")
    leaders_played: list[LorenzoPlayedLeader] = F(description="Leaders in play.")
    leaders_in_hand: int = F(description="How many leaders the player still holds.")
    leader_hand: list[LorenzoLeader] | None = F(description="The leaders in hand: only for "
                                                            "the player or a finished game.")
    draft_hand: list[LorenzoLeader] | None = F(description="Advanced set-up: the draft hand "
                                                           "being passed on; only for its "
                                                           "holder.")


@strawberry.type(description="A seat's final score and where the points came from.")
class LorenzoScore:
    seat: int = F(description="Seat.")
    total: int = F(description="Final victory points.")
    cards_and_actions: int = F(description="Victory points earned during the game.")
    faith: int = F(description="Points from the faith track.")
    territories: int = F(description="End bonus for territory cards.")
    characters: int = F(description="End bonus for character cards.")
    ventures: int = F(description="Victory points printed on ventures.")
    military: int = F(description="Military-track ranking bonus.")
    resources: int = F(description="1 point per 5 resources.")
    excommunication: int = F(description="Points lost to excommunication tiles (negative).")


@strawberry.type(description="A finished game's remaining deck order and unused dice.")
class LorenzoRevealed:
    territory: list[LorenzoCard] = F(description="Territory cards never dealt, in order.")
    character: list[LorenzoCard] = F(description="Character cards never dealt.")
    building: list[LorenzoCard] = F(description="Building cards never dealt.")
    venture: list[LorenzoCard] = F(description="Venture cards never dealt.")
    dice: list[LorenzoDice] = F(description="The dice of every round.")


@strawberry.type(description="Lorenzo il Magnifico as one viewer sees it.")
class LorenzoView:
    round: int = F(description="Round 1-6 (two per period); 0 during the set-up drafts.")
    period: int = F(description="Period 1-3.")
    phase: str = F(description="Setup, tiles, leaders (drafts), actions, vatican, over.")
    turn_order: list[int] = F(description="Seats in this round's turn order.")
    current_seat: int | None = F(description="Seat whose turn it is (null outside the "
                                             "actions phase).")
    players: list[LorenzoPlayer] = F(description="Player boards in seat order.")
    board: LorenzoBoard = F(description="The shared board.")
    scores: list[LorenzoScore] | None = F(description="Final scores by category (null until "
                                                      "the game is over).")
    revealed: LorenzoRevealed | None = F(description="A finished game's undealt cards and "
                                                     "dice plan (null while it runs).")


# Typed parts shared by answers (api.schema.plain.ByContent), by their content: from
# one version to the next most towers, spaces and players are unchanged, and each is then
# answered as before, without being built or walked again.
# Bounds (a few MB each): a player with its kept answer is some 12 kB, a tower 5 kB, a space
# well under one; a game's turn reuses a few of each.
_towers, _spaces, _players = ByContent(512), ByContent(1024), ByContent(512)


def _space(s: str, raw) -> LorenzoSpace:
    return _spaces.get((s, raw), lambda: LorenzoSpace(space=s, name=space_name(s),
                                                             occupants=occupants(raw)))


@cache
def _floor_bonus(colour: str, floor: int) -> LorenzoResources:
    """A floor's printed bonus, one object per floor shared by every answer (read only)."""
    return LorenzoResources.of(FLOOR_BONUS[(colour, floor)])


def board_of(v: dict) -> LorenzoBoard:
    spaces = v.get("spaces") or {}

    def group(prefix):
        return [_space(s, o) for s, o in sorted(spaces.items()) if s.startswith(prefix)]

    dice = v.get("dice") or {}
    decks = v.get("deck_sizes") or {}
    return LorenzoBoard(
        towers=[_towers.get(t, lambda t=t: _tower(t)) for t in v.get("towers") or ()],
        dice=LorenzoDice(**{k: dice.get(k) for k in ("black", "white",
                                                                     "orange")}),
        market=group("market."), council=_space("council", spaces.get("council")),
        harvest=group("harvest."), production=group("production."),
        excommunication_tiles=[LorenzoExcommunicationTile(id=t)
                               for t in v.get("excommunication_tiles") or ()],
        deck_sizes=LorenzoDeckSizes(**{t: _i(decks.get(t)) for t in TYPES}),
        bonus_tiles_offered=[LorenzoBonusTile(id=int(t))
                             for t in v.get("bonus_tiles_offered") or ()],
        vatican_deciding=list(v.get("vatican_deciding") or ()))


def _tower(t: dict) -> LorenzoTower:
    colour = t["colour"]
    return LorenzoTower(
        colour=LorenzoColour(colour), card_type=LorenzoCardType(TYPE_OF_COLOUR[colour]),
        floors=[LorenzoTowerFloor(floor=f["floor"], space=f["space"],
                                  action_value=FLOOR_VALUES[f["floor"] - 1],
                                  bonus=_floor_bonus(colour, f["floor"]),
                                  card=card(f.get("card")),
                                  occupants=occupants(f.get("occupants")))
                for f in t["floors"]])


def player_of(p: dict, names: list) -> LorenzoPlayer:
    seat = int(p["seat"])
    name = names[seat] if seat < len(names) else None
    return _players.get((p, name), lambda: _player(p, seat, name))


def _player(p: dict, seat: int, name: str | None) -> LorenzoPlayer:
    cards = p.get("cards") or {}
    hand, draft, tile = p.get("leader_hand"), p.get("draft_hand"), p.get("bonus_tile")
    return LorenzoPlayer(
        seat=seat, name=name,
        resources=LorenzoResources.of(p.get("resources")),
        cards=LorenzoPlayerCards(**{t: [c for c in map(card, cards.get(t) or ()) if c]
                                    for t in TYPES}),
        members=[LorenzoFamilyMember(member=LorenzoMember(m["member"]), value=m.get("value"),
                                     placed=bool(m.get("placed")), space=m.get("space"))
                 for m in p.get("members") or ()],
        excommunications=[LorenzoExcommunicationTile(id=t)
                          for t in p.get("excommunications") or ()],
        bonus_tile=None if tile is None else LorenzoBonusTile(id=int(tile)),
        leaders_played=[LorenzoPlayedLeader(leader=LorenzoLeader(slug=x["leader"]),
                                            face_down=bool(x.get("face_down")),
                                            copies=leader(x.get("copies")))
                        for x in p.get("leaders_played") or ()],
        leaders_in_hand=_i(p.get("leaders_in_hand")),
        leader_hand=None if hand is None else [LorenzoLeader(slug=s) for s in hand],
        draft_hand=None if draft is None else [LorenzoLeader(slug=s) for s in draft])


_SCORE = ("total", "cards_and_actions", "faith", "territories", "characters", "ventures",
          "military", "resources", "excommunication")


def view_of(v: dict, names: list) -> LorenzoView:
    result = v.get("result") or {}
    decks = v.get("decks")
    return LorenzoView(
        round=_i(v.get("round")), period=_i(v.get("period")), phase=str(v.get("phase")),
        turn_order=list(v.get("turn_order") or ()), current_seat=v.get("current_seat"),
        players=[player_of(p, names) for p in v.get("players") or ()], board=board_of(v),
        scores=[LorenzoScore(seat=i, **{k: _i(s.get(k)) for k in _SCORE})
                for i, s in enumerate(result.get("scores") or ())] if result else None,
        revealed=None if decks is None else LorenzoRevealed(
            **{t: [c for c in map(card, decks.get(t) or ()) if c] for t in TYPES},
            dice=[LorenzoDice(**{k: d.get(k) for k in ("black", "white", "orange")})
                  for d in v.get("dice_plan") or ()]))
