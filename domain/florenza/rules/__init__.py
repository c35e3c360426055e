"""Florenza's rules, one module per phase or rule area (names follow the quick reference)."""
