"""Incremental connection between a player's regions: union-find with rollback.

Each site is a node, and each part of a player's regions (a side of a Hex board,
say) one more node joined to its sites once the player holds them. A player is
connected when all their part nodes share a root. Unions are by size without path
compression, so every union is undone by resetting one parent; the state logs them.
After a piece is removed a union cannot be split, so the answer falls back to a
flood fill from then on.
"""

from __future__ import annotations


class Links:
    def __init__(self, num_sites: int, parts_by_seat: dict[int, list[frozenset[int]]], neighbours):
        self.neighbours = neighbours
        self.part_nodes: dict[int, list[int]] = {}
        self.parts_of_site: dict[int, list[list[int]]] = {}
        self.parts = parts_by_seat
        node = num_sites
        for seat, parts in parts_by_seat.items():
            nodes: list[int] = []
            by_site: list[list[int]] = [[] for _ in range(num_sites)]
            for part in parts:
                for site in part:
                    by_site[site].append(node)
                nodes.append(node)
                node += 1
            self.part_nodes[seat], self.parts_of_site[seat] = nodes, by_site
        self.parent = list(range(node))
        self.size = [1] * node
        self.stale = False

    def copy(self) -> Links:
        twin = Links.__new__(Links)
        twin.__dict__.update(self.__dict__)
        twin.parent, twin.size = self.parent[:], self.size[:]
        return twin

    def find(self, node: int) -> int:
        parent = self.parent
        while parent[node] != node:
            node = parent[node]
        return node

    def _union(self, state, a: int, b: int) -> None:
        root_a, root_b = self.find(a), self.find(b)
        if root_a == root_b:
            return
        if self.size[root_a] < self.size[root_b]:
            root_a, root_b = root_b, root_a
        state.log_link(root_b, root_a, self.size[root_a])
        self.parent[root_b] = root_a
        self.size[root_a] += self.size[root_b]

    def add(self, state, site: int, seat: int) -> None:
        """A piece of ``seat`` arrived on ``site``: join it to its friends and regions."""
        who = state.who
        for neighbour in self.neighbours[site]:
            if who[neighbour] == seat:
                self._union(state, site, neighbour)
        for part_node in self.parts_of_site.get(seat, ((),) * (site + 1))[site]:
            self._union(state, site, part_node)

    def unlink(self, child: int, parent: int, size: int) -> None:
        """Undo one union."""
        self.parent[child] = child
        self.size[parent] = size

    def removed(self) -> None:
        self.stale = True

    def connected(self, state, seat: int) -> bool:
        """Whether one group of the seat's pieces touches every part of the seat's regions."""
        nodes = self.part_nodes.get(seat)
        if not nodes:
            return False
        if len(nodes) == 1:  # one region: a group touches it when a piece of the seat stands in it
            who = state.who
            return any(who[site] == seat for site in self.parts[seat][0])
        if not self.stale:
            root = self.find(nodes[0])
            return all(self.find(node) == root for node in nodes[1:])
        parts, who = self.parts[seat], state.who
        start = [site for site in parts[0] if who[site] == seat]
        seen, frontier = set(start), list(start)
        while frontier:
            for neighbour in self.neighbours[frontier.pop()]:
                if neighbour not in seen and who[neighbour] == seat:
                    seen.add(neighbour)
                    frontier.append(neighbour)
        return all(seen & part for part in parts[1:])
