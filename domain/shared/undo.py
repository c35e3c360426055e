"""Taking back moves, for any game, under Board Game Arena's policy: a seat may take back its
own last action(s) only while it is still its turn, only if nothing hidden or random has been
revealed since (the decider's `reveals`), and only if no other seat has acted since.

A game keeps a short stack of the commands that could still be taken back, each with the
engine state from before it; a command that breaks the policy empties it. Taking back is a new
event that pops the stack and restores that state: history is never deleted. The table fold
(domain.shared.table) keeps the stack with these functions, for the write and the read side."""
from __future__ import annotations

from typing import NamedTuple


class Undoable(NamedTuple):
    version: int  # the stored command's version
    seat: int
    action: str | None
    before: object  # the engine state before the command (immutable)


class UndoStack(NamedTuple):
    items: tuple = ()  # of Undoable, oldest first
    last_seat: int | None = None  # who made the last command (None: automatic)
    revealed: bool = False  # the last command showed hidden or random information


EMPTY = UndoStack()


def after_command(stack: UndoStack, decider, seat: int | None, action: str | None,
                  version: int, events: list[dict], before) -> UndoStack:
    """The stack once a command is stored: another seat's move or an automatic step starts it
    afresh; a command that revealed something cannot be taken back (nor anything before it)."""
    items = stack.items if seat is not None and stack.last_seat == seat else ()
    if seat is None:
        return UndoStack((), None, False)
    if any(decider.reveals(e) for e in events):
        return UndoStack((), seat, True)
    return UndoStack((*items, Undoable(version, seat, action, before)), seat, False)


def after_undo(stack: UndoStack) -> tuple[UndoStack, Undoable]:
    """The stack once its last command is taken back, and that command."""
    *rest, last = stack.items
    return stack._replace(items=tuple(rest), revealed=False), last


def refusal(stack: UndoStack, seats_to_act: tuple, seat: int) -> tuple[str, str] | None:
    """(code, message) of the rule that forbids `seat` an undo now; None if it may."""
    if stack.last_seat is not None and stack.last_seat != seat:
        return ("undo_other_seat_acted", "another seat has acted since your last action")
    if seat not in seats_to_act:
        return ("undo_not_your_turn", "it is no longer your turn")
    if stack.revealed and stack.last_seat == seat:
        return ("undo_revealed", "your last action revealed hidden or random information")
    if not stack.items:
        return ("undo_nothing_to_undo", "you have no action to take back this turn")
    return None
