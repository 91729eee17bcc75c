"""The read side: an event's stored results scored by the pure packages and shown.

Start at ``scores``: ``scores_for(event)`` is the entry point, the one place that picks by the
event's form (and method) how it is scored and shown.  Each form's scores live in their own
module (``pairs``, ``imp_pairs``, ``points_pairs``, ``individuals``, ``teams``, ``swiss_pairs``,
``pair_matches``, ``progressive`` ...), with the interface they share in ``base``; what a
reader may see now is ``visibility``; ``running`` and ``charts`` the evening round by round;
``history`` a player's events; ``usebio*`` and ``sheets`` the files and the printed sheet.
"""

from typing import TYPE_CHECKING

from tournaments import lazy

# Each name is imported from its module when first read (``lazy.names``), so importing one
# module of the package does not load all of them; the type checker reads the imports.
if TYPE_CHECKING:
    from tournaments.standings.base import players_by_label
    from tournaments.standings.scores import scores_for, scores_for_events, shown_for
else:
    __getattr__ = lazy.names(
        __name__,
        {
            "tournaments.standings.base": ("players_by_label",),
            "tournaments.standings.scores": (
                "scores_for",
                "scores_for_events",
                "shown_for",
            ),
        },
    )

__all__ = ["players_by_label", "scores_for", "scores_for_events", "shown_for"]
