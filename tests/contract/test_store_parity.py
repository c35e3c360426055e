"""Every query answers the same on SQLite and PostgreSQL over the same games (ids, seeds and
moves alike; only wall-clock times differ): games of every host game in every state, every
viewer, lists, logs, replays, analytics (PostgreSQL's SUM gives decimals) and ratings."""
from __future__ import annotations

import dataclasses
import uuid

import pytest
from litestar.testing import TestClient

from api.app import create_app
from api.limits import Limits
from domain import games
from domain.shared.playout import play_game
from tests.contract.client import GAME

CLOCK_KEYS = {"createdAt", "updatedAt", "at", "day", "cursor", "endCursor"}
QUERIES = [
    ("{ gameTypes { name title variants botKinds minPlayers maxPlayers provisional "
     "provisionalNote } }", {}),
    ("query($g: GameName!) { analytics(game: $g) { game games meanActions meanEvents "
     "seats { place games wins winRate meanScore } turnOrder { place games wins meanScore } "
     "scoreBreakdown { category mean } byPlayers { players games meanActions } "
     "days { games } details { __typename ... on LorenzoAnalytics { cards { card { number } "
     "offered taken takenWhenOffered takerWinRate takerMeanScore } leaders { leader { slug } "
     "played discarded activated winRate } excommunicationPeriods { period exposed "
     "excommunicated rate } } } } }", "per-game"),
    ("query($g: GameName!) { ratings(game: $g, first: 50) { nodes { player { id name kind } "
     "rating games } pageInfo { hasNextPage } } }", "per-game"),
    ("{ games(first: 50) { nodes { id game status variant players openSeats seatsToAct "
     "version winner winners progress { turn total text } seats { seat kind name bot "
     "player { id } } result { ranking ranks scores { total parts { category points } } } } "
     "pageInfo { hasNextPage } } }", {}),
]
PER_GAME = [
    (GAME, "viewers"),
    ("query($g: ID!, $t: String) { gameEvents(gameId: $g, token: $t, first: 100) { nodes { "
     "step version type seat action description message { template args { name kind value "
     "text assetId } } data } pageInfo { hasNextPage } } }", "viewers"),
    ("query($g: ID!, $t: String) { replay(gameId: $g, token: $t) { length finished "
     "moves { firstStep step version seat action description } "
     "first: step(step: 0) { step event { description } move { action } game { version "
     "status view { __typename } } } "
     "} }", "viewers"),
]


def _plain(value):
    if isinstance(value, dict):
        return {k: "<time>" if k in CLOCK_KEYS else _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _populate(service) -> list[tuple[str, dict[int, str]]]:
    """The same games on any store: (id, tokens of human seats)."""
    out = []

    def played(name, variant, seats, seed, upto=None, humans=()):
        gid = uuid.UUID(int=seed)
        kinds = tuple(s.split(":")[1] for s in seats if s.startswith("bot:")) or ("random",)
        created = service.create_game(game=name, seats=seats, variant=variant, seed=seed,
                                      game_id=gid)
        decider = games.get(name)
        _, _, moves = play_game(decider, len(seats), seed, kinds, variant)
        for seat, key in moves[:upto]:
            service.play_seat(gid, seat, key)
        out.append((str(gid), created.tokens))

    played("lorenzo", "basic", ["bot:random", "bot:greedy"], 11)
    played("lorenzo", "advanced", ["bot:greedy", "bot:random", "bot:greedy"], 12)
    played("lorenzo", "basic", ["human:Ann", "human:Bea", "human:Cid", "human:Dan"], 13, 40)
    played("patrizier", "standard", ["bot:random", "bot:greedy", "bot:random"], 14)
    played("race", "turns", ["bot:random", "bot:stepper"], 15)
    lobby = uuid.UUID(int=16)
    made = service.create_game(seats=["human:Eve", "open", "open"], seed=16, game_id=lobby)
    out.append((str(lobby), made.tokens))
    return out


def _answers(settings) -> list:
    app = create_app(dataclasses.replace(settings, run_bots=False),
                     limits=Limits(rate_per_second=0))
    answers = []
    with TestClient(app) as client:
        api = app.state.api
        played = _populate(api.service)
        assert api.read.wait_for(api.service.position(), 30)

        def ask(query, variables, token=None):
            headers = {"Authorization": f"Bearer {token}"} if token else {}
            body = client.post("/graphql", json={"query": query, "variables": variables},
                               headers=headers).json()
            assert "errors" not in body, body
            return _plain(body["data"])

        for query, variables in QUERIES:
            if variables == "per-game":
                answers += [ask(query, {"g": n.upper()}) for n in games.names()]
            else:
                answers.append(ask(query, variables))
        for gid, tokens in played:
            for query, _ in PER_GAME:
                for token in (None, *tokens.values()):
                    answers.append(ask(query, {"g": gid, "t": token}, token))
    return answers


@pytest.mark.postgres
def test_every_query_answers_the_same_on_both_stores(make_store):
    sqlite = _answers(make_store("sqlite"))
    postgres = _answers(make_store("postgres"))
    assert len(sqlite) == len(postgres) > 40
    for i, (a, b) in enumerate(zip(sqlite, postgres, strict=True)):
        assert a == b, i
