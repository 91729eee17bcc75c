"""An event and its entrants: pairs, teams or individual players, as the movement numbers them."""

from __future__ import annotations

import secrets
import threading

from django.conf import settings
from django.db import models
from django.db.models import CheckConstraint, Q, UniqueConstraint
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from tournaments.models.choices import (
    Direction,
    Form,
    Game,
    ScoringMethod,
    Status,
    TextChoices,
    scoring_choices,
)
from tournaments.models.club import Club, Player, Role, role_in
from tournaments.models.vocabulary import Words, words_for
from tournaments.scoring.rules import DEFAULT_RULES, RULE_SETS, Rules, rules_named
from tournaments.scoring.to_the_score import LABELS as BONUS_LABELS

# The rule sets an event may be scored by (see docs/SCORING.md), named as the pages show them.
# (each title is a message of the core's catalogue, ``Said``; read here in the page's language)
RULES_CHOICES = [(name, _(rules.title.text)) for name, rules in RULE_SETS.items()]
# The victory-point scales (``scoring.victory``), named as the pages show them.
VP_SCALE_CHOICES = [
    ("wbf", _("WBF continuous 20-point scale")),
    ("wbf-discrete", _("WBF discrete 20-point scale (whole VPs, 2013)")),
    ("acbl-20", _("ACBL 20-point scale (matches of 6 to 11 trays)")),
    ("acbl-30", _("ACBL 30-point scale (matches of 6 to 11 trays)")),
]
# Average-plus and average-minus in IMP pairs (``Rules.imp_averages``).
IMP_AVERAGES_CHOICES = [
    ("fixed", _("+3 and −3 IMPs (Law 86A)")),
    ("session", _("The better of +3 IMPs and the pair's session average (worse of −3 for minus)")),
]


# An event's versions (``models.versions``): the staff's, the public's and the seatings'.
VERSIONS = ("version", "public_version", "seating_version")


def new_version() -> str:
    """A token never used before (64 random bits), so no version can come back."""
    _writes.count = writes_seen() + 1
    return secrets.token_hex(8)


_writes = threading.local()


def writes_seen() -> int:
    """How many versions this thread has given out: an event read since the last one holds
    its current version (anyone else's later write only makes the rows read newer)."""
    return getattr(_writes, "count", 0)


class ResultsShown(TextChoices):
    """When the public may read a tray's results while the event is in play."""

    PLAYED = "played", _("Once every table due to play the tray has played it")
    FINISH = "finish", _("Only after the event has finished")


class StandingsShown(TextChoices):
    """Whether the public standings are shown during play."""

    ON = "on", _("Shown during play")
    PREVIOUS = "previous", _("Shown during play, without the round in play")
    OFF = "off", _("Shown only after the event has finished")


class MovingOn(TextChoices):
    """How the tables go from one round to the next."""

    TABLES = "tables", _("Each table moves on once its boards are entered and accepted")
    DIRECTOR = "director", _("The director calls each round")


