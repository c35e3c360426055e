"""Object types of the schema: games and their views, the catalogue, events, legal actions,
pages (Relay-style connections), mutation payloads and typed errors.

Engine views arrive as plain dicts (from the read models); `Game.of(...)` wraps one and every
field reads from it. Everything here is a pure data shape: no resolver does I/O except the few
that say so (they go through `api.context`)."""
from __future__ import annotations

from enum import Enum
from typing import Annotated, Any

import strawberry
from strawberry.scalars import JSON

from api.schema import catalog_text
from domain.lorenzo.catalog import BONUS_TILES, CARDS, EXCOMMUNICATIONS, LEADERS

F = strawberry.field


def _i(v) -> int:
    return int(v or 0)


# -- enums ---------------------------------------------------------------------------------------

@strawberry.enum(description="Lifecycle of a game.")
class GameStatus(Enum):
    LOBBY = strawberry.enum_value("lobby", description="Waiting for players to take open seats.")
    PLAYING = strawberry.enum_value("playing", description="Running: players are deciding.")
    FINISHED = strawberry.enum_value("finished", description="Over: scores are final and "
                                                            "all hidden information revealed.")


@strawberry.enum(description="What sits in a seat.")
class SeatKind(Enum):
    HUMAN = strawberry.enum_value("human", description="A player acting with a seat token.")
    BOT = strawberry.enum_value("bot", description="A bot played by the service.")
    OPEN = strawberry.enum_value("open", description="Not taken yet (see joinGame).")


# -- resources, catalogue ------------------------------------------------------------------------

@strawberry.type(description="An amount of each resource and point kind (0 when absent).")
class Resources:
    coins: int = F(default=0, description="Coins.")
    wood: int = F(default=0, description="Wood.")
    stone: int = F(default=0, description="Stone.")
    servants: int = F(default=0, description="Servants.")
    military_points: int = F(default=0, description="Military points.")
    faith_points: int = F(default=0, description="Faith points.")
    victory_points: int = F(default=0, description="Victory points.")

    @classmethod
    def of(cls, d: dict | None) -> Resources:
        d = d or {}
        return cls(**{k: _i(d.get(k)) for k in (
            "coins", "wood", "stone", "servants", "military_points", "faith_points",
            "victory_points")})


@strawberry.type(description="One way to pay for a development card.")
class CardCost:
    requires: Resources = F(description="Resources you must have (e.g. military points for "
                                        "some ventures); usually equal to `pay`.")
    pay: Resources = F(description="Resources you pay.")
    text: str = F(description="The cost in words.")


@strawberry.type(description="A development card of the catalogue, identified by its printed "
                             "number (1-96) and the slug of its English name.")
class Card:
    number: int = F(description="Printed number: 1-24 territory, 25-48 building, "
                                "49-72 character, 73-96 venture.")

    @F(description="Slug of the English name, e.g. `commercial-hub`.")
    def slug(self) -> str:
        return CARDS[self.number].slug

    @F(description="English name.")
    def name(self) -> str:
        return CARDS[self.number].name

    @F(description="Card type: territory, building, character or venture.")
    def type(self) -> str:
        return CARDS[self.number].type

    @F(description="Tower colour the card appears in: green, yellow, blue or purple.")
    def colour(self) -> str:
        return CARDS[self.number].colour

    @F(description="Period (1-3) whose deck holds the card.")
    def period(self) -> int:
        return CARDS[self.number].period

    @F(description="Alternative costs (choose one when taking it); empty when free.")
    def costs(self) -> list[CardCost]:
        return [CardCost(requires=Resources.of(c.requires or c.pay), pay=Resources.of(c.pay),
                         text=catalog_text.cost(c)) for c in CARDS[self.number].costs]

    @F(description="Immediate effects, in words, applied when the card is taken.")
    def immediate_effects(self) -> list[str]:
        return catalog_text.effects(CARDS[self.number].immediate)

    @F(description="Permanent effects, in words (harvest/production activations, character "
                   "bonuses, end-game points).")
    def permanent_effects(self) -> list[str]:
        return catalog_text.permanent(CARDS[self.number])

    @F(description="Harvest (territory) or production (building) value needed to activate the "
                   "card; null for other types.")
    def activation_value(self) -> int | None:
        return CARDS[self.number].activation_value

    @F(description="The whole card in words: cost, immediate and permanent effects.")
    def text(self) -> str:
        return catalog_text.card_text(CARDS[self.number])


