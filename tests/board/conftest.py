"""Shared helpers for the board tests."""

import pytest

from interpreter.board import Board


def symmetric(board: Board, relation: str) -> bool:
    """Whether every neighbour relation of the board holds both ways."""
    return all(a in board.neighbours(b, relation)
               for a in board.sites for b in board.neighbours(a, relation))


@pytest.fixture
def check_symmetric():
    return symmetric
