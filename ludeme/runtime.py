"""The runtime behind the language, reached through the ``ludeme.runtime`` entry points.

The language never imports the runtime: the runtime declares its functions in
``pyproject.toml`` (``load``, ``bench``, ``compile``) and this module finds them. Without a
runtime installed, :func:`runtime_function` gives None and the language still reads and
checks descriptions.

>>> runtime_function("compile") is not None
True
>>> runtime_function("no such function") is None
True
"""

from __future__ import annotations

from importlib.metadata import entry_points
from typing import Any, Callable


def runtime_function(name: str) -> Callable[..., Any] | None:
    """The runtime's function registered under ``name``, or None when no runtime provides it."""
    found = entry_points(group="ludeme.runtime", name=name)
    for entry in found:
        function: Callable[..., Any] = entry.load()
        return function
    return None
