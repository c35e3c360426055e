"""No response, error, log line or subscription message reveals the seed, another seat's token,
another seat's hidden hands or the deck order while a game runs. Full games are played (one by
humans through the API, one advanced game against service bots) while every payload is kept."""
from __future__ import annotations

import json
import logging
import re
import time

from tests.api.conftest import SUBMIT, create, legal
from tests.api.test_http import GAME
from tests.api.test_ws import EVENTS, PROTO, UPDATED, Ws

SEED = 4815162342108
HIDDEN_PATTERNS = [re.compile(p) for p in (
    r'"decks"\s*:\s*[\[{]', r'"dice_plan"', r'"dice"\s*:\s*\[', r'"seed"')]
HAND_KEYS = ("leader_hands", "draft_hands", "leaderHand", "draftHand", "leader_hand",
             "draft_hand")


def _hands(node, path=()) -> None:
    """Only seat 0 (the viewer of these payloads) may see its own hands."""
    if isinstance(node, dict):
        action = node.get("action")
        if isinstance(action, str) and action.startswith("draft "):
            # which leader a seat keeps is its secret: the key is only shown to that seat
            assert node.get("seat") == 0, f"another seat's draft at {path}: {action}"
        for k, v in node.items():
            if k in ("leader_hands", "draft_hands") and isinstance(v, list):
                assert all(h is None for h in v[1:]), f"hidden hand at {path + (k,)}"
            if k == "players" and isinstance(v, list):
                for p in v[1:]:
                    if isinstance(p, dict) and p.get("seat", 1) != 0:
                        for hk in HAND_KEYS:
                            assert p.get(hk) is None, f"hidden {hk} at {path}"
            _hands(v, path + (k,))
    elif isinstance(node, list):
        for x in node:
            _hands(x, path)


def _scan(texts, forbidden: list[str], *, hands: bool = True) -> None:
    for text in texts:
        try:
            if hands:
                _hands(json.loads(text))
        except ValueError:
            pass
        for word in forbidden:
            assert word not in text, f"leaked {word[:6]}...: {text[:300]}"
        for pat in HIDDEN_PATTERNS:
            assert not pat.search(text), f"leaked {pat.pattern}: {text[:300]}"


def _check_views(gql, gid, toks, viewer_seat, full=True):
    token = toks.get(viewer_seat)
    body = gql(GAME, {"g": gid, "t": token})["game"]
    if body["status"] == "FINISHED" or not full:
        return body
    for p in body["view"]["players"]:
        if p["seat"] != viewer_seat:
            assert p["leaderHand"] is None and p["draftHand"] is None
    gql("query($g: ID!) { gameEvents(gameId: $g, first: 100) { nodes { seat data action "
        "description message { args { value text } } } } }", {"g": gid}, token)
    gql("query($g: ID!) { replay(gameId: $g) { length moves { seat action description } "
        "stateAt(step: 1) { view { ... on LorenzoView { players { leaderHand { slug } } } } } "
        "} }", {"g": gid}, token)
    return body


def _drain(ws: Ws, sid: str, stop_after: float = 0.0) -> None:
    """Read messages of the open subscription until it completes."""
    while ws.next(sid) is not None:
        pass


def test_full_games_leak_nothing(bot_gql, caplog):
    gql = bot_gql
    caplog.set_level(logging.DEBUG)
    # 1) advanced game: one human against two service bots (hidden leader hands, drafts)
    c = create(gql, [{"name": "Ann"}, {"bot": "RANDOM"}, {"bot": "GREEDY"}], seed=SEED,
               variant="ADVANCED")
    gid = c["game"]["id"]
    toks = {0: c["seats"][0]["token"]}
    after_create = len(gql.payloads)
    ws_texts = []
    with gql.client.websocket_connect("/graphql", subprotocols=PROTO) as raw:
        ws = Ws(raw)
        ws.init({"Authorization": f"Bearer {toks[0]}"})
        ws.subscribe("e", EVENTS, {"g": gid})
        ws.subscribe("u", UPDATED, {"g": gid})
        deadline = time.monotonic() + 180  # a hang guard: a loaded machine took over 60 s
        n = 0
        while True:
            assert time.monotonic() < deadline, "advanced game did not finish"
            n += 1
            view = _check_views(gql, gid, toks, 0, full=n % 4 == 0)
            if n % 4 == 0:
                _check_views(gql, gid, {}, None)
            if view["status"] == "FINISHED":
                break
            acts = [a for a in legal(gql, gid, toks[0]) if a["key"] != "undo"]
            if acts:
                gql(SUBMIT, {"input": {"gameId": gid, "action": acts[-1]["key"]}}, toks[0])
            else:
                time.sleep(0.02)
        ws.ws.send_json({"id": "u", "type": "complete"})
        ws.ws.send_json({"id": "e", "type": "complete"})
        ws_texts = ws.seen
    _scan(gql.payloads[after_create:-40], [str(SEED), toks[0]])
    _scan(ws_texts[:-5], [str(SEED), toks[0]])

    # 2) basic game, two humans through the API: no payload carries the other seat's token
    c = create(gql, seed=SEED + 1)
    gid = c["game"]["id"]
    toks = {s["seat"]: s["token"] for s in c["seats"]}
    start = len(gql.payloads)
    n = 0
    while True:
        n += 1
        view = _check_views(gql, gid, toks, 0, full=n % 5 == 0)
        _check_views(gql, gid, toks, 1, full=n % 5 == 2)
        if view["status"] == "FINISHED":
            break
        for seat in (0, 1):
            acts = legal(gql, gid, toks[seat])
            if acts:
                res = gql(SUBMIT, {"input": {"gameId": gid, "action": acts[0]["key"]}},
                          toks[seat])["submitAction"]
                assert res["__typename"] == "ActionAccepted"
                break
    running = gql.payloads[start:-8]
    _scan(running, [str(SEED + 1), toks[0], toks[1]], hands=False)
    # error payloads too
    bad = gql(SUBMIT, {"input": {"gameId": gid, "action": "pass"}}, toks[1])
    assert toks[1] not in json.dumps(bad)
    # and the logs
    logs = "\n".join(r.getMessage() for r in caplog.records)
    for word in (str(SEED), str(SEED + 1), toks[0], toks[1]):
        assert word not in logs
