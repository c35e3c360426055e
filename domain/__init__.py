"""Pure game logic: no I/O, clock, environment or global randomness (see DESIGN.md)."""
