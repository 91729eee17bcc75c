"""Database rows as the pure packages' dataclasses, and back; and the trust policy.

``movements`` (``movement_for(event)``: an event's movement), ``results`` (stored results for
scoring, ``result_queryset`` and ``scoring_results``), ``progressive`` (a progressive evening's
seatings, table results and the engine's outcomes), ``deals`` (a tray's stored deal as the
cards, for the lead's check), ``cached`` (scores and rendered parts computed once per version
of the event) and ``statistics`` (the database's statistics after bulk writes).  Start at
``trust``: who may read or change what, decided there and nowhere else.
"""