def card(number) -> Card | None:
    if isinstance(number, dict):
        number = number.get("number")
    return None if number is None else Card(number=int(number))


@strawberry.type(description="A leader card (advanced game).")
class Leader:
    slug: str = F(description="Slug of the English name, e.g. `francesco-sforza`.")

    @F(description="English name.")
    def name(self) -> str:
        return LEADERS[self.slug].name

    @F(description="The leader's ability in words.")
    def text(self) -> str:
        return LEADERS[self.slug].text

    @F(description="What you need to play it, in words (cards and resources held).")
    def requirements(self) -> str:
        lead = LEADERS[self.slug]
        parts = [f"{n} {t} cards" for t, n in lead.cards.items()]
        if lead.same_type:
            parts.append(f"{lead.same_type} cards of one type")
        if lead.resources:
            parts.append(catalog_text.res(lead.resources))
        return ", ".join(parts) or "nothing"

    @F(description="Whether its ability is used once per round (else permanent).")
    def once_per_round(self) -> bool:
        return bool(LEADERS[self.slug].once_per_round)


def leader(slug) -> Leader | None:
    return None if slug is None else Leader(slug=str(slug))


@strawberry.type(description="An excommunication tile, id `<period>-<n>`.")
class ExcommunicationTile:
    id: str = F(description="Tile id, e.g. `2-5`.")

    @F(description="Period (1-3) of the Vatican report that can apply it.")
    def period(self) -> int:
        return EXCOMMUNICATIONS[self.id].period

    @F(description="Its lasting penalty, in words.")
    def text(self) -> str:
        return EXCOMMUNICATIONS[self.id].text


@strawberry.type(description="A personal bonus tile: what its owner gains from the personal "
                             "harvest and production bonus.")
class BonusTile:
    id: int = F(description="Tile number (0 = the basic game's standard tile).")

    @F(description="Resources gained on a harvest action.")
    def harvest(self) -> Resources:
        return Resources.of(BONUS_TILES[self.id].harvest)

    @F(description="Resources gained on a production action.")
    def production(self) -> Resources:
        return Resources.of(BONUS_TILES[self.id].production)


# -- the board -----------------------------------------------------------------------------------

@strawberry.type(description="A family member standing on an action space.")
class Occupant:
    seat: int = F(description="Seat of the member's owner.")
    member: str = F(description="black, white, orange or neutral.")


def occupants(raw) -> list[Occupant]:
    return [Occupant(seat=int(o[0]), member=str(o[1])) for o in raw or ()]


@strawberry.type(description="A floor of a tower: an action space with a card.")
class TowerFloor:
    floor: int = F(description="Floor 1-4 (action value 1, 3, 5, 7).")
    space: str = F(description="Action-space id, e.g. `tower.green.3`.")
    card: Card | None = F(description="The card offered; null once taken.")
    occupants: list[Occupant] = F(description="Family members placed here.")


@strawberry.type(description="One of the four towers.")
class Tower:
    colour: str = F(description="green (territories), yellow (buildings), blue (characters), "
                                "purple (ventures).")
    floors: list[TowerFloor] = F(description="Floors 1 to 4.")


@strawberry.type(description="A non-tower action space and who stands on it.")
class ActionSpace:
    space: str = F(description="Action-space id: market.1-4, council, harvest.1/2, "
                               "production.1/2.")
    occupants: list[Occupant] = F(description="Family members placed here, in order.")


@strawberry.type(description="The three dice of the current round.")
class Dice:
    black: int | None = F(description="Black die (null before the first roll).")
    white: int | None = F(description="White die.")
    orange: int | None = F(description="Orange die.")


@strawberry.type(description="Cards left in each type's deck (the order is secret).")
class DeckSizes:
    territory: int = F(description="Territory cards left.")
    building: int = F(description="Building cards left.")
    character: int = F(description="Character cards left.")
    venture: int = F(description="Venture cards left.")


@strawberry.type(description="The shared board.")
class Board:
    towers: list[Tower] = F(description="The four towers.")
    dice: Dice = F(description="The dice of the round.")
    market: list[ActionSpace] = F(description="Market spaces open for this player count.")
    council: ActionSpace = F(description="The council palace.")
    harvest: list[ActionSpace] = F(description="Harvest spaces (1 single, 2 large).")
    production: list[ActionSpace] = F(description="Production spaces (1 single, 2 large).")
    excommunication_tiles: list[ExcommunicationTile] = F(description="The tile of each period.")
    deck_sizes: DeckSizes = F(description="Cards left per deck.")
    bonus_tiles_offered: list[BonusTile] = F(description="Advanced set-up: bonus tiles still "
                                                         "to be chosen.")


