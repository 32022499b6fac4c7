"""The ludemes the engine knows, by family: signature, result kind, doc, example.

Names and meanings follow Ludii (``Core/src/game``); each entry's example is a
complete use that the tests check against the entry itself. The rows are in the family
modules of :mod:`ludeme.catalogue.families`.
"""

from __future__ import annotations

from ludeme.catalogue.families import FAMILIES
from ludeme.catalogue.model import Ludeme

ENTRIES: tuple[Ludeme, ...] = tuple(
    Ludeme.parse(signature, returns, doc, example, family)
    for family, rows in FAMILIES.items()
    for signature, returns, doc, example in rows
)
