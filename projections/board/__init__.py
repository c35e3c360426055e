"""Board read model: each game as each viewer sees it (written by the games projection)."""
from projections.board.rows import SPECTATOR, ddl, rows, write

__all__ = ["SPECTATOR", "ddl", "rows", "write"]
