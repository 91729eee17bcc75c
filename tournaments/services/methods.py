"""The scoring an event chooses: its method suits its game, form and movement, and its
victory-point scale has a band for every match the movement plays.

Called by the services that create an event or change its movement, so a choice the scoring
could not honour is refused, with what to choose instead, before anything is saved.
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from movements.types import Movement
from tournaments import models as m
from tournaments.scoring.victory import VP_SCALES, vps
from tournaments.services.common import DomainError
from tournaments.standings.teams import designed_boards

SWISS_PAIRS = "swiss-pairs"
SWISS_TEAMS = "swiss-teams"


def check_scoring(event: m.Event, movement: Movement) -> None:
    """Refuse a method the game and form are not scored by, a Swiss scored otherwise than in
    victory points, and a VP scale with no band for the length of the event's matches."""
    if event.form == m.Form.PROGRESSIVE:
        return
    allowed = dict(m.scoring_choices(event.game, event.form))
    if event.scoring_method not in allowed:
        raise DomainError(
            _("%(game)s %(form)s are scored by %(methods)s.")
            % {
                "game": m.Game(event.game).label,
                "form": m.Form(event.form).label.lower(),
                "methods": _(" or ").join(str(label).lower() for label in allowed.values()),
            }
        )
    vp_method = event.scoring_method == m.ScoringMethod.VPS
    if event.movement_kind == SWISS_PAIRS and not vp_method:
        raise DomainError(
            _(
                "A Swiss pairs event is scored in victory points, each match's Butler IMPs "
                "converted: choose victory points."
            )
        )
    if vp_method and event.movement_kind != SWISS_PAIRS:
        raise DomainError(
            _(
                "Victory points score a Swiss pairs event: choose a Swiss pairs movement, or "
                "another scoring method."
            )
        )
    if event.movement_kind == SWISS_TEAMS and event.scoring_method != m.ScoringMethod.IMPS:
        raise DomainError(
            _("A Swiss teams event is drawn and ranked on victory points: score it by IMPs.")
        )
    if event.scoring_method == m.ScoringMethod.PAIR_MATCHES and not movement.scored_by_matches:
        raise DomainError(
            _(
                "Pair against pair scores four pairs at two tables or Foster's six pairs: choose "
                "one of those movements, or another scoring method."
            )
        )
    check_vp_scale(event, movement)


def match_lengths(event: m.Event, movement: Movement) -> set[int]:
    """The trays of each match the movement plays (a Swiss pairs match is one round's set)."""
    if event.movement_kind == SWISS_PAIRS:
        return {len(s.trays) for s in movement.tray_sets}
    return set(designed_boards(movement).values())


def check_vp_scale(event: m.Event, movement: Movement) -> None:
    if event.vp_scale not in VP_SCALES:
        raise DomainError(
            _("No victory-point scale %(vp_scale)s: choose one of %(vp_scales)s.")
            % {"vp_scale": repr(event.vp_scale), "vp_scales": ", ".join(VP_SCALES)}
        )
    if not event.uses_vps:
        return
    for boards in sorted(match_lengths(event, movement)):
        try:
            vps(0, boards, event.vp_scale)
        except ValueError as exc:
            raise DomainError(_("That VP scale does not fit: %(exc)s.") % {"exc": exc}) from exc
