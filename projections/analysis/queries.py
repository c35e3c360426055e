"""Reading a game's analysis."""
from __future__ import annotations

import json


def analysis(store, game_id: str) -> dict | None:
    """{"game_id", "game", "status", "done", "total", "budget", "seed", "result" (dict or
    None), "reason"}; None: never requested."""
    with store.read() as cur:
        r = cur.execute("SELECT game_id, game, status, done, total, budget, seed, result, "
                        "reason FROM rm_analysis WHERE game_id = ?", [str(game_id)]).fetchone()
    if r is None:
        return None
    return {"game_id": r["game_id"], "game": r["game"], "status": r["status"],
            "done": int(r["done"]), "total": int(r["total"]), "budget": int(r["budget"]),
            "seed": int(r["seed"]), "reason": r["reason"],
            "result": None if r["result"] is None else json.loads(r["result"])}