def board_of(v: dict) -> Board:
    spaces = v.get("spaces") or {}

    def group(prefix):
        return [ActionSpace(space=s, occupants=occupants(o)) for s, o in sorted(spaces.items())
                if s.startswith(prefix)]

    dice = v.get("dice") or {}
    decks = v.get("deck_sizes") or {}
    return Board(
        towers=[Tower(colour=c, floors=[
            TowerFloor(floor=f["floor"], space=f["space"], card=card(f.get("card")),
                       occupants=occupants(f.get("occupants"))) for f in floors])
            for c, floors in (v.get("towers") or {}).items()],
        dice=Dice(black=dice.get("black"), white=dice.get("white"), orange=dice.get("orange")),
        market=group("market."),
        council=ActionSpace(space="council", occupants=occupants(spaces.get("council"))),
        harvest=group("harvest."), production=group("production."),
        excommunication_tiles=[ExcommunicationTile(id=t)
                               for t in v.get("excommunication_tiles") or ()],
        deck_sizes=DeckSizes(**{t: _i(decks.get(t)) for t in (
            "territory", "building", "character", "venture")}),
        bonus_tiles_offered=[BonusTile(id=int(t)) for t in v.get("bonus_tiles_offered") or ()])


# -- players -------------------------------------------------------------------------------------

@strawberry.type(description="A family member of a player.")
class FamilyMember:
    member: str = F(description="black, white, orange or neutral.")
    value: int | None = F(description="Its action value this round (die + modifiers); null "
                                      "before the dice are rolled.")
    placed: bool = F(description="Whether it has been placed this round.")
    space: str | None = F(description="The action space it stands on, if placed.")


@strawberry.type(description="A player's development cards by type, in the order taken.")
class PlayerCards:
    territory: list[Card] = F(description="Territories (green).")
    building: list[Card] = F(description="Buildings (yellow).")
    character: list[Card] = F(description="Characters (blue).")
    venture: list[Card] = F(description="Ventures (purple).")


@strawberry.type(description="A leader a player has played.")
class PlayedLeader:
    leader: Leader = F(description="The leader.")
    face_down: bool = F(description="Its once-per-round ability has been used this round.")
    copies: Leader | None = F(description="Lorenzo de' Medici: the leader whose ability it "
                                          "copies.")


@strawberry.type(description="One seat's player as the viewer may see it.")
class Player:
    seat: int = F(description="Seat number (0-based, creation order).")
    name: str | None = F(description="Display name.")
    resources: Resources = F(description="Resources and points held.")
    victory_points: int = F(description="Victory points so far.")
    military_points: int = F(description="Military points.")
    faith_points: int = F(description="Faith points.")
    cards: PlayerCards = F(description="Development cards by type.")
    members: list[FamilyMember] = F(description="The four family members.")
    excommunications: list[ExcommunicationTile] = F(description="Excommunication tiles "
                                                                "received.")
    bonus_tile: BonusTile | None = F(description="Personal bonus tile (null until chosen).")
    leaders_played: list[PlayedLeader] = F(description="Leaders in play.")
    leaders_in_hand: int = F(description="How many leaders the player still holds.")
    leader_hand: list[Leader] | None = F(description="The leaders in hand: only for the "
                                                     "player themself or a finished game.")
    draft_hand: list[Leader] | None = F(description="Advanced set-up: the draft hand being "
                                                    "passed on; only for its holder.")


def player_of(p: dict, names: list) -> Player:
    r = p.get("resources") or {}
    cards = p.get("cards") or {}
    hand = p.get("leader_hand")
    draft = p.get("draft_hand")
    seat = int(p["seat"])
    tile = p.get("bonus_tile")
    return Player(
        seat=seat, name=names[seat] if seat < len(names) else None,
        resources=Resources.of(r), victory_points=_i(r.get("victory_points")),
        military_points=_i(r.get("military_points")), faith_points=_i(r.get("faith_points")),
        cards=PlayerCards(**{t: [card(c) for c in cards.get(t) or ()] for t in (
            "territory", "building", "character", "venture")}),
        members=[FamilyMember(member=m["member"], value=m.get("value"),
                              placed=bool(m.get("placed")), space=m.get("space"))
                 for m in p.get("members") or ()],
        excommunications=[ExcommunicationTile(id=t) for t in p.get("excommunications") or ()],
        bonus_tile=None if tile is None else BonusTile(id=int(tile)),
        leaders_played=[PlayedLeader(leader=Leader(slug=x["leader"]),
                                     face_down=bool(x.get("face_down")),
                                     copies=leader(x.get("copies")))
                        for x in p.get("leaders_played") or ()],
        leaders_in_hand=_i(p.get("leaders_in_hand")),
        leader_hand=None if hand is None else [Leader(slug=s) for s in hand],
        draft_hand=None if draft is None else [Leader(slug=s) for s in draft])


