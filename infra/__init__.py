"""Wiring: settings, stores, the game service, projection runners, CLI."""
