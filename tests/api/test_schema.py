"""The exported SDL matches the code, and everything in the schema is described."""
from __future__ import annotations

from graphql import (
    GraphQLEnumType,
    GraphQLInputObjectType,
    GraphQLInterfaceType,
    GraphQLObjectType,
    GraphQLUnionType,
)

from api.export import SCHEMA_FILE
from api.schema import SCHEMA, sdl


def test_exported_schema_matches_code():
    assert SCHEMA_FILE.read_text() == sdl(), "api/schema.graphql drifted: python -m api.export"


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
            "cards"} <= set(schema.query_type.fields)
    assert {"gameEvents", "gameUpdated", "lobbyUpdated", "replayPlayback"} <= set(
        schema.subscription_type.fields)
    create = schema.mutation_type.fields["createGame"].args["input"].type.of_type
    assert {"players", "variant", "seed", "setup"} <= set(create.fields)
    submit = schema.mutation_type.fields["submitAction"].args["input"].type.of_type
    assert {"gameId", "token", "action", "expectedVersion", "idempotencyKey"} <= set(
        submit.fields)
