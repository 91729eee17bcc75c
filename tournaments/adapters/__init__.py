"""Database rows as the pure packages' dataclasses, and back: one module per thing carried.

``movements`` (an event's movement), ``results`` (stored results for scoring),
``progressive`` (a progressive evening's seatings, table results and the engine's outcomes) and
``deals`` (a tray's stored deal as the cards, for the lead's check).
"""
