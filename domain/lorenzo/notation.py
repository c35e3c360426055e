"""Action keys: the text notation of every Lorenzo action (like UCI moves in chess).

Keys are lower-case words separated by single spaces. `+N` is the action value bought with
servants (N servants, or 2N under excommunication 2-6). `cost=K` picks the K-th cost of a card
that prints several (ventures); `disc=K` the K-th discount of a choose-one discount
(Stonemason); each appears only when it changes what is paid.

    place <member> <space> [+N] [cost=K] [disc=K]   member: black white orange neutral
        space: tower.<green|blue|yellow|purple>.<1-4>  market.<1-4>  council
               harvest.<1|2>  production.<1|2>          e.g. `place black tower.green.3 +2`
    pass                          no member can be placed this turn
    end                           advanced game: end the turn (after leader actions)
    privilege <1-5>               1 wood+1 stone, 2 servants, 2 coins, 2 military, 1 faith
    take <tower space> [+N] [cost=K] [disc=K]  |  take none     a card's bonus card action
    harvest [+N]  |  produce [+N]  a card's or leader's bonus harvest / production action
    exchange <card> <option>  |  exchange <card> none          production exchanges
    support  |  excommunicate     Vatican report
    tile <1-4>                    advanced set-up: choose a personal bonus tile
    draft <leader>                advanced set-up: keep a leader from the draft hand
    leader discard <leader>  |  leader play <leader> [copy=<leader>]
    leader activate <leader> [<member>]
"""

VERBS = ("place", "pass", "end", "privilege", "take", "harvest", "produce", "exchange",
         "support", "excommunicate", "tile", "draft", "leader")


def normalise(key: str) -> str:
    return " ".join(str(key).lower().split())


def cost_suffix(cost: int | None, disc: int | None) -> str:
    return (f" cost={cost}" if cost else "") + (f" disc={disc}" if disc else "")


def _suffix(raise_: int, cost: int | None, disc: int | None) -> str:
    return (f" +{raise_}" if raise_ else "") + cost_suffix(cost, disc)


def place_key(member: str, space: str, raise_: int = 0, cost=None, disc=None) -> str:
    return f"place {member} {space}{_suffix(raise_, cost, disc)}"


def take_key(space: str, raise_: int = 0, cost=None, disc=None) -> str:
    return f"take {space}{_suffix(raise_, cost, disc)}"


def bonus_action_key(kind: str, raise_: int) -> str:
    word = "harvest" if kind == "harvest" else "produce"
    return f"{word} +{raise_}" if raise_ else word


def exchange_key(card: int, option: int) -> str:
    return f"exchange {card} {option if option else 'none'}"


def leader_key(verb: str, slug: str, extra: str | None = None) -> str:
    if verb == "play" and extra:
        return f"leader play {slug} copy={extra}"
    return f"leader {verb} {slug}" + (f" {extra}" if extra else "")
