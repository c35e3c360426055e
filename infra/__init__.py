"""Wiring, by concern: game_service/ (the write side), storage/ (the event store), duty/ (work owed to games), console/ (the CLI); settings, logs and metrics beside them."""
