"""Graph boards: sites, relations, directions, regions and pictures."""
