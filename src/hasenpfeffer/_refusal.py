"""A refusal: the words of the rule that forbids an action, with the rule's
code and parameters.

A :class:`Refusal` is its message (it compares, prints and joins as the
words), so the functions that explain a refusal in words return one; the
error raised from it carries the code and the parameters too.

>>> refusal = Refusal("card-not-held", "seat 1 does not hold 9C", card="9C")
>>> refusal == "seat 1 does not hold 9C", refusal.rule, dict(refusal.parameters)
(True, 'card-not-held', {'card': '9C'})
>>> refusal.prefixed("seat 1: ").rule
'card-not-held'
>>> import pickle
>>> pickle.loads(pickle.dumps(refusal)).parameters["card"]
'9C'
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .errors import RULE_CODES

__all__ = ["Refusal"]


class Refusal(str):
    """The words of a refusal, with its rule's code (one of
    :data:`~hasenpfeffer.errors.RULE_CODES`) and parameters (JSON data)."""

    rule: str
    parameters: Mapping[str, object]

    def __new__(cls, rule: str, message: str, **parameters: object) -> Refusal:
        assert rule in RULE_CODES, rule
        refusal = super().__new__(cls, message)
        refusal.rule = rule
        refusal.parameters = MappingProxyType(parameters)
        return refusal

    def __reduce__(self) -> tuple[object, ...]:
        return _rebuilt, (self.rule, str(self), dict(self.parameters))

    def prefixed(self, words: str) -> Refusal:
        """The same refusal, its message after ``words``."""
        return Refusal(self.rule, words + self, **self.parameters)


def _rebuilt(rule: str, message: str, parameters: dict[str, object]) -> Refusal:
    return Refusal(rule, message, **parameters)
