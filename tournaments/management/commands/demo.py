"""Load the demo event: Foster's compass whist example, played as a five-table Mitchell.

Five tables play 30 trays, six a round.  The North-South pairs (a to e in the source) take 201,
204, 211, 207 and 212 tricks and the East-West pairs (f to k) 189, 186, 179, 183 and 178, so
the standings reproduce the source's table: averages 207 and 183, and pair f wins with +6.
Every result goes in through the same service the traveller page uses.
"""

from __future__ import annotations

import datetime as dt
import random
import secrets

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from movements.types import Direction
from said import Said
from tournaments import models as m
from tournaments import services
from tournaments.backup import delete_event
from tournaments.demo.championship import CHAMPIONSHIP_SLUG, build_championship_demo
from tournaments.demo.live import LIVE_SLUG, build_live_demo
from tournaments.demo.login import DEMO_PASSWORD, DEMO_USER
from tournaments.demo.swiss import SWISS_SLUG, build_swiss_demo
from tournaments.management.base import TranslatedHelp

DEMO_SLUG = "demo"
DEMO_CLUB = "demo-club"

NS_TOTALS = (201, 204, 211, 207, 212)
EW_TOTALS = (189, 186, 179, 183, 178)
TRAYS_PER_ROUND = 6

NS_NAMES = (
    ("Ada Byron", "Charles Babbage"),
    ("Edith Wharton", "Henry James"),
    ("Clara Schumann", "Johannes Brahms"),
    ("Marie Curie", "Pierre Curie"),
    ("Emmy Noether", "David Hilbert"),
)
EW_NAMES = (
    ("Florence Nightingale", "Sidney Herbert"),
    ("George Eliot", "George Lewes"),
    ("Harriet Martineau", "Thomas Carlyle"),
    ("Jane Austen", "Cassandra Austen"),
    ("Kate Sheppard", "Walter Sheppard"),
)


