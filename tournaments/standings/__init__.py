"""The read side: an event's stored results scored by the pure packages and shown.

``scores_for(event)`` is the entry point (``standings.scores``); each form's scores live in
their own module (pairs, individuals, teams, progressive), with what they share in ``base``.
"""

from tournaments.standings.base import players_by_label
from tournaments.standings.scores import scores_for, scores_for_events, shown_for

__all__ = ["players_by_label", "scores_for", "scores_for_events", "shown_for"]