# -- scores --------------------------------------------------------------------------------------

@strawberry.type(description="A seat's final score and where the points came from.")
class ScoreBreakdown:
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
    details: JSON = F(description="The engine's breakdown as it is (forward compatible).")


@strawberry.type(description="The outcome of a finished game.")
class FinalResult:
    scores: list[ScoreBreakdown] = F(description="One entry per seat, in seat order.")
    ranking: list[int] = F(description="Seats from first to last.")
    winner: int | None = F(description="The winning seat.")


def result_of(r: dict | None) -> FinalResult | None:
    if not r:
        return None
    keys = ("total", "cards_and_actions", "faith", "territories", "characters", "ventures",
            "military", "resources", "excommunication")
    return FinalResult(
        scores=[ScoreBreakdown(seat=i, details=s, **{k: _i(s.get(k)) for k in keys})
                for i, s in enumerate(r.get("scores") or ())],
        ranking=[int(x) for x in r.get("ranking") or ()], winner=r.get("winner"))


# -- game ----------------------------------------------------------------------------------------

@strawberry.type(description="A seat of a game, as anyone may see it (tokens are never shown).")
class Seat:
    seat: int = F(description="Seat number (0-based), also the order in which seats were "
                              "given at creation.")
    name: str | None = F(description="Player or bot name; null while open.")
    kind: SeatKind = F(description="human, bot or open.")
    bot: str | None = F(description="Bot kind for a bot seat.")


def seats_of(raw) -> list[Seat]:
    out = []
    for i, s in enumerate(raw or ()):
        kind = s.get("kind") or ("open" if s.get("open") else "bot" if s.get("bot") else "human")
        out.append(Seat(seat=int(s.get("seat", i)), name=s.get("name"),
                        kind=SeatKind(kind), bot=s.get("bot")))
    return out


@strawberry.type(description="A decision the rules wait for (council privilege, card choice, "
                             "exchange, Vatican report ...). The legal actions answer it.")
class PendingDecision:
    seat: int = F(description="Seat that must decide.")
    kind: str = F(description="What is decided: privilege, take, exchange, harvest, ...")
    details: JSON = F(description="The engine's description of the decision.")


_STATUS = {"lobby": "lobby", "open": "lobby", "playing": "playing", "running": "playing",
           "finished": "finished", "over": "finished"}


def status_of(raw, view: dict | None = None) -> GameStatus:
    if raw is None and view is not None:
        raw = "finished" if view.get("phase") == "over" else "playing" if view else "lobby"
    return GameStatus(_STATUS.get(str(raw), "playing"))


def _view_part(board: dict) -> dict:
    state = board.get("state")
    return state if isinstance(state, dict) else board


@strawberry.type(description="A game as one viewer sees it: a seat (with its token) or a "
                             "spectator. Hidden information of other seats is never included "
                             "while the game runs.")
