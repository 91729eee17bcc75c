"""The stored values the role matrix (test_roles) checks no refused request changed."""

from __future__ import annotations

from tournaments import models as m


def state() -> dict:
    """Every stored value a request could change, row by row (not only how many rows)."""
    return {
        "results": sorted(
            m.Result.objects.values_list(
                "pk", "seating_id", "tray_id", "ns_tricks", "ew_tricks", "contract",
                "tricks_taken", "ns_score", "adjustment", "confirmed_at", "disputed_at",
                "updated_at", "lead", "client_key",
            )
        ),
        "trail": sorted(m.ResultChange.objects.values_list("pk", "action", "new_value")),
        "seatings": sorted(m.Seating.objects.values_list("pk", "ns_id", "ew_id")),
        "events": sorted(
            m.Event.objects.values_list(
                "pk", "published", "status", "current_round", "name", "movement_options",
                "results_shown", "standings_shown", "scoring_rules", "unranked_below",
            )
        ),
        "tables": sorted(m.Table.objects.values_list("pk", "secret")),
        "calls": sorted(m.DirectorCall.objects.values_list("pk", "reason", "answered_at")),
        "seat players": sorted(
            m.SeatPlayer.objects.values_list("pk", "player_id", "by_director", "client_key")
        ),
        "clocks": sorted(
            m.RoundClock.objects.values_list("pk", "started_at", "paused_at", "added_seconds")
        ),
        "log": sorted(m.LogEntry.objects.values_list("pk", "text")),
        "clubs": sorted(m.Club.objects.values_list("pk", "name", "public_names", "member_columns")),
        "members": sorted(m.ClubMember.objects.values_list("pk", "user_id", "role")),
        "entrants": sorted(m.Entrant.objects.values_list("pk", "name")),
        "seats": sorted(m.EntrantMember.objects.values_list("pk", "entrant_id", "player_id")),
        "players": sorted(
            m.Player.objects.values_list(
                "pk", "name", "rating", "email", "national_id", "results_by_email"
            )
        ),
        "scales": sorted(m.AwardScale.objects.values_list("pk", "name", "rows", "is_default")),
        "awards": sorted(m.Award.objects.values_list("pk", "player_id", "points")),
        "mails": sorted(m.ResultMail.objects.values_list("pk", "status")),
        "event_scales": sorted(m.Event.objects.values_list("pk", "award_scale_id")),
        "competitions": sorted(m.Competition.objects.values_list("pk", "published")),
        "deals": sorted(m.Deal.objects.values_list("pk", "tray_id", "hands", "note", "tricks")),
        "trays": sorted(m.Tray.objects.values_list("pk", "trump")),
    }  # fmt: skip
