"""The table of cases of the role matrix: who may request each URL of the site.

Roles: anonymous; a table device (it holds table 1's secret, in round 1, and nothing else);
the club's organiser, scorer and player; an organiser of another club. For each URL name, the
method and, for an unpublished and then a published event, who is served. Every URL of the
site is here or in ``ELSEWHERE`` (covered by its own tests); ``test_roles.py`` checks both.
"""

from __future__ import annotations

from tournaments.papers import KINDS as PAPER_KINDS

ROLES = ("anonymous", "table", "organiser", "scorer", "player", "rival")
Y, N = "yes", "no"


def rule(*allowed: str) -> dict[str, str]:
    return {role: Y if role in allowed else N for role in ROLES}


STAFF = ("organiser", "scorer")
SIGNED_IN = ("organiser", "scorer", "player", "rival")
READ = rule(*STAFF)
READ_PUBLIC = rule(*ROLES)
RUN = rule("organiser")
SCORE = rule(*STAFF)
TABLE = rule("table")
ANYONE = rule(*ROLES)
PROGRESSIVE_ONLY = ("tally-cards", "table-signs", "rotation-chart")
PAPERS = [k for k in PAPER_KINDS if k not in (*PROGRESSIVE_ONLY, "table-cards")]
# Hand records show the cards: the public reads a tray's only once every table due to play it
# has played it, and in this event none has been played by all three tables yet.
DEAL_PAPERS = ("hand-records", "hand-records-large")