class Game:
    id: strawberry.ID = F(description="Game id (UUID).")
    data: strawberry.Private[dict]
    viewer_token: strawberry.Private[str | None] = None

    @classmethod
    def of(cls, board: dict, token: str | None = None) -> Game:
        return cls(id=strawberry.ID(str(board.get("game_id") or board.get("id"))), data=board,
                   viewer_token=token)

    @property
    def v(self) -> dict:
        return _view_part(self.data)

    @F(description="The game's name (always `lorenzo` for now).")
    def game(self) -> str:
        return self.data.get("game") or "lorenzo"

    @F(description="lobby, playing or finished.")
    def status(self) -> GameStatus:
        return status_of(self.data.get("status"), self.v)

    @F(description="basic or advanced.")
    def variant(self) -> str:
        return self.data.get("variant") or self.v.get("variant") or "basic"

    @F(description="The game's version: the number of stored events; pass it as "
                   "`expectedVersion` to submitAction.")
    def version(self) -> int:
        return _i(self.data.get("version"))

    @F(description="The viewer's seat; null for a spectator.")
    def viewer_seat(self) -> int | None:
        return self.data.get("viewer_seat", self.data.get("viewer"))

    @F(description="The seats in order.")
    def seats(self) -> list[Seat]:
        return seats_of(self.data.get("seats"))

    @F(description="Round 1-6 (two per period); null in the lobby.")
    def round(self) -> int | None:
        return self.v.get("round")

    @F(description="Period 1-3; null in the lobby.")
    def period(self) -> int | None:
        return self.v.get("period")

    @F(description="Engine phase: setup, actions, vatican, over ...; null in the lobby.")
    def phase(self) -> str | None:
        return self.v.get("phase")

    @F(description="Seats in this round's turn order.")
    def turn_order(self) -> list[int]:
        return list(self.v.get("turn_order") or ())

    @F(description="Seat whose turn it is (null when no turn is running).")
    def current_seat(self) -> int | None:
        return self.v.get("current_seat")

    @F(description="Seats that may act now (one seat, or several during a Vatican report).")
    def seats_to_act(self) -> list[int]:
        return list(self.v.get("seats_to_act") or ())

    @F(description="The decision the rules wait for, if any.")
    def pending(self) -> PendingDecision | None:
        p = self.v.get("pending")
        if not p:
            return None
        return PendingDecision(seat=int(p.get("seat", 0)), kind=str(p.get("kind", "")),
                               details={k: x for k, x in p.items() if k not in ("seat", "kind")})

    @F(description="Players in seat order.")
    def players(self) -> list[Player]:
        names = [s.get("name") for s in self.data.get("seats") or ()]
        return [player_of(p, names) for p in self.v.get("players") or ()]

    @F(description="The shared board; null in the lobby.")
    def board(self) -> Board | None:
        return board_of(self.v) if self.v.get("towers") else None

    @F(description="Final scores, breakdown and winner; null until the game is over.")
    def result(self) -> FinalResult | None:
        return result_of(self.v.get("result"))

    @F(description="The viewer's legal actions now (empty for a spectator or when the viewer "
                   "need not act). Same as the `legalActions` query.")
    async def legal_actions(self, info: strawberry.Info) -> list[LegalAction]:
        if not self.viewer_token or status_of(self.data.get("status"), self.v) != \
                GameStatus.PLAYING:
            return []
        from api.schema.queries import load_legal_actions

        return await load_legal_actions(info, str(self.id), self.viewer_token)


# -- legal actions -------------------------------------------------------------------------------

@strawberry.type(description="An action the rules accept now. Send its `key` as "
                             "submitAction's `action`. The other fields detail it (null when "
                             "they do not apply).")
class LegalAction:
    key: str = F(description="The action's text key (see the notation in docs/api.md), e.g. "
                             "`place black tower.green.3 +2`.")
    kind: str = F(description="place, pass, end, privilege, take, harvest, exchange, support, "
                              "excommunicate, tile, draft, leader_play, leader_discard, "
                              "leader_activate ...")
    description: str = F(description="The action in words, with its price and outcome.")
    member: str | None = F(default=None, description="Family member placed.")
    space: str | None = F(default=None, description="Action space used.")
    value: int | None = F(default=None, description="Resulting action value.")
    servants: int | None = F(default=None, description="Servants paid to raise the value.")
    raise_: int | None = F(default=None, name="raise",
                           description="Action value bought with servants.")
    fee: int | None = F(default=None, description="Coins paid for an occupied tower.")
    card: Card | None = F(default=None, description="Card taken or exchanged.")
    cost: int | None = F(default=None, description="Chosen alternative cost (1-based).")
    discount: int | None = F(default=None, description="Chosen alternative discount "
                                                       "(1-based).")
    pay: Resources | None = F(default=None, description="Total resources paid.")
    option: int | None = F(default=None, description="Chosen option (privilege or exchange).")
    gain: Resources | None = F(default=None, description="Resources gained by a privilege.")
    tile: BonusTile | None = F(default=None, description="Bonus tile chosen.")
    leader: Leader | None = F(default=None, description="Leader drafted, played, discarded "
                                                        "or activated.")
    fields: JSON = F(description="All details as the engine gives them.")


