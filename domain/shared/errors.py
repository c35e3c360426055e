"""Typed rule violations: a rejected command names the rule it broke and changes nothing."""


class RuleViolation(Exception):
    """A command the rules do not accept. `code` is stable and machine-readable."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class NotYourTurn(RuleViolation):
    def __init__(self, message: str = "it is not this seat's turn to act") -> None:
        super().__init__("not_your_turn", message)


class GameOver(RuleViolation):
    def __init__(self) -> None:
        super().__init__("game_over", "the game is over")


class MalformedAction(RuleViolation):
    def __init__(self, message: str) -> None:
        super().__init__("malformed_action", message)


class InvalidSetup(RuleViolation):
    def __init__(self, message: str) -> None:
        super().__init__("invalid_setup", message)
