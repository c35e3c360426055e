"""Patrizier rules, one module per rule area (the rulebook's sections)."""