def legal_action_of(a) -> LegalAction:
    f = dict(a.fields or {})
    tile = f.get("tile")
    return LegalAction(
        key=a.key, kind=a.kind, description=a.description, member=f.get("member"),
        space=f.get("space"), value=f.get("value"), servants=f.get("servants"),
        raise_=f.get("raise"), fee=f.get("fee"), card=card(f.get("card")), cost=f.get("cost"),
        discount=f.get("disc"), pay=Resources.of(f["pay"]) if f.get("pay") is not None else None,
        option=f.get("option"),
        gain=Resources.of(f["resources"]) if isinstance(f.get("resources"), dict) else None,
        tile=None if tile is None else BonusTile(id=int(tile)),
        leader=leader(f.get("leader")), fields=f)


# -- events --------------------------------------------------------------------------------------

@strawberry.type(description="A stored game event as the viewer may see it.")
class GameEvent:
    step: int = F(description="The event's number in the game's log (1 = first event after "
                              "the lobby); pass the last one seen as `after` to resume.")
    version: int = F(description="The game's version once this event was stored.")
    type: str = F(description="Event type, e.g. MemberPlaced, CardTaken, RoundStarted.")
    seat: int | None = F(description="Seat the event concerns, if any.")
    description: str = F(description="The event in words.")
    data: JSON = F(description="The event's fields (hidden information redacted).")


# -- pages ---------------------------------------------------------------------------------------

@strawberry.type(description="Relay page information.")
class PageInfo:
    has_next_page: bool = F(description="More items follow `endCursor`.")
    end_cursor: str | None = F(description="Cursor of the last item; pass it as `after`.")


@strawberry.type(description="A game in the lobby or game list.")
class GameSummary:
    id: strawberry.ID = F(description="Game id.")
    status: GameStatus = F(description="lobby, playing or finished.")
    variant: str = F(description="basic or advanced.")
    players: int = F(description="Number of seats.")
    open_seats: int = F(description="Seats still to be joined.")
    seats: list[Seat] = F(description="The seats.")
    version: int = F(description="The game's version.")
    round: int | None = F(description="Current round (null in the lobby).")
    winner: int | None = F(description="Winning seat of a finished game.")
    created_at: str | None = F(description="Creation time (ISO 8601).")
    updated_at: str | None = F(description="Time of the last change (ISO 8601).")
    details: JSON = F(description="Every summary field the read model keeps.")


def summary_of(d: dict) -> GameSummary:
    seats = d.get("seats") or []
    open_seats = d.get("open_seats")
    if open_seats is None:
        open_seats = sum(1 for s in seats if (s or {}).get("kind") == "open")
    result = d.get("result") or {}
    return GameSummary(
        id=strawberry.ID(str(d.get("game_id") or d.get("id"))),
        status=status_of(d.get("status") or "lobby"), variant=d.get("variant") or "basic",
        players=_i(d.get("players") or len(seats)), open_seats=_i(open_seats),
        seats=seats_of(seats), version=_i(d.get("version")), round=d.get("round"),
        winner=d.get("winner", result.get("winner") if isinstance(result, dict) else None),
        created_at=_str(d.get("created_at")),
        updated_at=_str(d.get("updated_at") or d.get("last_activity")), details=d)


def _str(v) -> str | None:
    return None if v is None else str(v)


@strawberry.type(description="An edge of the game list.")
class GameEdge:
    cursor: str = F(description="Opaque cursor of this item.")
    node: GameSummary = F(description="The game.")


@strawberry.type(description="A page of games (Relay connection).")
class GameConnection:
    edges: list[GameEdge] = F(description="The games of this page.")
    page_info: PageInfo = F(description="Where the page ends.")


@strawberry.type(description="A page of a game's events.")
class GameEventConnection:
    events: list[GameEvent] = F(description="Events in order.")
    page_info: PageInfo = F(description="`endCursor` is the last event's version.")


@strawberry.type(description="A player's rating.")
class Rating:
    player: str = F(description="Player name.")
    rating: float = F(description="Current rating.")
    games: int = F(description="Rated games played.")
    details: JSON = F(description="Every field the read model keeps.")


@strawberry.type(description="An edge of the ratings list.")
class RatingEdge:
    cursor: str = F(description="Opaque cursor.")
    node: Rating = F(description="The rating.")


@strawberry.type(description="A page of ratings, best first.")
class RatingConnection:
    edges: list[RatingEdge] = F(description="Ratings of this page.")
    page_info: PageInfo = F(description="Where the page ends.")