class Event(models.Model):
    club = models.ForeignKey(Club, on_delete=models.PROTECT, related_name="events")
    competition = models.ForeignKey(
        "tournaments.Competition",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="events",
        help_text=_("The competition this event is one section of one session of."),
    )
    section = models.CharField(max_length=2, blank=True, help_text=_("The section's letter."))
    session = models.PositiveSmallIntegerField(default=1)
    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=80, unique=True)
    date = models.DateField()
    venue = models.CharField(max_length=200, blank=True)
    game = models.CharField(max_length=16, choices=Game.choices, default=Game.WHIST)
    form = models.CharField(max_length=16, choices=Form.choices, default=Form.PAIRS)
    movement_kind = models.CharField(max_length=32, default="mitchell")
    movement_size = models.PositiveSmallIntegerField(
        help_text=_("Tables, pairs, players or teams, as the movement kind counts them.")
    )
    movement_options = models.JSONField(default=dict, blank=True)
    custom_movement = models.TextField(
        blank=True,
        help_text=_(
            "The organiser's own movement as CSV (movement kind 'custom'), checked on entry."
        ),
    )
    boards_per_round = models.PositiveSmallIntegerField(default=2)
    scoring_method = models.CharField(
        max_length=16, choices=ScoringMethod.choices, default=ScoringMethod.MATCHPOINTS
    )
    scoring_rules = models.CharField(
        "Scoring rules",
        max_length=16,
        choices=RULES_CHOICES,
        default=DEFAULT_RULES.name,
        help_text=_("Whose rules score the event: factoring, averages, the Butler datum."),
    )
    vp_scale = models.CharField(
        "Victory-point scale",
        max_length=16,
        choices=VP_SCALE_CHOICES,
        default="wbf",
        help_text=_(
            "How a match's IMP margin becomes victory points (Swiss events, teams of "
            "several matches)."
        ),
    )
    imp_averages = models.CharField(
        _("Average-plus and average-minus in IMPs"),
        max_length=8,
        choices=IMP_AVERAGES_CHOICES,
        default="fixed",
        help_text=_(
            "In pairs scored by IMPs (Butler, cross-IMPs): the Laws' ±3 IMPs, or the "
            "pair's average a board on its other boards when that is better (average-plus) or "
            "worse (average-minus)."
        ),
    )
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.DRAFT)
    published = models.BooleanField(default=False)
    seed = models.PositiveIntegerField(default=0)
    current_round = models.PositiveSmallIntegerField(default=0)
    one_winner = models.BooleanField(
        default=False, help_text=_("One field (Howell, arrow switch) or two (Mitchell NS and EW).")
    )
    results_shown = models.CharField(
        max_length=8, choices=ResultsShown.choices, default=ResultsShown.PLAYED
    )
    unranked_below = models.PositiveSmallIntegerField(
        _("Rank a pair that played fewer trays"),
        default=0,
        help_text=_(
            "A pair that played fewer than this per cent of the most trays any pair of "
            "its field played is listed below the others, unranked (0: every pair is ranked on "
            "its percentage of the trays it played)."
        ),
    )
    standings_shown = models.CharField(
        max_length=8, choices=StandingsShown.choices, default=StandingsShown.ON
    )
    auction_english = models.BooleanField(
        "The English rule",
        default=False,
        help_text=_(
            "Duplicate auction: the dealer may say no bid, and slams count 50 (little) "
            "and 100 (grand) instead of 20 and 40.  Set before any result is entered."
        ),
    )
    to_the_score = models.CharField(
        _("Bridge to the score"),
        max_length=12,
        choices=[(method.value, _(label.text)) for method, label in BONUS_LABELS.items()],
        default="none",
        help_text=_(
            "Duplicate bridge and auction pairs scored by total points: a bonus for each "
            "round at each table, from the two pairs' trick scores over the round's trays, added "
            "to each pair's total."
        ),
    )
    strata = models.JSONField(
        default=list,
        blank=True,
        help_text=_("Strata as [[letter, least rating], ...], highest first ([['A', 500], ...])."),
    )
    pad_shows_percentage = models.BooleanField(
        default=False,
        help_text=_(
            "The tables' scoring pads show each pair's running percentage, as far as "
            "the public standings show it."
        ),
    )
    pad_shows_deal = models.BooleanField(
        default=False,
        help_text=_(
            "Once a table may see a board's traveller (its result accepted, or the "
            "director's), its pad shows the board's deal and double-dummy makes too."
        ),
    )
    moving_on = models.CharField(
        "moving on",
        max_length=10,
        choices=MovingOn.choices,
        default=MovingOn.TABLES,
        help_text=_(
            "A table moves on to its next round as soon as its boards are entered and "
            "accepted (at most one round ahead of the slowest table), or waits for the director "
            "to call each round."
        ),
    )
    award_scale = models.ForeignKey(
        "tournaments.AwardScale",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="events",
        help_text=_(
            "The masterpoint scale the event's awards follow (the club's default when "
            "none is chosen)."
        ),
    )
    usebio_facts = models.JSONField(
        default=dict,
        blank=True,
        help_text=_(
            "An event imported from a USEBIO file: what the file said that the site has "
            "no field for (its club and the club's number, its identifier, title and masterpoint "
            "scale, its players' club numbers, its heading's other elements), written back when "
            "the event is exported."
        ),
    )
    organisers = models.ManyToManyField(
        settings.AUTH_USER_MODEL,
        related_name="organised_events",
        blank=True,
        help_text=_("Who set the event up and ran it (access follows the club's roles)."),
    )
    created_at = models.DateTimeField(auto_now_add=True)
    # What the read side keys its cached scores and pages on: a fresh token whenever anything
    # it shows changes (``models.versions``).  Not event data: a backup does not carry it, and
    # a restored event starts with a fresh one.
    version = models.CharField(max_length=16, default=new_version, editable=False)
    # The version at the last write a public reader could see (``models.versions``): a result
    # on a tray that tables have still to play, and the trail, leave it as it was, so public
    # polls answer "nothing new" and public caches are shared until the public can see more.
    public_version = models.CharField(max_length=16, default=new_version, editable=False)
    # The version at the last write that was not a result's (``models.versions``): what is
    # worked out from the seatings alone (the movement as seated) is kept by it.
    seating_version = models.CharField(max_length=16, default=new_version, editable=False)

    class Meta:
        ordering = ["-date", "name"]
        constraints = [
            CheckConstraint(condition=Q(boards_per_round__gte=1), name="event_boards_per_round"),
            CheckConstraint(condition=Q(movement_size__gte=1), name="event_movement_size"),
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.date:%d %b %Y})"

    def save(self, *args, **kwargs) -> None:
        """Every save of the event takes a fresh version: its settings, names and state are
        what its pages show (and an object read earlier must not write an old version back).
        The public sees them too: the public and seating versions move with it."""
        self.version = self.public_version = self.seating_version = new_version()
        if kwargs.get("update_fields") is not None:
            kwargs["update_fields"] = {*kwargs["update_fields"], *VERSIONS}
        super().save(*args, **kwargs)
        self.read_after = writes_seen()

    def get_absolute_url(self) -> str:
        return reverse("event", args=[self.slug])

    @classmethod
    def from_db(cls, db, field_names, values):
        event = super().from_db(db, field_names, values)
        event.read_after = writes_seen()
        return event

    def version_for(self, public: bool) -> str:
        """The version a reader's pages are keyed on: the public's, or the staff's (which
        every write changes)."""
        return self.public_version if public else self.version

    def version_current(self) -> bool:
        """Whether this object's version is current for its reader: read from the database
        since this thread last wrote."""
        return getattr(self, "read_after", None) == writes_seen()

    @property
    def rules(self) -> Rules:
        """The scoring rules the event's figures are worked out by: the rule set, with the
        event's own choice of averages in IMPs (named in the rules' label when it is not the
        set's)."""
        return rules_named(self.scoring_rules).with_options(imp_averages=self.imp_averages)

    @property
    def scoring_label(self) -> str:
        """The scoring method as the wizard offered it for the event's game and form."""
        offered = dict(scoring_choices(self.game, self.form))
        return offered.get(self.scoring_method, self.get_scoring_method_display())

    @property
    def uses_vps(self) -> bool:
        """Whether the standings are in victory points: a Swiss pairs, or bridge teams by
        IMPs in a movement of several matches (a two-team match is won on IMPs)."""
        if self.scoring_method == ScoringMethod.VPS:
            return True
        return (
            self.form == Form.TEAMS
            and self.game == Game.BRIDGE
            and self.scoring_method == ScoringMethod.IMPS
            and self.movement_size > 2
        )

    @property
    def is_whist(self) -> bool:
        return self.game == Game.WHIST

    @property
    def words(self) -> Words:
        """The event's words for its game ("board" at bridge, "tray" at whist)."""
        return words_for(self.game)

    @property
    def has_started(self) -> bool:
        return self.status in (Status.PLAYING, Status.FINISHED, Status.SEATED)

    def role_of(self, user) -> str | None:
        """The user's role in the event's club (see ``club.Role``), kept on the user for the
        request so a page asks the database once."""
        if user is None or not getattr(user, "is_authenticated", False):
            return None
        cache = user.__dict__.setdefault("_trays_roles", {})
        if self.club_id not in cache:
            cache[self.club_id] = role_in(self.club_id, user)
        return cache[self.club_id]

    def is_organiser(self, user) -> bool:
        """May set up, run, publish and finish the event, and remove results."""
        return self.role_of(user) == Role.ORGANISER

    def is_scorer(self, user) -> bool:
        """May enter and correct results (organisers may too)."""
        return self.role_of(user) in (Role.ORGANISER, Role.SCORER)

    def is_staff(self, user) -> bool:
        """Reads everything of the event, published or not, whatever is still being played."""
        return self.is_scorer(user)

    @property
    def in_play(self) -> bool:
        return self.status != Status.FINISHED


