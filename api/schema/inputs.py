"""Input objects built by a plan made once per input type, not by strawberry's generic walk.

strawberry turns each input object argument into its Python class with `convert_argument`,
which for every field of every request converts the field's name to camelCase, resolves the
field's type annotation and tests it against a dozen kinds (the largest single cost of
parsing a `submitAction`'s arguments). The result depends on the input type only, so here it
is worked out once per type (`StrawberryObjectDefinition.from_input`, strawberry's hook for
building an input): scalar fields are copied as they are (graphql-core has already coerced
them, and strawberry would return them unchanged); any other field (lists, nested inputs,
enums) still goes through `convert_argument`. Same values, same defaults, same classes.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import MISSING

from strawberry.relay.types import GlobalID
from strawberry.types.arguments import convert_argument
from strawberry.types.base import StrawberryObjectDefinition, StrawberryOptional


def _is_scalar(type_, scalar_registry) -> bool:
    while isinstance(type_, StrawberryOptional):
        type_ = type_.of_type
    if type_ is GlobalID:
        return False
    try:
        return type_ in scalar_registry
    except TypeError:  # an unhashable type annotation: not a scalar
        return False


def _planned(definition: StrawberryObjectDefinition, config, scalar_registry):
    # fields without a default are None unless given (graphql-core checked the required ones)
    base = {f.python_name: None for f in definition.fields
            if f.default_value is MISSING and f.default_factory is MISSING}
    plan = []
    for f in definition.fields:
        type_ = f.resolve_type(type_definition=definition)
        plan.append((config.name_converter.from_field(f), f.python_name,
                     None if _is_scalar(type_, scalar_registry) else type_))

    def from_input(cls: type, value: Mapping, ctx) -> object:
        kwargs = dict(base)
        for name, python_name, type_ in plan:
            if name in value:
                item = value[name]
                kwargs[python_name] = item if type_ is None else convert_argument(
                    item, type_, ctx.scalar_registry, ctx.config, ctx.info,
                    path=(*ctx.path, name))
        return cls(**kwargs)

    return from_input


def plan_inputs(schema) -> None:
    """Give every input type of `schema` that has no `from_input` yet a planned one."""
    converter = schema.schema_converter
    for graphql_type in converter.type_map.values():
        definition = graphql_type.definition
        if (isinstance(definition, StrawberryObjectDefinition) and definition.is_input
                and definition.from_input is None):
            definition.from_input = _planned(definition, schema.config,
                                             converter.scalar_registry)
