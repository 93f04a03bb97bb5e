"""Observation tensors and strings of the OpenSpiel game, OpenSpiel's
observer protocol."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import numpy as np
import pyspiel

from ..rules import Game, Rules
from .encoding import (
    information_state_pieces,
    information_state_vector,
    observation_pieces,
    observation_vector,
)
from .text import information_state_string, observation_string

if TYPE_CHECKING:
    from ._spiel_state import HasenpfefferState

__all__ = ["HasenpfefferObserver"]

_DEFAULT_GAME = Rules().game


class HasenpfefferObserver:
    """Observation tensors and strings, OpenSpiel's observer protocol.

    ``perfect_recall`` chooses the information state
    (:func:`~hasenpfeffer.integrations.encoding.information_state_pieces`)
    over the current observation
    (:func:`~hasenpfeffer.integrations.encoding.observation_pieces`), each
    laid out for ``game``;
    ``public_info`` and ``private_info`` (none or the observer's own) keep or
    leave out the public and the private pieces.  Another player's private
    information is never available.
    """

    def __init__(
        self,
        iig_obs_type: Any,
        params: Mapping[str, Any] | None,
        game: Game = _DEFAULT_GAME,
    ) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        if iig_obs_type.private_info == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("a player may observe only its own private information")
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        self.public = bool(iig_obs_type.public_info)
        self.private = (
            iig_obs_type.private_info == pyspiel.PrivateInfoType.SINGLE_PLAYER
        )
        layout = information_state_pieces if self.perfect_recall else observation_pieces
        pieces = layout(game)
        kept = [
            piece
            for piece in pieces
            if (self.private if piece.private else self.public)
        ]
        self.tensor = np.zeros(sum(piece.size for piece in kept), np.float32)
        self.dict: dict[str, Any] = {}
        offset = 0
        for piece in kept:
            self.dict[piece.name] = self.tensor[offset : offset + piece.size]
            offset += piece.size

    def set_from(self, state: HasenpfefferState, player: int) -> None:
        """Write what ``player`` observes of ``state`` into ``tensor``."""
        view = state.view(player)
        encode = information_state_vector if self.perfect_recall else observation_vector
        self.tensor[:] = encode(view, public=self.public, private=self.private)

    def string_from(self, state: HasenpfefferState, player: int) -> str:
        """What ``player`` observes of ``state``, as text."""
        if not self.perfect_recall:
            return observation_string(
                state.view(player), public=self.public, private=self.private
            )
        parts = [
            information_state_string(
                final.view(player), public=self.public, private=self.private
            )
            for final in state.finished_hands
        ]
        if not state.is_terminal():
            parts.append(
                information_state_string(
                    state.view(player), public=self.public, private=self.private
                )
            )
        return "\n".join(parts)
