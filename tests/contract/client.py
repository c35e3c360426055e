"""A client of the public API, as a third-party frontend writes one: HTTP POST for queries and
mutations, graphql-transport-ws for subscriptions, documents from the schema alone."""
from __future__ import annotations

import json
import threading
import time

import httpx
from websockets.sync.client import connect

GAME_FIELDS = """
  id game status variant version viewerSeat currentSeat seatsToAct
  progress { turn total text }
  seats { seat kind name bot player { id name kind } }
  pending { __typename seat kind description
    ... on LorenzoTurnDecision { placed }
    ... on LorenzoPrivilegeDecision { count chosen options }
    ... on LorenzoTakeDecision { cardType any value discount { coins wood stone servants } source }
    ... on LorenzoBonusActionDecision { value source }
    ... on LorenzoExchangeDecision { cards { number } }
    ... on LorenzoVaticanDecision { period threshold tile { id } faithPoints }
    ... on LorenzoBonusTileDecision { tiles { id } }
    ... on LorenzoLeaderDraftDecision { handSize } }
  legalActions { __typename key kind description
    ... on LorenzoPlaceAction { member space value servants raise card { number }
                                costOption discountOption fee
                                pay { coins wood stone servants militaryPoints }
                                gain { coins wood stone servants militaryPoints faithPoints } }
    ... on LorenzoTakeAction { space card { number } value servants fee
                               pay { coins wood stone servants } }
    ... on LorenzoBonusAction { value servants }
    ... on LorenzoPrivilegeAction { option gain { coins wood stone servants } }
    ... on LorenzoExchangeAction { building { number } option privileges
                                   gain { coins wood stone servants } }
    ... on LorenzoTileAction { tile { id } }
    ... on LorenzoDraftAction { leader { slug } }
    ... on LorenzoLeaderAction { use leader { slug } copies { slug } affectedMember }
    ... on UndoAction { version takenBack } }
  result { ranking ranks winners scores { seat rank total parts { category points } } }
  view { __typename ... on LorenzoView { round period phase turnOrder currentSeat
    players { seat name resources { coins wood stone servants militaryPoints faithPoints
                                    victoryPoints }
      cards { territory { number } building { number } character { number } venture { number } }
      members { member value placed space } excommunications { id } bonusTile { id }
      leadersPlayed { leader { slug } faceDown copies { slug } } leadersInHand
      leaderHand { slug } draftHand { slug } }
    board { towers { colour cardType floors { floor space actionValue card { number }
                                              occupants { seat member } } }
      dice { black white orange } market { space occupants { seat member } }
      council { occupants { seat member } } harvest { space occupants { seat member } }
      production { space occupants { seat member } }
      excommunicationTiles { id } deckSizes { territory character building venture }
      bonusTilesOffered { id } vaticanDeciding }
    scores { seat total cardsAndActions faith territories characters ventures military
             resources excommunication }
    revealed { territory { number } venture { number } dice { black } } } }"""

GAME = "query($g: ID!, $t: String) { game(id: $g, token: $t) {" + GAME_FIELDS + "} }"
REPLAY_LAST = ("query($g: ID!, $t: String, $s: Int!) { replay(gameId: $g, token: $t) { "
               "stateAt(step: $s) {" + GAME_FIELDS + "} } }")
CREATE = """mutation($i: CreateGameInput!) { createGame(input: $i) { __typename
  ... on GameCreated { game { id } seats { seat kind token } version consistency }
  ... on Error { code message } } }"""
SUBMIT = """mutation($i: SubmitActionInput!) { submitAction(input: $i) { __typename
  ... on ActionAccepted { version finished replayed consistency
                          game { version seatsToAct legalActions { key } } }
  ... on VersionConflict { expectedVersion actualVersion }
  ... on Error { code message } } }"""
LOG = """query($g: ID!, $a: String) { gameEvents(gameId: $g, after: $a, first: 100) {
  nodes { step cursor version type seat data } pageInfo { hasNextPage endCursor } } }"""
UPDATED = "subscription($g: ID!) { gameUpdated(gameId: $g) {" + GAME_FIELDS + "} }"


class Client:
    def __init__(self, base: str) -> None:
        self.http = httpx.Client(base_url=base, timeout=30)
        self.base = base

    def close(self) -> None:
        self.http.close()

    def __call__(self, query: str, variables: dict | None = None,
                 token: str | None = None, *, errors: bool = False) -> dict:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        r = self.http.post("/graphql", json={"query": query, "variables": variables or {}},
                           headers=headers)
        assert r.status_code == 200, r.text
        body = r.json()
        if errors:
            return body
        assert "errors" not in body, body
        return body["data"]

    def log(self, game_id: str, token: str | None = None) -> list[dict]:
        out, after = [], None
        while True:
            page = self(LOG, {"g": game_id, "a": after}, token)["gameEvents"]
            out += page["nodes"]
            if not page["pageInfo"]["hasNextPage"]:
                return out
            after = page["pageInfo"]["endCursor"]


class Subscription:
    """One graphql-transport-ws subscription in a thread, collecting `next` payloads."""

    def __init__(self, ws_url: str, query: str, variables: dict,
                 token: str | None = None) -> None:
        self.messages: list[dict] = []
        self.done = threading.Event()
        self.error: object = None
        self._ready = threading.Event()
        self._args = (ws_url, query, variables, token)
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()
        assert self._ready.wait(10), "subscription did not start"

    def _run(self) -> None:
        url, query, variables, token = self._args
        with connect(url, subprotocols=["graphql-transport-ws"], open_timeout=10) as ws:
            ws.send(json.dumps({"type": "connection_init",
                                "payload": {"token": token} if token else {}}))
            assert json.loads(ws.recv(10))["type"] == "connection_ack"
            ws.send(json.dumps({"id": "1", "type": "subscribe",
                                "payload": {"query": query, "variables": variables}}))
            self._ready.set()
            while True:
                msg = json.loads(ws.recv(120))
                if msg["type"] == "ping":
                    ws.send(json.dumps({"type": "pong"}))
                elif msg["type"] == "next":
                    if msg["payload"].get("errors"):
                        self.error = msg["payload"]["errors"]
                    self.messages.append(msg["payload"].get("data"))
                elif msg["type"] in ("complete", "error"):
                    if msg["type"] == "error":
                        self.error = msg
                    self.done.set()
                    return

    def wait(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while not self.done.is_set():
            assert time.monotonic() < deadline, "subscription did not complete"
            self.done.wait(0.1)
