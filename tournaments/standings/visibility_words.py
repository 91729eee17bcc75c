"""What the public pages say, during play, about results not shown yet and when they will be.

A tray's results are public once every table due to play it has played it, so each tray has
a round after which it can be shown: the last round in which a table plays it (in a Mitchell
every set of trays is played by every table by the last round, so nothing is shown before
then, unless a set's last table is the one with the missing pair).  These words take that
round of each tray, the trays shown now and the round in play, and say precisely what is
shown and when the rest will be.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.utils.translation import gettext as _
from django.utils.translation import ngettext


def number_runs(numbers: Iterable[int]) -> str:
    """Numbers as runs: 1, 2, 3, 7, 9, 10 as "1-3, 7, 9-10" (written with an en dash)."""
    ordered = sorted(set(numbers))
    runs: list[str] = []
    start = previous = None
    for n in [*ordered, None]:
        if previous is not None and n == previous + 1:
            previous = n
            continue
        if start is not None:
            runs.append(str(start) if start == previous else f"{start}\u2013{previous}")
        start = previous = n
    return ", ".join(runs)


def _trays(numbers: Iterable[int]) -> str:
    numbers = sorted(set(numbers))
    return ngettext("tray %(trays)s", "trays %(trays)s", len(numbers)) % {
        "trays": number_runs(numbers)
    }


def trays_played_note(shown: Iterable[int], due: dict[int, int], round_now: int) -> str:
    """What is shown now and when the rest will be, under the rule "once every table due to
    play a tray has played it".  ``due`` maps each tray a table plays to the last round a
    table plays it; ``round_now`` is the round in play."""
    shown = set(shown)
    pending = {tray: last for tray, last in due.items() if tray not in shown}
    said = []
    if shown:
        said.append(_("Shown now: the results of %(trays)s.") % {"trays": _trays(shown)})
    elif due:
        said.append(_("No tray's results can be shown yet."))
    late = sorted(tray for tray, last in pending.items() if last < round_now)
    coming = sorted({last for tray, last in pending.items() if last >= round_now})
    if coming:
        last = coming[-1]
        if len(coming) == 1 and not shown and not late:
            said.append(
                _(
                    "Results appear once each tray has been played by every table due to "
                    "play it: after round %(round)d."
                )
                % {"round": last}
            )
        else:
            first = coming[0]
            first_trays = [tray for tray, r in pending.items() if r == first]
            if len(coming) == 1:
                said.append(
                    _("The results of %(trays)s appear after round %(round)d.")
                    % {"trays": _trays(first_trays), "round": first}
                )
            elif shown:
                said.append(
                    _(
                        "The next results, of %(trays)s, appear after round %(round)d; "
                        "every tray's after round %(last)d."
                    )
                    % {"trays": _trays(first_trays), "round": first, "last": last}
                )
            else:
                said.append(
                    _(
                        "The first results, of %(trays)s, appear after round %(round)d; "
                        "every tray's after round %(last)d."
                    )
                    % {"trays": _trays(first_trays), "round": first, "last": last}
                )
    if late:
        said.append(
            ngettext(
                "Tray %(trays)s is shown once the results of all its tables are in.",
                "Trays %(trays)s are shown once the results of all their tables are in.",
                len(late),
            )
            % {"trays": number_runs(late)}
        )
    return " ".join(said)


def tray_due_note(last: int | None, round_now: int) -> str:
    """When a hidden tray's results will be shown: after the last round a table plays it."""
    if last is None:
        return ""
    if last >= round_now:
        return _(
            "Its results appear after round %(round)d, the last round in which a table plays it."
        ) % {"round": last}
    return _(
        "Its last table was due to play it in round %(round)d: it is shown once that "
        "table's result is in."
    ) % {"round": last}


def previous_rounds_note(before_round: int) -> str:
    """Which rounds the standings count when they leave out the round in play."""
    if before_round <= 1:
        return _("None is counted yet: round 1 is in play.")
    if before_round == 2:
        return _("They count round 1 now.")
    return _("They count rounds 1 to %(round)d now.") % {"round": before_round - 1}
