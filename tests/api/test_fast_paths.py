"""The API's performance paths keep its behaviour: shared subscription results never cross
viewers, their JSON is what strawberry would send, planned input objects equal strawberry's
own, extensions are per operation, accepted events are numbered as in the game log, and the
corked transport sends the same bytes in the same order."""
from __future__ import annotations

import asyncio
import json
import threading
import time

from strawberry.types.arguments import convert_argument

from api.schema import SCHEMA, _Guard
from api.schema import shared as shared_results
from tests.api.conftest import create, legal, submit
from tests.api.test_ws import EVENTS, Ws, _connect

LOG = """query($g: ID!, $a: String) { gameEvents(gameId: $g, after: $a, first: 100) {
  nodes { step cursor version type seat description data } } }"""


def _move(gql, gid, toks) -> dict:
    for token in toks.values():
        acts = legal(gql, gid, token)
        if acts:
            return submit(gql, gid, acts[0]["key"], token)
    raise AssertionError("nobody may act")


def test_shared_subscription_results_follow_each_viewer(gql):
    """Spectators and seats subscribed to one game: each receives exactly what the HTTP query
    gives that viewer (hidden information stays per seat), spectators identical payloads."""
    c = create(gql, seed=31, variant="ADVANCED")
    gid = c["game"]["id"]
    toks = {s["seat"]: s["token"] for s in c["seats"]}
    viewers = {"spectator-a": None, "spectator-b": None, "seat0": toks[0], "seat1": toks[1]}
    shared_results._results.clear()
    with _connect(gql) as r1, _connect(gql) as r2, _connect(gql) as r3, _connect(gql) as r4:
        conns = dict(zip(viewers, (Ws(r) for r in (r1, r2, r3, r4)), strict=True))
        for name, ws in conns.items():
            ws.init({"token": viewers[name]} if viewers[name] else {})
            ws.subscribe("e", EVENTS, {"g": gid})
        moves = [_move(gql, gid, toks) for _ in range(3)]
        total = gql("query($g: ID!) { replay(gameId: $g) { length } }", {"g": gid})[
            "replay"]["length"]
        got = {name: [ws.next("e")["data"]["gameEvents"] for _ in range(total)]
               for name, ws in conns.items()}
    assert all(m["__typename"] == "ActionAccepted" for m in moves)
    for name, token in viewers.items():
        expected = gql(LOG, {"g": gid}, token)["gameEvents"]["nodes"]
        assert got[name] == expected, name
    assert got["spectator-a"] == got["spectator-b"]
    # the seats' views differ (their own hands), so a result shared across viewers would show
    assert got["seat0"] != got["seat1"] and got["seat0"] != got["spectator-a"]
    assert shared_results._results, "subscribers of one game share event results"


def test_shared_next_message_is_strawberrys_json():
    data = {"gameEvents": {"step": 3, "type": "CardTaken", "data": {"name": "Émile"}}}
    shared_results._encoded.put(id(data), (data, None))
    message = {"id": "7", "type": "next", "payload": {"data": data}}
    assert shared_results.next_message(message) == json.dumps(message, separators=(",", ":"))
    # anything else is left to strawberry
    assert shared_results.next_message({"id": "7", "type": "next",
                                        "payload": {"data": dict(data)}}) is None
    assert shared_results.next_message({"id": "7", "type": "next", "payload": {
        "data": data, "errors": [{"message": "x"}]}}) is None


def test_extensions_are_built_per_operation():
    a, b = SCHEMA.get_extensions(), SCHEMA.get_extensions()
    guards = [e for e in a + b if isinstance(e, _Guard)]
    assert len(guards) == 2 and guards[0] is not guards[1]


def test_planned_inputs_build_what_strawberry_would():
    from api.schema.mutations import CreateGameInput, SubmitActionInput

    registry = SCHEMA.schema_converter.scalar_registry
    cases = [
        (SubmitActionInput, {"gameId": "g", "action": "pass"}),
        (SubmitActionInput, {"gameId": "g", "action": "pass", "token": "t",
                             "expectedVersion": 4, "idempotencyKey": "k"}),
        (CreateGameInput, {"players": [{"name": "A"}, {"bot": "RANDOM", "open": False}],
                           "variant": "BASIC", "seed": 12, "setup": {"dice": []}}),
    ]
    for cls, value in cases:
        definition = cls.__strawberry_definition__
        planned = convert_argument(value, cls, registry, SCHEMA.config)
        hook, definition.from_input = definition.from_input, None
        try:
            generic = convert_argument(value, cls, registry, SCHEMA.config)
        finally:
            definition.from_input = hook
        assert hook is not None and planned == generic


def test_accepted_events_are_numbered_as_in_the_log(gql):
    c = create(gql, seed=13)
    gid = c["game"]["id"]
    toks = {s["seat"]: s["token"] for s in c["seats"]}
    last = gql(LOG, {"g": gid, "a": None})["gameEvents"]["nodes"][-1]["cursor"]
    res = _move(gql, gid, toks)
    log = gql(LOG, {"g": gid, "a": last})["gameEvents"]["nodes"]
    assert [(e["step"], e["type"], e["version"], e["description"]) for e in res["events"]] == [
        (e["step"], e["type"], e["version"], e["description"]) for e in log]


