"""The ludeme catalogue: every ludeme the engine knows, its signature, doc and example.

>>> [entry.signature for entry in CATALOGUE.overloads("players")]
['(players <count=int>)', '(players <players={player}>)']
"""

from ludeme.catalogue.entries import ENTRIES
from ludeme.catalogue.model import Catalogue, Ludeme, Param

CATALOGUE = Catalogue(ENTRIES)

__all__ = ["CATALOGUE", "Catalogue", "Ludeme", "Param"]
