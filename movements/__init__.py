"""The pure movement engine: generates, checks and measures duplicate movements.  No Django.

Start at ``types`` (``Movement``, ``Round``, ``Seating``, ``TraySet``: the plain dataclasses
everything else speaks) and ``catalogue`` (``generate(kind, size, **options)``, ``catalogue()``,
``describe_kinds()``), which builds any kind registered in ``kinds``.  One module per family of
movement (``mitchell``, ``howell``, ``individual``, ``teams``, ``compass``, ``swiss``,
``progressive`` ...); ``check`` proves a movement valid and measures its balance (``balance``),
``recommend`` picks the movements that fit a field and a session (with ``fit``), ``where`` says
where everyone goes next, and ``trays`` who deals and who is vulnerable.  The packages ``io``
(CSV, JSON, text), ``diagram`` (the room as SVG) and ``data`` (tables found offline) sit beside.
"""

from movements.types import Direction, Family, Movement, Round, Seat, Seating, Team, TraySet

__all__ = ["Direction", "Family", "Movement", "Round", "Seat", "Seating", "Team", "TraySet"]
