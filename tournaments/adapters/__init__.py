"""Database rows as the pure packages' dataclasses, and back: one module per thing carried.

``movements`` (an event's movement), ``results`` (stored results for scoring) and
``progressive`` (a progressive evening's seatings, table results and the engine's outcomes).
"""