# name: (method, {role: expected} for an UNPUBLISHED event, same for a PUBLISHED one)
MATRIX = {
    "home": ("GET", ANYONE, ANYONE),
    "login": ("GET", ANYONE, ANYONE),
    "players": ("GET", ANYONE, ANYONE),
    "player": ("GET", READ, READ_PUBLIC),
    "dashboard": ("GET", rule(*SIGNED_IN), rule(*SIGNED_IN)),
    "event-create": ("GET", rule(*SIGNED_IN), rule(*SIGNED_IN)),
    "event-create-custom": ("GET", rule(*SIGNED_IN), rule(*SIGNED_IN)),
    "club": ("GET", RUN, RUN),
    "competition": ("GET", READ, READ_PUBLIC),
    "competition-field": ("GET", READ, READ_PUBLIC),
    "competition-create": ("GET", rule(*SIGNED_IN), rule(*SIGNED_IN)),
    "competition-copy-names": ("POST", RUN, RUN),
    "competition-publish": ("POST", RUN, RUN),
    "club-member": ("POST", RUN, RUN),
    "club-players": ("POST", RUN, RUN),
    "club-member-list": ("POST", RUN, RUN),
    "event": ("GET", READ, READ_PUBLIC),
    "standings": ("GET", READ, READ_PUBLIC),
    "standings-live": ("GET", READ, READ_PUBLIC),
    # The event is in play: its movement and "where next" are anyone's from the first round,
    # published or not (no result on them; a table's secret stays on the organiser's run-qr).
    "movement": ("GET", ANYONE, ANYONE),
    "where-next": ("GET", ANYONE, ANYONE),
    "score-card": ("GET", READ, READ_PUBLIC),
    "traveller": ("GET", READ, READ_PUBLIC),
    "print": ("GET", READ, READ_PUBLIC),
    "print-table-cards": ("GET", RUN, RUN),
    **{
        f"print-paper:{kind}": ("GET", READ, READ if kind in DEAL_PAPERS else READ_PUBLIC)
        for kind in PAPERS
    },
    "deals": ("GET", RUN, RUN),
    "deals-import": ("POST", RUN, RUN),
    "deals-generate": ("POST", RUN, RUN),
    "deals-replay": ("POST", RUN, RUN),
    "deals-analyse": ("POST", RUN, RUN),
    "deal-edit": ("POST", RUN, RUN),
    "deals-export": ("GET", RUN, RUN),
    "entrants": ("GET", RUN, RUN),
    "event-change-movement": ("GET", RUN, RUN),
    "traveller-entry": ("POST", SCORE, SCORE),
    "slip-entry": ("POST", SCORE, SCORE),
    "ruling": ("POST", RUN, RUN),
    "law-iv": ("POST", RUN, RUN),
    # An auction law: this world's event is whist, so nobody reaches it here (its roles are
    # checked on an auction event in tests/web/entry/test_law_b_site.py).
    "law-b": ("POST", rule(), rule()),
    "result-remove": ("POST", RUN, RUN),
    "event-publish": ("POST", RUN, RUN),
    "event-settings": ("POST", RUN, RUN),
    "event-finish": ("POST", RUN, RUN),
    "event-reopen": ("POST", RUN, RUN),
    "run": ("GET", RUN, RUN),
    "run-advance": ("POST", RUN, RUN),
    "run-undo": ("POST", RUN, RUN),
    # How the tables move on, and holding a table back: the director's, as calling a round.
    "run-moving-on": ("POST", RUN, RUN),
    "run-hold": ("POST", RUN, RUN),
    "run-calls": ("GET", RUN, RUN),
    "run-players": ("POST", RUN, RUN),
    "run-clock": ("POST", RUN, RUN),
    # The room's big screen shows what the movement page shows (who sits where and the clock,
    # never a result): anyone's while the event is in play.
    "screen": ("GET", ANYONE, ANYONE),
    "screen-state": ("GET", ANYONE, ANYONE),
    "run-call-answer": ("POST", RUN, RUN),
    "run-changes-done": ("POST", RUN, RUN),
    "run-pair": ("POST", RUN, RUN),
    "run-late": ("POST", RUN, RUN),
    "run-qr": ("GET", RUN, RUN),
    "run-renew": ("POST", RUN, RUN),
    "run-request-accept": ("POST", RUN, RUN),
    "run-request-reject": ("POST", RUN, RUN),
    "run-swiss-draw": ("POST", RUN, RUN),
    "run-swiss-set": ("POST", RUN, RUN),
    "table-entry": ("POST", TABLE, TABLE),
    "table-accept": ("POST", TABLE, TABLE),
    "table-disagree": ("POST", TABLE, TABLE),
    "table-pad-state": ("GET", TABLE, TABLE),
    "table-pad-save": ("POST", TABLE, TABLE),
    "table-pad-answer": ("POST", TABLE, TABLE),
    "table-pad-call": ("POST", TABLE, TABLE),
    # The players at the table: a table names its seats, and looks up the club's members.
    "table-pad-players": ("POST", TABLE, TABLE),
    "table-pad-members": ("GET", TABLE, TABLE),
    "service-worker": ("GET", ANYONE, ANYONE),
    # The reader's language: the switch (it changes the reader's own cookie, nothing stored)
    # and the scripts' messages.
    "set_language": ("POST", ANYONE, ANYONE),
    "javascript-catalog": ("GET", ANYONE, ANYONE),
    # Results leave the club: results files, masterpoints, results by mail, the season.
    "event-usebio": ("GET", READ, READ),
    "event-pbn": ("GET", READ, READ),
    "competition-usebio": ("GET", READ, READ),
    "usebio-import": ("GET", rule("organiser", "rival"), rule("organiser", "rival")),
    "mail-stop": ("GET", ANYONE, ANYONE),
    "club-award-scale": ("POST", RUN, RUN),
    "club-award-scale-delete": ("POST", RUN, RUN),
    "season-csv": ("GET", ANYONE, ANYONE),
    "event-award-scale": ("POST", RUN, RUN),
    "event-publish-again": ("POST", RUN, RUN),
    # A progressive party's table links: no role here holds one (tests/web/entry).
    "party-table": ("GET", rule(), rule()),
    "party-table-state": ("GET", rule(), rule()),
    "party-table-save": ("POST", rule(), rule()),
}
# The pad's own requests send JSON.
JSON_BODIES = {
    "table-pad-save", "table-pad-answer", "table-pad-call", "party-table-save",
    "table-pad-players",
}  # fmt: skip
# Pages of other kinds of event, or before the start, are covered in their own tests.
ELSEWHERE = {"logout", "event-start", "entrants-draw", "entrants-swap", "admin"}
