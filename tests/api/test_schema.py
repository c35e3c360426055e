"""The exported SDL matches the code, and everything in the schema is described."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from graphql import (
    GraphQLEnumType,
    GraphQLInputObjectType,
    GraphQLInterfaceType,
    GraphQLObjectType,
    GraphQLUnionType,
)

from api.schema import SCHEMA

ROOT = Path(__file__).resolve().parents[2]


def test_exported_schema_matches_code():
    """In a process of its own: the test suite registers its toy game, the export does not."""
    done = subprocess.run([sys.executable, "-m", "api.export", "--check"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, "api/schema.graphql drifted: python -m api.export"


def test_every_type_field_argument_and_value_is_described():
    missing = []
    for name, typ in SCHEMA._schema.type_map.items():
        if name.startswith("__") or name in ("String", "Int", "Float", "Boolean", "ID"):
            continue
        if not (typ.description or "").strip():
            missing.append(name)
        if isinstance(typ, (GraphQLObjectType, GraphQLInterfaceType, GraphQLInputObjectType)):
            for fname, field in typ.fields.items():
                if not (field.description or "").strip():
                    missing.append(f"{name}.{fname}")
                for aname, arg in getattr(field, "args", {}).items():
                    if not (arg.description or "").strip():
                        missing.append(f"{name}.{fname}({aname})")
        if isinstance(typ, GraphQLEnumType):
            for vname, value in typ.values.items():
                if not (value.description or "").strip():
                    missing.append(f"{name}.{vname}")
        if isinstance(typ, GraphQLUnionType):
            assert typ.types
    assert not missing, f"undescribed: {missing}"


def test_contract_names_exist():
    schema = SCHEMA._schema
    assert {"createGame", "openGame", "joinGame", "startGame", "submitAction"} <= set(
        schema.mutation_type.fields)
    assert {"game", "legalActions", "games", "gameEvents", "replay", "analytics", "ratings",
            "gameTypes", "gameType", "ratingHistory"} <= set(schema.query_type.fields)
    assert {"registerPlayer"} <= set(schema.mutation_type.fields)
    assert {"gameEvents", "gameUpdated", "lobbyUpdated", "replayPlayback"} <= set(
        schema.subscription_type.fields)
    create = schema.mutation_type.fields["createGame"].args["input"].type.of_type
    assert {"game", "players", "variant", "seed", "setup"} <= set(create.fields)
    submit = schema.mutation_type.fields["submitAction"].args["input"].type.of_type
    assert {"gameId", "token", "action", "expectedVersion", "idempotencyKey"} <= set(
        submit.fields)
