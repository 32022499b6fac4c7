"""The ludeme runtime: boards, compiled rules, state, agents."""
