"""The room picture's vocabulary: sizes, colours, and the positioned pieces it is made of."""

from __future__ import annotations

from dataclasses import dataclass, field

MOVE_COLOUR, TRAY_COLOUR, SWITCH_COLOUR = "#1f5fbf", "#c0392b", "#b8650a"
CHIP_H, SEAT_FONT, GAP, CLEAR = 16, 11, 4, 6
BOX_H, COL_GAP, LANE_BASE, STEP, CORNER = 54, 24, 20, 18, 56
GUTTER_PAD, GUTTER_STEP, MARGIN = 14, 10, 16
PER_ROW, ONE_ROW_UP_TO = 8, 10
ANCHORS = 0.7  # the share of a box's edge where arrows meet it
Point = tuple[float, float]


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float

    def overlaps(self, o: Box) -> bool:
        return (
            self.x < o.x + o.w
            and o.x < self.x + self.w
            and self.y < o.y + o.h
            and o.y < self.y + self.h
        )


@dataclass(frozen=True)
class Label:
    """Text with its estimated bounding box; ``kind`` is seat, arrow, heading or legend."""

    box: Box
    text: str
    kind: str
    state: str = ""  # for seats: moves, stays, sits-out, or "" after the last round
    tip: str = ""
    node: int = -1  # the table a seat label belongs to


@dataclass
class Arrow:
    """One move between two nodes, carrying everyone who makes it (players) or a tray set."""

    kind: str  # "players" or "trays"
    source: int
    target: int
    who: tuple[str, ...] = ()
    levels: list[int] = field(default_factory=list)
    side: int = 0  # 0: same row; -1 / +1: through the left / right gutter
    gutter: int = 0
    label_x: float = 0.0
    points: list[Point] = field(default_factory=list)
    label: Label | None = None


@dataclass
class Node:
    number: int
    row: int
    x: float
    half: float  # half the width of the stretch of its edge where arrows meet it
    box: Box | None = None


@dataclass
class RoomLayout:
    """Everything room_svg draws, with coordinates, so tests can measure the picture."""

    width: float
    height: float
    nodes: dict[int, Node]
    labels: list[Label]
    arrows: list[Arrow]
    stands: dict[int, tuple[str, str]]  # relay stand node -> its name and the sets on it


def text_width(text: str, size: float) -> float:
    """A generous width estimate for a sans-serif face (no font metrics in a pure module)."""
    em = 0.0
    for ch in text:
        if ch in "MWmw@":
            em += 0.95
        elif ord(ch) > 0x2000:
            em += 1.0
        elif ch.isupper() or ch in "&%#":
            em += 0.74
        elif ch in "il.,:;'|!()[] ":
            em += 0.34
        else:
            em += 0.6
    return em * size
