"""Plain data completed without graphql-core's per-field machinery.

Most of an answer (a board: players, towers, floors, cards, resources) is plain data: objects
whose every field strawberry reads with its default resolver (`getattr`, no arguments), down
to the leaves. For each such field graphql-core still builds a `GraphQLResolveInfo`, calls
strawberry's resolver wrapper, tests the result for awaitability and walks `complete_value`;
that was most of the CPU of a `game` or `replay.step` answer. Here a *pure* selection - one
that reads plain fields only, down to its leaves (scalars and enums), through objects, unions
and interfaces - is completed by one direct walk: the attribute read,
the leaf coerced with the type's own `coerce_output_value`, an abstract value's type found from
its class, the sub-selection collected by graphql-core's own (memoised) `collect_subfields`.
Same values, same key order.

The selection's shape is a fact of the document alone when the document has no directives (no
@skip/@include on a variable, no @defer): then its collected sub-selections, their purity and
their walks are kept per operation across requests (`_Shapes`), and a request only looks them
up. Before, every request collected and classified the whole selection again: about a sixth of
a first `game` read. A walk is built once per selection, as nested functions that already know
what each level is (non-null, list, leaf, union, object and its fields in order): asking that
of every value, as the walk did, was a third of its cost.

Anything unusual - null for a non-null type, a value that does not coerce, an exception, a
class that is not exactly one possible type, @defer, a directive on a field - abandons the walk
and completes that value the ordinary way. The walk has no side effects (attribute reads of
plain values) and records no error, so graphql-core's answer, errors and paths are unchanged.
Fields with resolvers, arguments or middleware never take it, but for one kind: a text in the
request's language (api.schema.language `in_words`), whose resolver carries `plain_read`, the
same text read from the source and the request's context, taken when the selection passes no
`language` argument. Without it every legal action (its `description`) left the walk, and
graphql-core completed each of its fields: the walk of a first `game` read now takes the legal
actions too (about 20 % of its CPU).
"""
from __future__ import annotations

import marshal
from collections import OrderedDict
from enum import Enum
from weakref import WeakKeyDictionary

from graphql import (
    GraphQLBoolean,
    GraphQLEnumType,
    GraphQLID,
    GraphQLInt,
    GraphQLList,
    GraphQLNonNull,
    GraphQLString,
    Visitor,
    is_abstract_type,
    is_leaf_type,
    visit,
)
from graphql.execution.collect_fields import collect_subfields
from graphql.pyutils import Undefined
from strawberry.schema.schema_converter import GraphQLCoreConverter
from strawberry.types.cast import get_strawberry_type_cast

_BACKREF = GraphQLCoreConverter.DEFINITION_BACKREF


class _Slow(Exception):
    """This value is completed the ordinary way."""


def _reader(field_def, field_details_list):
    """How a plain field is read, else None: the attribute a basic field reads (str), or a
    function of (source, context). Plain fields: those strawberry resolves by default (no
    arguments, no resolver), and those whose resolver is marked `plain_read` - a function of
    (source, context) giving what the resolver gives without arguments (api.schema.language's
    texts) - where the selection passes none."""
    reader = field_def.__dict__.get("_signoria_reader", _UNKNOWN)
    if reader is _UNKNOWN:
        reader = field_def._signoria_reader = _field_reader(field_def)  # per schema field
    if type(reader) is _Marked:
        for details in field_details_list:
            if details.node.arguments:
                return None
        return reader.read
    return reader


class _Marked:
    __slots__ = ("read",)

    def __init__(self, read) -> None:
        self.read = read


_UNKNOWN = object()


def _field_reader(field_def):
    field = field_def.extensions.get(_BACKREF)
    if field_def.args:
        resolver = getattr(field, "base_resolver", None)
        read = getattr(getattr(resolver, "wrapped_func", None), "plain_read", None)
        return _Marked(read) if read is not None and not field.extensions else None
    resolve = field_def.resolve
    if not getattr(resolve, "_is_default", False):
        return _method_reader(field, resolve)
    if (field is not None and getattr(resolve, "__name__", "") == "_get_basic_result"
            and field.is_basic_field and field.default_resolver is getattr):
        return field.python_name  # what it does: get_result -> default_resolver(source, name)
    return lambda source, _context: resolve(source, None)


