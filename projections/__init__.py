"""The read side: projections built from the event store's notification log (see read.py)."""
