"""A picture of the room for one round: the layout as plain data, and the SVG drawn from it.

``parts`` is the picture's vocabulary (sizes, colours, boxes, labels, arrows), ``routes``
routes the arrows through lanes and gutters, ``layout`` places everything and ``svg`` draws
it.  This package's face only hands their public names on.

Start at ``room_layout`` (``layout``) and ``room_svg`` (``svg``).
"""

from movements.diagram.layout import room_layout
from movements.diagram.parts import Arrow, Box, Label, Node, RoomLayout, text_width
from movements.diagram.svg import room_svg

__all__ = ["Arrow", "Box", "Label", "Node", "RoomLayout", "room_layout", "room_svg", "text_width"]