def _method_reader(field, resolve):
    """A sync resolver of no arguments but its object (a method of a strawberry type, such as
    `Game.legal_actions`): what strawberry's wrapper calls, called directly, when nothing sits
    between the two (no field extensions, no exception handlers, no `info`, no `root`). The
    whole of a `game` answer is then one walk; before, each such field went through
    graphql-core's field machinery and strawberry's wrapper (a fifth of a first read)."""
    resolver = getattr(field, "base_resolver", None)
    if (resolver is None or field.extensions or resolver.is_async or resolver.arguments
            or getattr(resolve, "__name__", "") != "_resolver"
            or _closed_over(resolve, "field_exception_handlers") != ()
            or resolver.info_parameter or resolver.root_parameter
            or resolver.parent_parameter or resolver.self_parameter is None):
        return None
    method = resolver.wrapped_func
    return lambda source, _context: method(source)


def _closed_over(fn, name: str):
    """The value of a variable `fn` closes over (None when it has none by that name)."""
    try:
        return fn.__closure__[fn.__code__.co_freevars.index(name)].cell_contents
    except (ValueError, TypeError, AttributeError):
        return None


def _named(type_):
    while isinstance(type_, (GraphQLNonNull, GraphQLList)):
        type_ = type_.of_type
    return type_


class _Kinds:
    """Per schema: an abstract type's object type per class of value."""

    def __init__(self, schema) -> None:
        self.schema = schema
        self.runtime: dict = {}

    def object_type(self, abstract, value):
        cls = type(value)
        key = (abstract, cls)
        found = self.runtime.get(key, Undefined)
        if found is Undefined:
            matches = [t for t in self.schema.get_possible_types(abstract)
                       if isinstance(value, t.extensions[_BACKREF].origin)]
            found = (matches[0] if len(matches) == 1
                     and matches[0].extensions[_BACKREF].origin is cls else None)
            self.runtime[key] = found
        if found is None or get_strawberry_type_cast(value) is not None:
            raise _Slow
        return found


_kinds: WeakKeyDictionary = WeakKeyDictionary()


def _kinds_of(schema) -> _Kinds:
    kinds = _kinds.get(schema)
    if kinds is None:
        kinds = _kinds[schema] = _Kinds(schema)
    return kinds


class _Shapes:
    """One operation's collected sub-selections and their purity, shared by its requests. Keys
    are the selection's field nodes by identity: the parse cache (api.schema) hands out one
    document per text, and `_shapes` holds the operation, so the ids stay unique."""

    __slots__ = ("collected", "pure", "walkers")

    def __init__(self) -> None:
        self.collected: dict = {}
        self.pure: dict = {}
        self.walkers: dict = {}


class _HasDirective(Visitor):
    found = False

    def enter_directive(self, *_):
        self.found = True
        return self.BREAK


def _shape_fixed(operation, fragments) -> bool:
    """Whether the selection's shape depends on nothing but the document (no directive:
    @skip/@include may read variables, @defer and @stream change what is collected)."""
    for node in (operation, *(f.definition for f in fragments.values())):
        if getattr(node, "variable_definitions", None) and node is not operation:
            return False  # fragment arguments (experimental) bind values per spread
        found = _HasDirective()
        visit(node, found)
        if found.found:
            return False
    return True


_SHAPES_KEPT = 512  # operations, as the parse cache's documents
_shapes: OrderedDict[int, tuple] = OrderedDict()  # id -> (operation, _Shapes or None)


def _shapes_for(operation, fragments) -> _Shapes | None:
    key = id(operation)
    hit = _shapes.get(key)
    if hit is not None and hit[0] is operation:
        _shapes.move_to_end(key)  # least recently used goes first, as in the parse cache
        return hit[1]
    shapes = _Shapes() if _shape_fixed(operation, fragments) else None
    _shapes[key] = (operation, shapes)
    if len(_shapes) > _SHAPES_KEPT:
        _shapes.popitem(last=False)
    return shapes


def _nodes_key(type_, field_details_list) -> tuple:
    return (type_, *[id(d.node) for d in field_details_list])


