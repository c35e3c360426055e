"""The chaos run's parts (ops/bench/chaos_bench.py): the load a busy night offers (`load`), the
subscribers that follow games through disconnects (`follow`), the webhook receiver on loopback
(`hooks`), the process and database killer (`chaos`), and the audit of the store afterwards
(`audit`)."""
