"""The write side: GameService, the table commands around a game, the lobby's seat rules, typed errors and results, the aggregate cache."""