class PlainData:
    """An Executor mixin: pure selections completed by a direct walk (see the module
    docstring)."""

    _plain_kinds: _Kinds | None = None
    _pure: dict | None = None
    _walkers: dict | None = None
    _shape: _Shapes | None | bool = False  # False: not looked up yet

    def _shapes(self) -> _Shapes | None:
        shape = self._shape
        if shape is False:
            shape = self._shape = _shapes_for(self.operation, self.fragments)
        return shape

    def collect_subfields(self, return_type, field_details_list):
        return self._kept(self._relevant_sub_fields, "collected", return_type,
                          field_details_list, self._collect)

    def _collect(self, return_type, field_details_list):
        return collect_subfields(self.schema, self.fragments, self.variable_values,
                                 self.operation, return_type, field_details_list,
                                 self.hide_suggestions)

    def _kinds(self) -> _Kinds | None:
        kinds = self._plain_kinds
        if kinds is None:
            manager = self.middleware_manager  # resolver middleware must see every field
            if manager is not None and manager.middlewares:
                return None
            kinds = self._plain_kinds = _kinds_of(self.schema)
            self._pure, self._walkers = {}, {}
        return kinds

    def _kept(self, local: dict, shared: str, type_, field_details_list, compute):
        """`compute(type_, field_details_list)`, memoised per selection: in this request by
        the list's identity (graphql-core's own memo for `collect_subfields`), across requests
        by the selection's nodes when the document's shape is fixed (`_Shapes`)."""
        key = (type_, id(field_details_list))
        known = local.get(key)
        if known is not None:
            return known[1]
        shapes = self._shapes()
        if shapes is None:
            value = compute(type_, field_details_list)
        else:
            table, shape = getattr(shapes, shared), _nodes_key(type_, field_details_list)
            value = table.get(shape)
            if value is None:
                value = table[shape] = compute(type_, field_details_list)
        local[key] = (field_details_list, value)  # holds the list: its id stays unique
        return value

    def _is_pure(self, type_, field_details_list) -> bool:
        """Whether this selection on `type_` (a named type) reads plain fields only, down to
        its leaves."""
        if is_leaf_type(type_):
            return True
        return self._kept(self._pure, "pure", type_, field_details_list, self._purity)

    def _purity(self, type_, field_details_list) -> bool:
        if is_abstract_type(type_):
            return all(self._is_pure(t, field_details_list)
                       for t in self.schema.get_possible_types(type_))
        return self._pure_fields(type_, field_details_list)

    def _pure_fields(self, type_, field_details_list) -> bool:
        grouped, defers = self.collect_subfields(type_, field_details_list)[:2]
        if defers:
            return False
        fields = type_.fields
        for details in grouped.values():
            node = details[0].node
            if node.directives:
                return False
            name = node.name.value
            if name == "__typename":
                continue
            field_def = fields[name]
            if (_reader(field_def, details) is None
                    or not self._is_pure(_named(field_def.type), details)):
                return False
        return True

    def execute_field(self, parent_type, source, field_details_list, path, position_context):
        kinds = self._kinds()
        node = field_details_list[0].node
        if kinds is not None and not node.directives:
            name = node.name.value
            if name == "__typename":
                return parent_type.name
            field_def = parent_type.fields.get(name)
            reader = None if field_def is None else _reader(field_def, field_details_list)
            if reader is not None and self._is_pure(_named(field_def.type), field_details_list):
                try:
                    return self._walker(field_def.type, field_details_list)(
                        getattr(source, reader) if type(reader) is str
                        else reader(source, self.context_value), self)
                except Exception:  # noqa: BLE001 - graphql-core's own path reports it
                    pass
        return super().execute_field(parent_type, source, field_details_list, path,
                                     position_context)

    def complete_value(self, return_type, field_details_list, info, path, result,
                       position_context):
        """A resolver's value whose whole selection is pure (e.g. the list of legal actions,
        a union-typed view) is walked at once, not item by item through graphql-core."""
        kinds = self._kinds()
        if (kinds is not None and not self.is_awaitable(result)
                and not any(d.node.directives for d in field_details_list)  # @stream
                and self._is_pure(_named(return_type), field_details_list)):
            try:
                return self._walker(return_type, field_details_list)(result, self)
            except Exception:  # noqa: BLE001 - graphql-core's own path reports it
                pass
        return super().complete_value(return_type, field_details_list, info, path, result,
                                      position_context)

    def complete_object_value(self, return_type, field_details_list, info, path, result,
                              position_context):
        kinds = self._kinds()
        if kinds is not None and self._is_pure(return_type, field_details_list):
            try:
                return self._walker(return_type, field_details_list)(result, self)
            except Exception:  # noqa: BLE001 - graphql-core's own path reports it
                pass
        return super().complete_object_value(return_type, field_details_list, info, path,
                                             result, position_context)

    def _walker(self, type_, field_details_list):
        """The walk of a pure selection of `type_` (`_walk`), kept like the other facts of a
        selection (`_kept`): built once per document when its shape is fixed."""
        return self._kept(self._walkers, "walkers", type_, field_details_list, self._walk)

    def _walk(self, type_, field_details_list):
        """A function (value, executor) -> the value completed, for a pure selection on
        `type_` (any wrapping): what to do at each level is decided here, once, not per
        value. It raises `_Slow` (or whatever a reader raises) to leave the walk."""
        non_null, inner = self._parts(type_, field_details_list)
        if not non_null:
            return inner

        def walk_non_null(value, ex):
            if value is None:
                raise _Slow
            return inner(value, ex)
        walk_non_null.context = _context(inner)
        return walk_non_null

    def _parts(self, type_, field_details_list):
        """(whether `type_` is non-null, the walk of the type inside, which answers None for
        None): lists and objects check non-null items and fields themselves, a call less per
        value than a wrapper would cost."""
        non_null = type(type_) is GraphQLNonNull
        if non_null:
            type_ = type_.of_type
        if type(type_) is GraphQLList:
            return non_null, self._list(type_.of_type, field_details_list)
        if is_leaf_type(type_):
            return non_null, _leaf(type_)
        if is_abstract_type(type_):
            return non_null, self._abstract(type_, field_details_list)
        return non_null, self._object(type_, field_details_list)

    def _list(self, item_type, field_details_list):
        """A list's walk; a list of built-in scalars of their own Python type (seats, card
        numbers) is copied as it is."""
        items_non_null, item = self._parts(item_type, field_details_list)
        kind = _AS_IS.get(item_type.of_type if items_non_null else item_type)

        def walk_list(value, ex):
            if value is None:
                return None
            if type(value) is not list and type(value) is not tuple:
                raise _Slow
            if kind is not None:
                for v in value:
                    if type(v) is not kind or (kind is int and not _INT_MIN <= v <= _INT_MAX):
                        break
                else:
                    return list(value)
            out = [item(v, ex) for v in value]
            if items_non_null and None in out:
                raise _Slow
            return out
        walk_list.context = _context(item)
        return walk_list

    def _abstract(self, type_, field_details_list):
        """An abstract value's walk: its object type found from its class, each object type's
        walk built on first use (a union of every game's types: most never come)."""
        kinds, by_type = self._plain_kinds, {}

        def abstract(value, ex):
            if value is None:
                return None
            object_type = kinds.object_type(type_, value)
            walk = by_type.get(object_type)
            if walk is None:
                walk = by_type[object_type] = ex._object(object_type, field_details_list)
            return walk(value, ex)
        return abstract

    def _object(self, type_, field_details_list):
        """An object's walk: its fields in answer order, each read (`_reader`) and walked;
        __typename as the type's name. A leaf of a built-in scalar's own Python type (most
        of an answer) is taken in the loop itself, without the call its walk would cost."""
        check, fields, plan = type_.is_type_of, type_.fields, []
        context: tuple | None = ()  # what of the request's context it reads (`_context`)
        for key, details in self.collect_subfields(type_, field_details_list)[0].items():
            name = details[0].node.name.value
            if name == "__typename":
                plan.append((key, None, None, False, type_.name))
                continue
            field_def = fields[name]
            non_null, walk = self._parts(field_def.type, details)
            leaf = field_def.type.of_type if non_null else field_def.type
            reader = _reader(field_def, details)
            context = _joined(context, _context(walk), _read_context(field_def))
            plan.append((key, reader, _AS_IS.get(leaf), non_null, walk))
        plan = tuple(plan)
        # a shared object's answer is kept on it, per walk (and what the walk reads of the
        # request's context): only for a walk kept per document (one per request would pile
        # up on the object)
        keep = context is not None and self._shapes() is not None

        def walk_object(value, ex):
            if value is None:
                return None
            if keep:
                walks = value.__dict__.get(_WALKS)
                if walks is not None:
                    k = (walk_object, *[f(ex.context_value) for f in context]) if context \
                        else walk_object
                    out = walks.get(k)
                    if out is None:
                        out = walks[k] = walk_fields(value, ex)
                    return out
            return walk_fields(value, ex)

        def walk_fields(value, ex):
            if check is None:
                if isinstance(value, Exception):
                    raise _Slow
            elif not check(value, None):  # (strawberry's checks need no info)
                raise _Slow
            out = {}
            for key, reader, kind, non_null, walk in plan:
                if reader is None:
                    out[key] = walk  # __typename
                    continue
                v = getattr(value, reader) if type(reader) is str \
                    else reader(value, ex.context_value)
                if type(v) is kind and (kind is not int or _INT_MIN <= v <= _INT_MAX):
                    out[key] = v  # (kind: None unless the field is a built-in scalar)
                elif v is None:
                    if non_null:
                        raise _Slow
                    out[key] = None
                else:
                    out[key] = walk(v, ex)
            return out
        walk_object.context = context
        return walk_object