@strawberry.type(description="Wins and scores of one seat (or turn-order position).")
class PlaceStats:
    place: int = F(description="Seat number, or 0-based position in the first turn order.")
    games: int = F(description="Games counted.")
    wins: int = F(description="Games won.")
    win_rate: float | None = F(description="wins / games.")
    mean_score: float | None = F(description="Average final victory points.")


@strawberry.type(description="How often a card was offered and taken, and how its takers did.")
class CardStats:
    card: Card = F(description="The card.")
    offered: int = F(description="Games in which it appeared on a tower.")
    taken: int = F(description="Games in which someone took it.")
    taken_when_offered: float | None = F(description="taken / offered.")
    taker_win_rate: float | None = F(description="Share of its takers who won.")
    taker_mean_score: float | None = F(description="Average final score of its takers.")


@strawberry.type(description="Aggregate statistics over finished games.")
class Analytics:
    games: int = F(description="Finished games counted.")
    mean_actions: float | None = F(description="Average number of actions per game.")
    mean_events: float | None = F(description="Average number of events per game.")
    seats: list[PlaceStats] = F(description="Results by seat.")
    turn_order: list[PlaceStats] = F(description="Results by position in the first round's "
                                                 "turn order.")
    score_breakdown: JSON = F(description="Average points per scoring category (territories, "
                                          "characters, ventures, faith, military, resources, "
                                          "cardsAndActions, excommunication).")
    cards: list[CardStats] = F(description="Per development card.")
    data: JSON = F(description="Everything the read model computes, as it is (forward "
                               "compatible).")


def _float(v) -> float | None:
    return None if v is None else float(v)


def analytics_of(d: dict) -> Analytics:
    length = d.get("game_length") or {}

    def places(items, key):
        return [PlaceStats(place=int(x.get(key) or 0), games=_i(x.get("games")),
                           wins=_i(x.get("wins")), win_rate=_float(x.get("win_rate")),
                           mean_score=_float(x.get("mean_score"))) for x in items or ()]

    return Analytics(
        games=_i(d.get("games")), mean_actions=_float(length.get("mean_actions")),
        mean_events=_float(length.get("mean_events")), seats=places(d.get("seats"), "seat"),
        turn_order=places(d.get("turn_order"), "position"),
        score_breakdown=d.get("score_breakdown") or {},
        cards=[CardStats(card=Card(number=int(c["card"])), offered=_i(c.get("offered")),
                         taken=_i(c.get("taken")),
                         taken_when_offered=_float(c.get("taken_when_offered")),
                         taker_win_rate=_float(c.get("taker_win_rate")),
                         taker_mean_score=_float(c.get("taker_mean_score")))
               for c in d.get("cards") or () if c.get("card") in CARDS],
        data=d)


@strawberry.type(description="One rated game of a player.")
class RatingChange:
    game_id: strawberry.ID = F(description="The game.")
    before: float = F(description="Rating before the game.")
    after: float = F(description="Rating after the game.")
    rank: int | None = F(description="The player's final rank (0 = winner).")
    players: int | None = F(description="Players in the game.")
    at: str | None = F(description="When the game ended (ISO 8601).")


# -- errors --------------------------------------------------------------------------------------

@strawberry.interface(description="A typed, expected failure of a mutation. Nothing was "
                                  "changed.")
class Error:
    code: str = F(description="Stable machine-readable code, e.g. `not_your_turn`.")
    message: str = F(description="Human-readable explanation.")


@strawberry.type(description="The rules do not accept this action now (code names the rule).")
class RuleViolation(Error):
    pass


@strawberry.type(description="Another seat must act now.")
class NotYourTurn(Error):
    pass


@strawberry.type(description="The game moved on: `expectedVersion` did not match, or the "
                             "action is no longer legal after a concurrent change. Reload "
                             "and retry.")
class VersionConflict(Error):
    expected_version: int | None = F(default=None, description="The version you sent.")
    actual_version: int | None = F(default=None, description="The game's current version.")
    rule_code: str | None = F(default=None, description="Rule broken when the action was "
                                                        "decided again, if that was why.")


@strawberry.type(description="The token is missing or holds no seat of this game.")
class Unauthorized(Error):
    pass


@strawberry.type(description="No game has this id.")
class GameNotFound(Error):
    pass


@strawberry.type(description="The game is still waiting for players.")
class GameNotStarted(Error):
    pass


@strawberry.type(description="The game is over.")
class GameFinished(Error):
    pass


@strawberry.type(description="The game has already started (seats can no longer be joined).")
class GameAlreadyStarted(Error):
    pass


