"""The analysis projection: `rm_analysis`, one row per analysed game (status queued, running,
done or failed; decisions done of total; the budget and seed; the result as JSON), from the
game's analysis stream (infra.duty.analysis_stream). The result is computed once, by the duty that
records it (infra.duty.analysis); a rebuild projects the stored result again, it never
analyses anew."""
from __future__ import annotations

from projections.base import Projection, dumps


class AnalysisProjection(Projection):
    name = "analysis"
    version = 1
    tables = ("rm_analysis",)
    streams = ("analysis",)

    def ddl(self, dialect: str) -> list[str]:
        return ["CREATE TABLE IF NOT EXISTS rm_analysis (game_id TEXT PRIMARY KEY, game TEXT, "
                "status TEXT, done INTEGER, total INTEGER, budget INTEGER, seed BIGINT, "
                "result TEXT, reason TEXT)"]

    def apply(self, cur, records, ctx) -> set[str]:
        changed = set()
        for r in records:
            f = r.fields
            if r.kind == "AnalysisRequested":  # the key is unique: a second one fails loudly
                cur.execute("INSERT INTO rm_analysis (game_id, game, status, done, total, "
                            "budget, seed) VALUES (?, ?, 'queued', 0, ?, ?, ?)",
                            [r.game_id, f["game"], f["total"], f["budget"], f["seed"]])
            elif r.kind == "AnalysisProgressed":
                cur.execute("UPDATE rm_analysis SET status = 'running', done = ? "
                            "WHERE game_id = ?", [f["done"], r.game_id])
            elif r.kind == "AnalysisCompleted":
                cur.execute("UPDATE rm_analysis SET status = 'done', done = total, result = ? "
                            "WHERE game_id = ?", [dumps(f["result"]), r.game_id])
            elif r.kind == "AnalysisFailed":
                cur.execute("UPDATE rm_analysis SET status = 'failed', reason = ? "
                            "WHERE game_id = ?", [f["reason"], r.game_id])
            else:
                continue
            changed.add(r.game_id)
        return changed
