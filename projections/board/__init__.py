"""Board read model: each game as each viewer sees it (written by the games projection)."""
from projections.board.rows import SPECTATOR, ddl, row, write

__all__ = ["SPECTATOR", "ddl", "row", "write"]
