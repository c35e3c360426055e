"""A tiny game implementing the Decider protocol, for testing the write side without Lorenzo.

"Race": every seat advances its own pawn towards a target (chosen at random in setup).
`step.1` / `step.2` move by that much; `roll` rolls a die from the state's seeded stream and
moves by the roll (two events). The first pawn to reach the target wins.
Variant "turns": seats act in order (NotYourTurn otherwise); variant "free": any seat, any time.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, replace

from domain.shared.decider import GameInfo, LegalAction, Outcome, Progress, declare
from domain.shared.errors import GameOver, InvalidSetup, MalformedAction, NotYourTurn
from domain.shared.messages import arg, message, render, seat
from domain.shared.rng import Rng


@dataclass(kw_only=True)
class RaceSetUp:
    players: int
    variant: str
    target: int
    seed: int  # secret: the dice stream


@dataclass(kw_only=True)
class DieRolled:
    seat: int
    value: int


@dataclass(kw_only=True)
class PawnMoved:
    seat: int
    by: int
    to: int


@dataclass(kw_only=True)
class RaceWon:
    seat: int


EVENTS = {cls.__name__: cls for cls in (RaceSetUp, DieRolled, PawnMoved, RaceWon)}


@dataclass(frozen=True, slots=True)
class RaceState:
    variant: str
    target: int
    seed: int
    positions: tuple
    turn: int = 0
    moves: int = 0
    winner: int | None = None


class RaceGame:
    name = "race"
    variants = ("turns", "free")
    min_players = 2
    max_players = 4
    bot_kinds = ("random", "stepper")
    info = GameInfo(name="race", title="Race (a test game)", variants=("turns", "free"),
                    min_players=2, max_players=4, bot_kinds=("random", "stepper"))

    def setup(self, *, players: int, variant: str, seed: int, preset: dict | None = None) -> list:
        if not self.min_players <= players <= self.max_players:
            raise InvalidSetup(f"players must be 2-4, got {players}")
        if variant not in self.variants:
            raise InvalidSetup(f"unknown variant {variant!r}")
        target = (preset or {}).get("target") or 12 + Rng(seed).below(8)
        return [RaceSetUp(players=players, variant=variant, target=target, seed=seed)]

    def decide(self, state: RaceState, seat: int, key: str) -> list:
        if state.winner is not None:
            raise GameOver()
        if not isinstance(seat, int) or not 0 <= seat < len(state.positions):
            raise MalformedAction(f"no seat {seat!r}")
        if seat not in self.seats_to_act(state):
            raise NotYourTurn()
        if key == "roll":
            value = Rng(state.seed ^ (state.moves * 7919)).roll()
            events: list = [DieRolled(seat=seat, value=value)]
            by = value
        elif key in ("step.1", "step.2"):
            events, by = [], int(key[-1])
        else:
            raise MalformedAction(f"unknown action {key!r}")
        to = min(state.target, state.positions[seat] + by)
        events.append(PawnMoved(seat=seat, by=by, to=to))
        if to >= state.target:
            events.append(RaceWon(seat=seat))
        return events

    def evolve(self, state: RaceState | None, event) -> RaceState:
        if isinstance(event, RaceSetUp):
            return RaceState(variant=event.variant, target=event.target, seed=event.seed,
                             positions=(0,) * event.players)
        if isinstance(event, DieRolled):
            return state
        if isinstance(event, PawnMoved):
            positions = list(state.positions)
            positions[event.seat] = event.to
            return replace(state, positions=tuple(positions), moves=state.moves + 1,
                           turn=(event.seat + 1) % len(positions))
        if isinstance(event, RaceWon):
            return replace(state, winner=event.seat)
        raise TypeError(f"not a race event: {event!r}")

    def fold(self, events, state=None):
        for e in events:
            state = self.evolve(state, e)
        return state

    def legal_actions(self, state: RaceState, seat: int) -> list[LegalAction]:
        if seat not in self.seats_to_act(state):
            return []
        return [LegalAction(key=k, kind=k.split(".")[0], description=k)
                for k in ("step.1", "step.2", "roll")]

    def seats_to_act(self, state: RaceState) -> tuple[int, ...]:
        if state.winner is not None:
            return ()
        if state.variant == "free":
            return tuple(range(len(state.positions)))
        return (state.turn,)

    def is_over(self, state: RaceState) -> bool:
        return state.winner is not None

    def view(self, state: RaceState, viewer: int | None) -> dict:
        return {"target": state.target, "positions": list(state.positions),
                "to_act": list(self.seats_to_act(state)), "winner": state.winner,
                "moves": state.moves}

    def event_to_dict(self, event) -> dict:
        return {"type": type(event).__name__, "v": 1, **asdict(event)}

    def event_from_dict(self, data: dict):
        data = dict(data)
        cls = EVENTS[data.pop("type")]
        data.pop("v", None)
        return cls(**data)

    def outcome(self, state: RaceState) -> Outcome | None:
        if state is None or state.winner is None:
            return None
        n = len(state.positions)
        # the winner first, then by position (ties share a rank)
        key = [(0 if s == state.winner else 1, -state.positions[s]) for s in range(n)]
        ranking = tuple(sorted(range(n), key=lambda s: key[s]))
        ranks = tuple(sorted(set(key)).index(key[s]) for s in range(n))
        return Outcome(ranking=ranking, ranks=ranks, scores=tuple(state.positions),
                       breakdown=tuple({"distance": p} for p in state.positions),
                       winners=(state.winner,))

    def progress(self, state: RaceState) -> Progress:
        if state is None:
            return Progress(0, None, "not started")
        lead = max(state.positions)
        return Progress(state.moves, None, f"leader at {lead} of {state.target}")

    def pending(self, state: RaceState) -> list[dict]:
        return [{"seat": s, "kind": "move", "description": "step or roll"}
                for s in self.seats_to_act(state)]

    def message(self, data: dict):
        t = data["type"]
        if t == "RaceSetUp":
            return message("A race of {players} begins", players=arg("number", data["players"],
                                                                   str(data["players"])))
        if t == "DieRolled":
            return message("{player} rolls {value}", player=seat(data["seat"]),
                           value=arg("number", data["value"], str(data["value"])))
        if t == "PawnMoved":
            return message("{player} moves to {to}", player=seat(data["seat"]),
                           to=arg("number", data["to"], str(data["to"])))
        return message("{player} wins", player=seat(data["seat"]))

    def reveals(self, data: dict) -> bool:
        return data["type"] in ("RaceSetUp", "DieRolled")

    def describe_event(self, data: dict) -> str:
        return render(self.message(data))

    def redact_event(self, data: dict, viewer: int | None, finished: bool) -> dict:
        if data["type"] == "RaceSetUp" and not finished:
            return {k: v for k, v in data.items() if k != "seed"}
        return data

    def bot_action(self, state: RaceState, seat: int, kind: str, rng) -> str:
        keys = [a.key for a in self.legal_actions(state, seat)]
        if kind == "stepper":
            return "step.1"
        return rng.choice(keys)


_RACE = RaceGame()
GAME = declare(_RACE.info, **{name: getattr(_RACE, name) for name in (
    "setup", "decide", "evolve", "fold", "legal_actions", "seats_to_act", "is_over", "view",
    "outcome", "progress", "pending", "message", "reveals", "event_to_dict",
    "event_from_dict", "describe_event", "redact_event", "bot_action")})
