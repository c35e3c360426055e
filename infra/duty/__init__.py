"""Duties: the ledger of work owed to games (bot moves, clock time-outs, turn notifications, webhooks), the runner that performs them, webhook delivery and its address policy."""