class Entrant(models.Model):
    """A pair, a team, or an individual player, as the movement numbers it.

    ``label`` is the movement's own name for the entrant (``"3NS"``, ``"7"``, ``"a.EW"``);
    ``number`` and ``direction`` are what the players see ("3 NS").
    """

    class Kind(TextChoices):
        PAIR = "pair", _("Pair")
        TEAM = "team", _("Team")
        INDIVIDUAL = "individual", _("Individual")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="entrants")
    kind = models.CharField(max_length=12, choices=Kind.choices, default=Kind.PAIR)
    label = models.CharField(max_length=20)
    section = models.CharField(max_length=2, blank=True, help_text=_("The section's letter."))
    number = models.PositiveSmallIntegerField()
    direction = models.CharField(max_length=2, choices=Direction.choices, blank=True)
    name = models.CharField(max_length=200, blank=True)
    team = models.ForeignKey(
        "self", on_delete=models.CASCADE, null=True, blank=True, related_name="team_pairs"
    )
    players = models.ManyToManyField(Player, through="EntrantMember", blank=True)
    handicap = models.DecimalField(
        max_digits=5,
        decimal_places=2,
        default=0,
        help_text=_("Added to the percentage in a handicapped event (negative for strong pairs)."),
    )
    left_from_round = models.PositiveSmallIntegerField(
        null=True,
        blank=True,
        help_text=_(
            "The round from which the pair has left the event while its opponents keep "
            "their seats and score average-plus (its seatings still name it)."
        ),
    )

    class Meta:
        ordering = ["event", "direction", "number", "label"]
        constraints = [
            UniqueConstraint(fields=["event", "label"], name="entrant_label_unique"),
        ]

    def __str__(self) -> str:
        return self.display

    @property
    def display(self) -> str:
        return f"{self.code} {self.name}".strip() if self.name else self.code

    @property
    def code(self) -> str:
        """The short name players see: "3 NS" (a Mitchell pair), "7" (a Howell pair or a
        player), "a" (a team, lettered as in the source) and "a NS" (that team's pair)."""
        if self.direction and "." in self.label:
            return self.section + self.label.replace(".", " ")
        if self.direction:
            return f"{self.section}{self.number} {self.direction}"
        return self.section + self.label


class EntrantMember(models.Model):
    entrant = models.ForeignKey(Entrant, on_delete=models.CASCADE, related_name="members")
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="memberships")
    position = models.PositiveSmallIntegerField(default=1)

    class Meta:
        ordering = ["entrant", "position"]
        constraints = [
            UniqueConstraint(fields=["entrant", "position"], name="member_position_unique"),
            UniqueConstraint(fields=["entrant", "player"], name="member_player_unique"),
        ]

    def __str__(self) -> str:
        return f"{self.player} in {self.entrant}"
