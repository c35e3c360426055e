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


def _shape(t) -> str:
    """A field type as GraphQL's field-merging rule compares it (SameResponseShape): list
    and non-null wrappers and leaf types must match; object types may differ."""
    from graphql import GraphQLList, GraphQLNonNull, is_leaf_type

    if isinstance(t, GraphQLNonNull):
        return _shape(t.of_type) + "!"
    if isinstance(t, GraphQLList):
        return "[" + _shape(t.of_type) + "]"
    return t.name if is_leaf_type(t) else "object"


def test_one_query_can_select_every_member_of_an_interface_or_union():
    """A client writes one selection with a fragment per game type: fields of one name in
    different members must have the same shape, or the query is invalid."""
    schema = SCHEMA._schema
    groups = [schema.get_possible_types(t) for t in schema.type_map.values()
              if isinstance(t, GraphQLInterfaceType | GraphQLUnionType)]
    clashes = []
    for members in groups:
        seen: dict[str, tuple[str, str]] = {}
        for member in members:
            for name, field in member.fields.items():
                shape = _shape(field.type)
                first = seen.setdefault(name, (member.name, shape))
                if first[1] != shape:
                    clashes.append(f"{first[0]}.{name}: {first[1]} vs {member.name}.{name}: "
                                   f"{shape}")
    assert not clashes, clashes


def _shape(t) -> str:
    """A field type's response shape: list and non-null wrappers, and the named type for a
    scalar or an enum (objects are compared field by field)."""
    from graphql import GraphQLList, GraphQLNonNull

    if isinstance(t, GraphQLNonNull):
        return "!" + _shape(t.of_type)
    if isinstance(t, GraphQLList):
        return "[" + _shape(t.of_type) + "]"
    return "obj" if isinstance(t, GraphQLObjectType | GraphQLInterfaceType | GraphQLUnionType) \
        else t.name


def _named(t):
    while hasattr(t, "of_type"):
        t = t.of_type
    return t


def _conflicts(a, b, path: str, seen: set) -> list[str]:
    """Fields of one name under two types that one query could select together but whose
    answers have different shapes (GraphQL refuses such a query)."""
    if (a.name, b.name) in seen or not all(hasattr(x, "fields") for x in (a, b)):
        return []
    seen.add((a.name, b.name))
    out = []
    for name in set(a.fields) & set(b.fields):
        fa, fb = a.fields[name].type, b.fields[name].type
        if _shape(fa) != _shape(fb):
            out.append(f"{path}.{name}: {a.name} {fa} vs {b.name} {fb}")
        elif _shape(fa).endswith("obj"):
            out += _conflicts(_named(fa), _named(fb), f"{path}.{name}", seen)
    return out


def test_every_games_fragments_can_be_selected_in_one_query():
    """A client selects every game's view, actions and decisions in one document (the web
    client does): same-named fields of different games must answer in the same shape."""
    found = []
    for name, typ in SCHEMA._schema.type_map.items():
        if isinstance(typ, GraphQLUnionType):
            members = list(typ.types)
        elif isinstance(typ, GraphQLInterfaceType):
            members = list(SCHEMA._schema.get_possible_types(typ))
        else:
            continue
        seen: set = set()
        for i, a in enumerate(members):
            for b in members[i + 1:]:
                found += _conflicts(a, b, name, seen)
    # known, to be renamed (a client aliases one side meanwhile, as the web client does)
    known = {"LegalAction.tile.id: IlVecchioTile String! vs LorenzoBonusTile Int!",
             "LegalAction.tile.id: LorenzoBonusTile Int! vs IlVecchioTile String!"}
    assert [f for f in found if f not in known] == []