def meeting_totals(ns: tuple[int, ...], ew: tuple[int, ...]) -> list[list[int]]:
    """North-South tricks in each six-tray meeting, with the margins the totals demand.

    Row i adds up to NS pair i's total; column j to the tricks NS pairs took against EW pair j
    (30 trays x 13 tricks less EW pair j's total).
    """
    n, deals = len(ns), TRAYS_PER_ROUND * len(ns)
    columns = [deals * 13 - t for t in ew]
    if sum(ns) != sum(columns):
        raise ValueError(Said("the two directions' totals do not add up to 13 tricks a deal"))
    grand = sum(ns)
    grid = [[ns[i] * columns[j] // grand for j in range(n)] for i in range(n)]
    for i in range(n):  # top rows up, spreading across the columns that still lack tricks
        j = 0
        while sum(grid[i]) < ns[i]:
            if sum(grid[r][j] for r in range(n)) < columns[j]:
                grid[i][j] += 1
            j = (j + 1) % n
    return grid


def split_meeting(total: int, rng: random.Random) -> list[int]:
    """Spread a meeting's tricks over its trays (each 0 to 13) with a little variety."""
    base, extra = divmod(total, TRAYS_PER_ROUND)
    tricks = [base + (1 if k < extra else 0) for k in range(TRAYS_PER_ROUND)]
    for _tray in range(TRAYS_PER_ROUND):
        a, b = rng.randrange(TRAYS_PER_ROUND), rng.randrange(TRAYS_PER_ROUND)
        swing = rng.randint(0, 2)
        if tricks[a] + swing <= 10 and tricks[b] - swing >= 3:
            tricks[a] += swing
            tricks[b] -= swing
    return tricks


class Command(TranslatedHelp):
    help = gettext_lazy(
        "Load the demo event (Foster's compass whist example) with every result entered."
    )

    def add_arguments(self, parser):
        parser.add_argument("--reset", action="store_true", help=_("Replace an existing demo."))

    def handle(self, *args, reset: bool = False, **options):
        user, password = self._organiser()
        for slug, build in DEMOS.items():
            existing = m.Event.objects.filter(slug=slug).first()
            if existing is not None and not reset:
                self.stdout.write(
                    _("The demo event is already loaded (%(name)s).") % {"name": existing.name}
                )
                continue
            with transaction.atomic():
                if existing is not None:
                    delete_event(existing)
                event = build(user)
            self.stdout.write(
                self.style.SUCCESS(_("Loaded the demo event: %(name)s.") % {"name": event.name})
            )
        for slug, build in COMPETITION_DEMOS.items():
            found = m.Competition.objects.filter(slug=slug).first()
            if found is not None and not reset:
                self.stdout.write(
                    _("The demo competition is already loaded (%(name)s).") % {"name": found.name}
                )
                continue
            with transaction.atomic():
                if found is not None:
                    for event in found.events.all():
                        delete_event(event)
                    found.delete()
                competition = build(user)
            self.stdout.write(
                self.style.SUCCESS(
                    _("Loaded the demo competition: %(name)s.") % {"name": competition.name}
                )
            )
        if password is None:
            self.stdout.write(
                _("Organiser login: %(demo_user)s (its password is unchanged).")
                % {"demo_user": DEMO_USER}
            )
        elif settings.PRODUCTION:
            self.stdout.write(
                _(
                    "Organiser login: %(demo_user)s / %(password)s (shown this once: keep it, or "
                    "set "
                    "another with  python manage.py changepassword %(demo_user)s)"
                )
                % {"demo_user": DEMO_USER, "password": password}
            )
        else:
            self.stdout.write(
                _("Organiser login: %(demo_user)s / %(password)s")
                % {"demo_user": DEMO_USER, "password": password}
            )

    def _organiser(self):
        """The demo club's organiser.  Outside production its password is the one the README
        publishes; in production a random one, printed once (a published password on a live
        site would let anyone in)."""
        users = get_user_model()
        user, created = users.objects.get_or_create(
            username=DEMO_USER, defaults={"first_name": "Demo"}
        )
        password = None
        if created:
            password = secrets.token_urlsafe(12) if settings.PRODUCTION else DEMO_PASSWORD
            user.set_password(password)
            user.save()
        club, _created = m.Club.objects.get_or_create(
            slug=DEMO_CLUB, defaults={"name": "Demo Club"}
        )
        m.ClubMember.objects.get_or_create(
            club=club, user=user, defaults={"role": m.Role.ORGANISER}
        )
        return user, password


def build_demo(user) -> m.Event:
    event = services.create_event(
        moving_on=m.MovingOn.DIRECTOR,  # the demo's rounds are called
        by=user,
        name="Compass whist at the Knickerbocker",
        slug=DEMO_SLUG,
        date=dt.date(2026, 11, 21),
        venue="Club room",
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=len(NS_TOTALS),
        boards_per_round=TRAYS_PER_ROUND,
        scoring_method=m.ScoringMethod.TRICKS,
        seed=1897,
    )
    for number, names in enumerate(NS_NAMES, start=1):
        code = f"{number}NS"
        services.register_entrant(
            event.entrants.get(label=code),
            by=user,
            player_names=names,
        )
    for number, names in enumerate(EW_NAMES, start=1):
        code = f"{number}EW"
        services.register_entrant(
            event.entrants.get(label=code),
            by=user,
            player_names=names,
        )
    services.start_event(event, by=user)
    event.refresh_from_db()
    enter_meetings(event, meeting_totals(NS_TOTALS, EW_TOTALS), user, seed=event.seed)
    services.publish_event(event, by=user)
    return event


def enter_meetings(event: m.Event, grid: list[list[int]], user, *, seed: int) -> None:
    """Enter every tray's traveller so that each meeting's North-South tricks match ``grid``."""
    rng = random.Random(seed)
    per_tray: dict[int, list[services.WhistEntry]] = {}
    seatings = m.Seating.objects.filter(round__event=event).select_related("ns", "ew")
    for seating in seatings.prefetch_related("trays"):
        row, col = seating.ns.number - 1, seating.ew.number - 1
        trays = sorted(t.number for t in seating.trays.all())
        for tray, ns in zip(trays, split_meeting(grid[row][col], rng), strict=True):
            per_tray.setdefault(tray, []).append(services.WhistEntry(seating.pk, ns, 13 - ns))
    for tray in sorted(per_tray):
        services.record_whist_traveller(event, tray, per_tray[tray], by=user, via="demo")


TEAM_NAMES = {
    "a": ("Knickerbocker", ("Ada Byron", "Charles Babbage"), ("Edith Wharton", "Henry James")),
    "b": ("Manhattan", ("Clara Schumann", "Johannes Brahms"), ("Marie Curie", "Pierre Curie")),
    "c": ("Hamilton", ("Emmy Noether", "David Hilbert"), ("George Eliot", "George Lewes")),
    "d": ("Brooklyn", ("Jane Austen", "Cassandra Austen"), ("Kate Sheppard", "Walter Sheppard")),
    "e": ("Albany", ("Harriet Martineau", "Thomas Carlyle"), ("Sidney Herbert", "Mary Herbert")),
}


def build_team_demo(user) -> m.Event:
    """Howell's system for the source's five teams: every team meets every other, and the
    matches won decide.  The tricks are drawn with a fixed seed."""
    event = services.create_event(
        moving_on=m.MovingOn.DIRECTOR,  # the demo's rounds are called
        by=user,
        name="Howell's five teams",
        slug=f"{DEMO_SLUG}-teams",
        date=dt.date(2026, 11, 28),
        venue="Club room",
        game=m.Game.WHIST,
        form=m.Form.TEAMS,
        movement_kind="howell-teams",
        movement_size=len(TEAM_NAMES),
        boards_per_round=4,
        scoring_method=m.ScoringMethod.TRICKS,
        seed=1892,
    )
    for label, (name, ns, ew) in TEAM_NAMES.items():
        services.name_team(event.entrants.get(label=label), by=user, name=name)
        for direction, players in ((Direction.NS.value, ns), (Direction.EW.value, ew)):
            pair = event.entrants.get(label=f"{label}.{direction}")
            services.register_entrant(pair, by=user, player_names=players)
    return _play_whist(event, user, lambda rng: rng.randint(4, 9))


SAFFORD_PLAYERS = (
    "Ada Byron", "Charles Babbage", "Clara Schumann", "Johannes Brahms",
    "Marie Curie", "Pierre Curie", "Emmy Noether", "David Hilbert",
)  # fmt: skip


def build_individual_demo(user) -> m.Event:
    """Safford's eight players, scored by the tricks each loses to the top of its seat."""
    event = services.create_event(
        moving_on=m.MovingOn.DIRECTOR,  # the demo's rounds are called
        by=user,
        name="Safford's eight",
        slug=f"{DEMO_SLUG}-safford",
        date=dt.date(2026, 12, 5),
        venue="Club room",
        game=m.Game.WHIST,
        form=m.Form.INDIVIDUALS,
        movement_kind="safford",
        movement_size=len(SAFFORD_PLAYERS),
        boards_per_round=4,
        scoring_method=m.ScoringMethod.TOP_LOSS,
        seed=1891,
    )
    for number, name in enumerate(SAFFORD_PLAYERS, start=1):
        entrant = event.entrants.get(label=str(number))
        services.register_entrant(entrant, by=user, player_names=[name])
    return _play_whist(event, user, lambda rng: rng.randint(3, 10))


def _play_whist(event: m.Event, user, north_south, *, publish: bool = True) -> m.Event:
    """Start the event and enter every tray's traveller with seeded North-South tricks."""
    services.start_event(event, by=user)
    event.refresh_from_db()
    rng = random.Random(event.seed)
    per_tray: dict[int, list[services.WhistEntry]] = {}
    seatings = m.Seating.objects.filter(round__event=event).order_by("round__number", "table")
    for seating in seatings.prefetch_related("trays"):
        for tray in sorted(t.number for t in seating.trays.all()):
            ns = north_south(rng)
            per_tray.setdefault(tray, []).append(services.WhistEntry(seating.pk, ns, 13 - ns))
    for tray in sorted(per_tray):
        services.record_whist_traveller(event, tray, per_tray[tray], by=user, via="demo")
    if publish:
        services.publish_event(event, by=user)
    return event


DEMOS = {
    DEMO_SLUG: build_demo,
    LIVE_SLUG: build_live_demo,
    f"{DEMO_SLUG}-teams": build_team_demo,
    f"{DEMO_SLUG}-safford": build_individual_demo,
    SWISS_SLUG: build_swiss_demo,
}
# Demos of several events held together, by the competition's slug.
COMPETITION_DEMOS = {CHAMPIONSHIP_SLUG: build_championship_demo}
