"""Agents that play any compiled game, made from a short text spec.

A spec is an agent's name, optionally followed by ``:`` and comma-separated options:
``random``, ``greedy``, ``mcts``, ``mcts:iterations=2000``, ``mcts:seconds=1.5,c=1.4``, ``ismcts`` (MCTS
that samples a new future of the dice and unseen cards on each iteration, for games with chance).

>>> import ludeme
>>> state = ludeme.load("examples/tic-tac-toe.lud").new_initial_state()
>>> agent = make_agent("random", seed=3)
>>> agent.name, agent.choose(state) in state.legal_moves()
('random', True)
>>> make_agent("mcts:iterations=200,c=1").iterations
200
>>> make_agent("minimax")
Traceback (most recent call last):
ValueError: unknown agent 'minimax'; known agents: greedy, ismcts, mcts, random
"""

from __future__ import annotations

from interpreter.agents.base import Agent
from interpreter.agents.greedy import GreedyAgent
from interpreter.agents.ismcts import ISMCTSAgent
from interpreter.agents.mcts import MCTSAgent, bench_mcts
from interpreter.agents.random_agent import RandomAgent

AGENTS = {cls.name: cls for cls in (RandomAgent, GreedyAgent, MCTSAgent, ISMCTSAgent)}

__all__ = ["AGENTS", "Agent", "GreedyAgent", "ISMCTSAgent", "MCTSAgent", "RandomAgent", "bench_mcts", "make_agent"]


def make_agent(spec: str, seed: int | None = None, backend: str | None = None) -> Agent:
    """The agent a spec names, with its options; raises ValueError for an unknown name or option.
    ``backend`` is the backend an agent with that option searches on when the spec does not say.

    >>> make_agent("mcts:iterations=10", backend="reference").backend
    'reference'
    >>> make_agent("mcts:backend=native", backend="reference").backend
    'native'
    """
    name, _, rest = spec.strip().partition(":")
    cls = AGENTS.get(name.strip().lower())
    if cls is None:
        raise ValueError(f"unknown agent {name.strip()!r}; known agents: {', '.join(sorted(AGENTS))}")
    options = {}
    for item in filter(None, (part.strip() for part in rest.split(","))):
        key, equals, value = (text.strip() for text in item.partition("="))
        kind = cls.OPTIONS.get(key)
        if kind is None:
            known = ", ".join(sorted(cls.OPTIONS)) or "none"
            raise ValueError(f"agent {cls.name!r} has no option {key!r}; its options: {known}")
        if not equals:
            raise ValueError(f"option {key!r} of agent {cls.name!r} needs a value, as in {key}=...")
        try:
            options[key] = kind(value)
        except ValueError:
            wanted = "a whole number" if kind is int else "a number"
            raise ValueError(f"option {key!r} of agent {cls.name!r} wants {wanted}, not {value!r}") from None
    if backend is not None and "backend" in cls.OPTIONS:
        options.setdefault("backend", backend)
    return cls(seed=seed, **options)