def _leaf(type_):
    """A scalar's or enum's walk: a built-in scalar's own Python type taken as it is (an Int
    in range), anything else coerced by the type; an enum's answer for each of its Python
    members is kept (a board names its colours, members and card types hundreds of times)."""
    kind, coerce = _AS_IS.get(type_), type_.coerce_output_value
    members: dict = {} if isinstance(type_, GraphQLEnumType) else None

    def leaf(value, _ex):
        if value is None:
            return None
        if type(value) is kind and (kind is not int or _INT_MIN <= value <= _INT_MAX):
            return value
        member = members is not None and isinstance(value, Enum)
        if member:
            hit = members.get(id(value))  # by identity: members live as long as their class
            if hit is not None and hit[0] is value:
                return hit[1]
        elif isinstance(value, Exception):
            raise _Slow
        out = coerce(value)
        if out is None or out is Undefined:
            raise _Slow
        if member:
            members[id(value)] = (value, out)
        return out
    leaf.context = ()
    return leaf


def _context(walk) -> tuple | None:
    """What a walk's answer depends on besides its value: functions of the request's context
    (a text in the request's language: the language), () for none; None when not known (an
    abstract value's walks are built on first use)."""
    return getattr(walk, "context", None)


def _read_context(field_def) -> tuple | None:
    """What a plain field's reading takes from the request's context: a marked reader's
    `context_key` (api.schema.language: the language), None when it does not say."""
    reader = field_def._signoria_reader
    if type(reader) is not _Marked:
        return ()
    key = getattr(reader.read, "context_key", None)
    return None if key is None else (key,)


