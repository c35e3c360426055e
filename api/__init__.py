"""The GraphQL API: a strawberry schema served by Litestar (see docs/api.md).

`api.app.create_app()` builds the ASGI app; `signoria serve` runs it with uvicorn. Nobody imports
`api`: it talks to the write side (`infra.game_service.service.GameService`) for commands and to the read
models (`projections.read.ReadModels`) for queries and subscriptions.
"""
