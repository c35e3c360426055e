"""Board read model: each game as each viewer sees it (written by the games projection)."""
from projections.board.rows import DDL, SPECTATOR, rows, write

__all__ = ["DDL", "SPECTATOR", "rows", "write"]
