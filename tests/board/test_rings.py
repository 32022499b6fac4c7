"""Rotating rings of hexagon areas (the TOT-RING layout of turn-of-time.md §0)."""

import math

import pytest

from interpreter.board import BoardError
from interpreter.board.rings import rotating_rings


def test_six_areas_of_six_hexagons():
    rings = rotating_rings()
    assert rings.board.num_sites == 36
    assert all(len(rings.board.region(f"A{k}")) == 6 for k in range(6))
    assert rings.board.label(rings.site(3, 4)) == "A3.4"


def test_contact_pairs_are_exactly_the_specified_ones():
    rings = rotating_rings()
    expected = {((k, (k + 2) % 6), ((k + 1) % 6, (k + 5) % 6)) for k in range(6)}
    assert set(rings.contacts) == expected
    assert rings.contacts[0] == ((0, 2), (1, 5))
    assert rings.partner(1, 5) == (0, 2) and rings.partner(0, 0) is None


def test_each_area_touches_two_others_at_its_contact_slots():
    rings = rotating_rings()
    for k in range(6):
        touching = {slot for pair in rings.contacts for area, slot in pair if area == k}
        assert touching == {(k + 2) % 6, (k + 4) % 6}


def angle_gap(a: float, b: float) -> float:
    return abs((a - b + 180) % 360 - 180)


def test_slots_by_direction_and_inner_slot_faces_the_centre():
    rings = rotating_rings()
    centres = rings.board.centres
    for k in range(6):
        ring = [centres[rings.site(k, j)] for j in range(6)]
        cx, cy = (sum(p[0] for p in ring) / 6, sum(p[1] for p in ring) / 6)
        assert angle_gap(math.degrees(math.atan2(cy, cx)), 60 * k) < 1e-3
        for j, (x, y) in enumerate(ring):
            assert angle_gap(math.degrees(math.atan2(y - cy, x - cx)), 60 * j) < 1e-3
        nearest = min(range(6), key=lambda j: math.hypot(*ring[j]))
        assert nearest == (k + 3) % 6


def test_turning_moves_tokens_through_offsets():
    """turn-of-time check 4: A0 has Wi@3 and Sp@5; turning A0 clockwise shows them at 2 and 4."""
    rings = rotating_rings()
    offsets = (0,) * 6
    frames = {rings.frame_position(3, offsets[0]): "Wi", rings.frame_position(5, offsets[0]): "Sp"}
    offsets = rings.turn(offsets, 0, -1)
    assert offsets == (5, 0, 0, 0, 0, 0)
    shown = {rings.board_slot(f, offsets[0]): token for f, token in frames.items()}
    assert shown == {2: "Wi", 4: "Sp"}
    assert rings.partner(0, 2) == (1, 5)
    everything = rings.turn(offsets, None, 1)
    assert everything == (0, 1, 1, 1, 1, 1)


def test_other_ring_counts():
    three = rotating_rings(3)
    assert three.board.num_sites == 18 and three.contacts == ()
    apart = rotating_rings(6, distance=4)
    assert apart.board.num_sites == 36 and apart.contacts == ()
    with pytest.raises(BoardError, match="2, 3 or 6"):
        rotating_rings(5)
    with pytest.raises(BoardError, match="overlap"):
        rotating_rings(6, distance=2)
    with pytest.raises(BoardError, match="whole number"):
        rotating_rings(6, distance=0)
