"""The kernel every game uses: seeded Rng, rule-violation errors, the decider protocol."""
from domain.shared.decider import Decider, LegalAction
from domain.shared.errors import RuleViolation
from domain.shared.rng import Rng

__all__ = ["Decider", "LegalAction", "RuleViolation", "Rng"]