def test_answers_encode_as_json_dumps_reads_them():
    """HTTP answers are encoded by msgspec (api.controller.encode_body): the same JSON values
    as json.dumps gives, including what msgspec cannot write (a lone surrogate echoed in an
    error message: json.dumps's ASCII escape)."""
    from api.controller import encode_body

    for payload in ({"data": {"name": "Gebäude", "n": 2 ** 40, "x": 0.1, "l": [None, True]}},
                    {"errors": [{"message": "unknown field '\ud800'"}]}):
        body = encode_body(payload)
        assert isinstance(body, bytes)
        assert json.loads(body) == json.loads(json.dumps(payload))


def test_a_move_while_the_writer_is_busy_waits_for_it_and_is_accepted(gql):
    """On SQLite a move runs on the event loop only when nothing must be waited for; with
    this process's writer busy (a bot's or clock's save under way) it waits in the writer's
    thread instead: accepted, answered in full, stored once, in the log like any move."""
    c = create(gql, seed=17)
    gid = c["game"]["id"]
    toks = {s["seat"]: s["token"] for s in c["seats"]}
    first = _move(gql, gid, toks)  # on the loop: nothing to wait for
    assert first["__typename"] == "ActionAccepted"
    lock = gql.service.recorder._writer_lock
    lock.acquire()
    released = threading.Timer(0.3, lock.release)
    released.start()
    started = time.monotonic()
    res = _move(gql, gid, toks)
    released.join()
    assert time.monotonic() - started >= 0.25  # it waited for the writer, then went on
    assert res["__typename"] == "ActionAccepted" and res["version"] > first["version"]
    assert res["events"] and all(e["version"] == res["version"] for e in res["events"])
    log = gql(LOG, {"g": gid, "a": None})["gameEvents"]["nodes"]
    assert [e["version"] for e in log if e["version"] == res["version"]]


def test_corked_transport_sends_one_turns_writes_together():
    from api.http_protocol import CorkedTransport

    class Transport:
        def __init__(self) -> None:
            self.sent: list[bytes] = []
            self.closed = False

        def write(self, data: bytes) -> None:
            self.sent.append(data)

        def is_closing(self) -> bool:
            return self.closed

        def close(self) -> None:
            self.closed = True

        def get_extra_info(self, name):
            return name

    async def scenario() -> Transport:
        raw = Transport()
        corked = CorkedTransport(raw, asyncio.get_running_loop())
        corked.write(b"head ")
        corked.write(b"body")
        assert raw.sent == [] and corked.get_extra_info("peer") == "peer"
        await asyncio.sleep(0)
        assert raw.sent == [b"head body"]
        corked.write(b"last")
        corked.close()  # sends what is pending first
        assert raw.sent == [b"head body", b"last"] and raw.closed
        await asyncio.sleep(0)
        return raw

    assert asyncio.run(scenario()).sent == [b"head body", b"last"]


def test_unexpected_errors_stay_masked_while_other_operations_run():
    """An operation that fails while another one has started: still "Unexpected error." (a
    masking extension shared between operations read the other operation's result)."""
    import time

    from api.context import ApiState
    from api.limits import Limits
    from api.schema import build_schema

    class Read:
        def board(self, game_id, seat):
            time.sleep(0.05)
            raise RuntimeError("internal detail that must not reach a client")

        def position(self):
            return 10**9

    class Service:
        def position(self):
            return 0

    async def scenario():
        schema = build_schema(Limits(rate_per_second=0))
        state = ApiState(service=Service(), read=Read(), limits=Limits(rate_per_second=0))
        failing = asyncio.ensure_future(schema.execute(
            'query { game(id: "00000000-0000-0000-0000-000000000001") { status } }',
            context_value={"api": state}))
        await asyncio.sleep(0.01)  # the failing one waits in its resolver; another starts
        other = asyncio.ensure_future(schema.execute(
            "query { gameType(name: LORENZO) { catalogue { ... on LorenzoCatalogue { "
            "cards(period: 1) { number } } } } }", context_value={"api": state}))
        return await failing, await other

    failed, other = asyncio.run(scenario())
    assert [e.message for e in failed.errors] == ["Unexpected error."]
    assert other.errors is None


def test_corked_protocol_rests_on_the_uvicorn_it_was_measured_with():
    """api.http_protocol subclasses uvicorn's httptools protocol (not a public API): kept
    because it saves about 0.15 ms of server CPU per move (8-10 %, api_bench A/B in the
    issue-19 note); pyproject pins uvicorn below 0.55 and this checks what it overrides."""
    import inspect

    import uvicorn
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

    from api.http_protocol import HttpProtocol

    major, minor = (int(x) for x in uvicorn.__version__.split(".")[:2])
    assert (0, 30) <= (major, minor) < (0, 55), uvicorn.__version__
    assert list(inspect.signature(HttpToolsProtocol.connection_made).parameters) == [
        "self", "transport"]
    assert issubclass(HttpProtocol, HttpToolsProtocol)