@strawberry.type(description="The requested seat is not open.")
class SeatUnavailable(Error):
    pass


@strawberry.type(description="Seats are still open: the game starts when the last one is "
                             "joined.")
class SeatsStillOpen(Error):
    open_seats: list[int] = F(default_factory=list, description="The open seats.")


@strawberry.type(description="Malformed input: unknown variant or bot kind, bad players list, "
                             "bad setup JSON, bad seed, empty action ...")
class InvalidInput(Error):
    pass


@strawberry.type(description="Too many requests for this token or client; retry later.")
class RateLimited(Error):
    retry_after: float = F(default=1.0, description="Seconds to wait.")


# -- mutation payloads ---------------------------------------------------------------------------

@strawberry.type(description="A seat of a new game with its secret token (shown once: the "
                             "service stores only its hash). Bots and open seats have none.")
class SeatToken:
    seat: int = F(description="Seat number.")
    name: str | None = F(description="Player or bot name (null for an open seat).")
    kind: SeatKind = F(description="human, bot or open.")
    token: str | None = F(description="The seat's token: send it as `Authorization: Bearer` "
                                      "or the `token` argument to act for this seat.")


@strawberry.type(description="A reference to a game, resolved from the read models once they "
                             "have caught up with the command (read-your-writes).")
class GameRef:
    id: strawberry.ID = F(description="Game id.")
    position: strawberry.Private[int]
    token: strawberry.Private[str | None] = None

    @F(description="The game as the creating viewer sees it (waits for the read models).")
    async def view(self, info: strawberry.Info) -> Game | None:
        from api.schema.queries import load_game

        return await load_game(info, str(self.id), self.token, position=self.position)


@strawberry.type(description="The game was created.")
class GameCreated:
    game: GameRef = F(description="The new game.")
    seats: list[SeatToken] = F(description="All seats in order, tokens for human seats.")
    started: bool = F(description="True when no seat is open (the game is running).")
    version: int = F(description="The game's version.")


@strawberry.type(description="You took a seat.")
class SeatJoined:
    game: GameRef = F(description="The game.")
    seat: int = F(description="Your seat.")
    token: str = F(description="Your secret seat token (shown once).")
    started: bool = F(description="True when this was the last open seat.")
    version: int = F(description="The game's version.")


@strawberry.type(description="The game is running.")
class GameStarted:
    game: GameRef = F(description="The game.")
    version: int = F(description="The game's version.")


@strawberry.type(description="The action was stored.")
class ActionAccepted:
    game_id: strawberry.ID = F(description="Game id.")
    version: int = F(description="The game's version after the action.")
    events: list[GameEvent] = F(description="Events the action produced (as the acting seat "
                                            "sees them).")
    finished: bool = F(description="The action ended the game.")
    replayed: bool = F(description="An earlier action with the same idempotency key was "
                                   "returned; nothing new was stored.")
    position: strawberry.Private[int] = 0
    token: strawberry.Private[str | None] = None

    @F(description="The game after the action as the acting seat sees it (waits for the "
                   "read models to catch up).")
    async def game(self, info: strawberry.Info) -> Game | None:
        from api.schema.queries import load_game

        return await load_game(info, str(self.game_id), self.token, position=self.position)


CreateGameResult = Annotated[
    GameCreated | InvalidInput | RateLimited,
    strawberry.union("CreateGameResult", description="createGame / openGame outcome.")]
JoinGameResult = Annotated[
    SeatJoined | GameNotFound | GameAlreadyStarted | SeatUnavailable | InvalidInput
    | RateLimited,
    strawberry.union("JoinGameResult", description="joinGame outcome.")]
StartGameResult = Annotated[
    GameStarted | SeatsStillOpen | GameNotFound | Unauthorized | GameFinished | RateLimited,
    strawberry.union("StartGameResult", description="startGame outcome.")]
SubmitActionResult = Annotated[
    ActionAccepted | RuleViolation | NotYourTurn | VersionConflict | Unauthorized
    | GameNotFound | GameNotStarted | GameFinished | InvalidInput | RateLimited,
    strawberry.union("SubmitActionResult", description="submitAction outcome.")]

ERROR_TYPES: tuple[Any, ...] = (
    RuleViolation, NotYourTurn, VersionConflict, Unauthorized, GameNotFound, GameNotStarted,
    GameFinished, GameAlreadyStarted, SeatUnavailable, SeatsStillOpen, InvalidInput, RateLimited)
