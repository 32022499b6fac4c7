"""The one error type of the board library."""

from ludeme.errors import LudemeError


class BoardError(LudemeError, ValueError):
    """A board that cannot be built, with a message for people.

    >>> from interpreter.board import square
    >>> square(-1)
    Traceback (most recent call last):
    ...
    interpreter.board.errors.BoardError: a square board needs a size of at least 1; got -1
    """
