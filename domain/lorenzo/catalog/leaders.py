"""The 20 leader cards (advanced game): requirement, activation and ability."""
from dataclasses import dataclass

from domain.lorenzo.catalog.data import raw


@dataclass(frozen=True, slots=True)
class Leader:
    id: int
    slug: str
    name: str
    cards: dict  # type -> count required
    resources: dict  # resource -> amount required (checked, not paid)
    same_type: int  # cards of one type required (Lucrezia Borgia)
    once_per_round: bool
    ability: tuple  # effect dicts
    text: str

    @property
    def kind(self) -> str:
        return self.ability[0]["type"]


def _leader(d: dict) -> Leader:
    req = d["requirement"]
    return Leader(d["id"], d["slug"], d["name"], dict(req.get("cards", {})),
                  dict(req.get("resources", {})), req.get("cards_of_same_type", 0),
                  d["activation"] == "once_per_round", tuple(d["ability"]), d["text"])


LEADERS: dict[str, Leader] = {d["slug"]: _leader(d) for d in raw()["leaders"]}
LEADER_ORDER: tuple[str, ...] = tuple(sorted(LEADERS, key=lambda s: LEADERS[s].id))
