"""The board commands of ``ludeme``: ``info`` and ``render`` (registered by entry point)."""


def register(commands) -> None:
    """Add the board commands to the ``ludeme`` subcommand parsers."""