def _joined(*contexts) -> tuple | None:
    if any(c is None for c in contexts):
        return None
    return tuple(dict.fromkeys(f for c in contexts for f in c))


_WALKS = "_plain_walks"


def shared(obj):
    """Mark a read-only typed object as shared by answers (one object per content, kept by its
    builder): each walk's answer of it is then kept on it and reused. Most of a board (the
    towers, the other players) is the same at the next version; built from the same content,
    it is the same object, answered without a walk."""
    obj.__dict__[_WALKS] = {}
    return obj


_INT_MIN, _INT_MAX = -(2 ** 31), 2 ** 31 - 1  # GraphQL's Int
_AS_IS = {GraphQLInt: int, GraphQLString: str, GraphQLBoolean: bool, GraphQLID: str}


class ByContent:
    """Shared typed objects (`shared`), one per content: `get(content, build)` gives the
    object built before from equal content, else `build()`'s, marked shared. `content` must be
    all the object is built from: its key is its `marshal` encoding, equal only for equal
    values of equal types (True is not 1, a list not a tuple), so a seat's own hand never
    reaches another viewer; content marshal cannot encode is built each time, not shared.
    `same`: a read-only object that always stands for this content (a legal action's dict,
    shared by every version offering it: projections.snapshot), tried first by identity,
    without encoding the content. Bounded by entries: when full it starts again (no order to
    keep on every hit)."""

    def __init__(self, maxsize: int = 4096) -> None:
        self._held: dict = {}
        self._same: dict = {}  # id(same) -> (same, object): holds `same`, so its id stays
        self._maxsize = maxsize

    def get(self, content, build, same=None):
        if same is not None:
            hit = self._same.get(id(same))
            if hit is not None and hit[0] is same:
                return hit[1]
        try:
            key = marshal.dumps(content)
        except ValueError:
            return build()
        obj = self._held.get(key)
        if obj is None:
            if len(self._held) >= self._maxsize:
                self._held = {}
            obj = self._held[key] = shared(build())
        if same is not None:
            if len(self._same) >= self._maxsize:
                self._same = {}
            self._same[id(same)] = (same, obj)
        return obj
