"""The event codec every game uses: its events are dataclasses (subclasses of one base class per
game) stored as JSON-native dicts `{"type", "v", ...fields}`; old versions are brought up to
date one step at a time by upcasters. A game keeps its events, versions and upcasters in its
own `events.py` and builds its codec here:

    CODEC = EventCodec(Event, versions={"GameSetUp": 2},
                       upcasters={("GameSetUp", 1): v1_to_v2})
    to_dict, from_dict, upcast = CODEC.to_dict, CODEC.from_dict, CODEC.upcast

Never rename or reshape a stored event in place: add a version and an upcaster."""
from __future__ import annotations

from dataclasses import MISSING, fields

EVENT_VERSION = 1  # the version of every event type a game does not list in its versions


class EventCodec:
    """Events of one game <-> plain dicts. `header_first` puts "type" and "v" before the
    fields (else after them): each game keeps the key order its stored events have always
    had, so what is written stays byte for byte the same."""

    def __init__(self, base: type, *, versions: dict[str, int] | None = None,
                 upcasters: dict | None = None, header_first: bool = False) -> None:
        self.types: dict[str, type] = {c.__name__: c for c in base.__subclasses__()}
        self.versions = dict(versions or {})
        self.upcasters = dict(upcasters or {})  # (type, version) -> the next version's dict
        self.order = {name: tuple(f.name for f in fields(c)) for name, c in self.types.items()}
        self.known = {name: frozenset(order) for name, order in self.order.items()}
        self.current = {name: self.versions.get(name, EVENT_VERSION) for name in self.types}
        self.to_dict = self._header_first if header_first else self._header_last
        self.readers = {name: _reader(c) for name, c in self.types.items()}

    def _header_first(self, event) -> dict:
        """The event as a JSON-native dict {"type", "v", ...fields}. Shallow: fields are
        already plain data (`asdict`'s deep copy was a measurable share of every command)."""
        name = type(event).__name__
        d = {"type": name, "v": self.current[name]}
        for f in self.order[name]:
            d[f] = getattr(event, f)
        return d

    def _header_last(self, event) -> dict:
        """The event as a JSON-native dict {...fields, "type", "v"} (see `_header_first`)."""
        name = type(event).__name__
        d = {f: getattr(event, f) for f in self.order[name]}
        d["type"] = name
        d["v"] = self.current[name]
        return d

    def upcast(self, data: dict) -> dict:
        """Bring a stored event dict to the current version of its type, one step at a time."""
        name = data["type"]
        while data.get("v", 1) < self.versions.get(name, EVENT_VERSION):
            data = self.upcasters[(name, data.get("v", 1))](data)
        return data

    def from_dict(self, data: dict):
        """The event of a stored dict (any version); keys that are not fields are ignored and
        fields with a default may be missing."""
        name = data["type"]
        if data.get("v", 1) < self.current.get(name, EVENT_VERSION):
            data = self.upcast(data)
            name = data["type"]
        try:
            return self.readers[name](data)
        except KeyError:  # a field without a default is missing: the class says which
            return self.types[name](**{k: v for k, v in data.items() if k in self.known[name]})


def _reader(cls):
    """A function making a `cls` event from a stored dict: each field read by name, a default
    where one is missing. Every event of a read-side rebuild is made here; copying the dict,
    dropping its header and testing its keys before `cls(**kwargs)` was a tenth of it."""
    env = {"cls": cls}
    args = []
    for i, f in enumerate(fields(cls)):
        if not f.init:
            continue
        if f.default is not MISSING:
            env[f"d{i}"] = f.default  # the very object __init__ would use
            args.append(f"{f.name}=d.get({f.name!r}, d{i})")
        elif f.default_factory is not MISSING:
            env[f"f{i}"] = f.default_factory
            args.append(f"{f.name}=d[{f.name!r}] if {f.name!r} in d else f{i}()")
        else:
            args.append(f"{f.name}=d[{f.name!r}]")
    exec(f"def read(d):\n    return cls({', '.join(args)})\n", env)  # noqa: S102 - our own names
    return env["read"]
