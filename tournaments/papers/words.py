"""The fixed words printed on the papers, in the language active when a paper is printed.

``tournaments.printing`` draws without Django: it prints each fixed English word through the
``Words`` it is handed in ``Terms.say``.  This module fills that table with Django's
translations, each message written out here so that ``makemessages`` finds it; the drawing
looks a word up by its English (a column head, a seat, a paper's title) or puts named values
into it ("Table %(table)s").
"""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from tournaments.printing.data import Words


def paper_words() -> Words:
    """Every fixed word a paper prints, English to the active language."""
    return Words({**_titles(), **_columns(), **_seats(), **_sentences(), **_progressive()})


def _titles() -> dict[str, str]:
    """The papers' names, printed at the head of every page."""
    return {
        "Table cards": _("Table cards"),
        "Guide cards": _("Guide cards"),
        "Score cards": _("Score cards"),
        "Tray labels": _("Tray labels"),
        "Travellers": _("Travellers"),
        "Hand records": _("Hand records"),
        "Tally cards": _("Tally cards"),
        "Table signs": _("Table signs"),
        "Rotation chart": _("Rotation chart"),
        "Results": _("Results"),
    }


def _columns() -> dict[str, str]:
    """The column heads of the cards, slips and charts."""
    return {
        "Rnd": pgettext("round, short", "Rnd"),
        "Round": _("Round"),
        "Table": _("Table"),
        "Sit": _("Sit"),
        "Against": _("Against"),
        "Cards": _("Cards"),
        "North-South cards": _("North-South cards"),
        "East-West cards": _("East-West cards"),
        "Notes, and after this round": _("Notes, and after this round"),
        "North-South": _("North-South"),
        "East-West": _("East-West"),
        "Game": _("Game"),
        "Seat": _("Seat"),
        "Partner": _("Partner"),
        "Points": _("Points"),
        "Gold": _("Gold"),
        "Red": _("Red"),
        "Green": _("Green"),
        "NS tricks": _("NS tricks"),
        "EW tricks": _("EW tricks"),
        "Contract": _("Contract"),
        "By": _("By"),
        "Tricks": _("Tricks"),
        "NS score": _("NS score"),
        "EW score": _("EW score"),
        "Score": _("Score"),
        "Gain": _("Gain"),
        "Loss": _("Loss"),
        "Gain / loss": _("Gain / loss"),
        "Bonus": _("Bonus"),
    }


def _seats() -> dict[str, str]:
    """The seats, the sides and the vulnerabilities (Dutch writes N/O/Z/W and NZ/OW)."""
    return {
        "North": _("North"),
        "East": _("East"),
        "South": _("South"),
        "West": _("West"),
        "N": pgettext("seat", "N"),
        "E": pgettext("seat", "E"),
        "S": pgettext("seat", "S"),
        "W": pgettext("seat", "W"),
        "NS": pgettext("side", "NS"),
        "EW": pgettext("side", "EW"),
        "Nobody vulnerable": _("Nobody vulnerable"),
        "N-S vulnerable": _("N-S vulnerable"),
        "E-W vulnerable": _("E-W vulnerable"),
        "All vulnerable": _("All vulnerable"),
    }


def _sentences() -> dict[str, str]:
    """Headings, notes and the moves read out at the end of a round."""
    return {
        "partner %(partner)s": _("partner %(partner)s"),
        "arrow switch: play %(side)s cards": _("arrow switch: play %(side)s cards"),
        "%(count)s relay stands: see the table cards": _(
            "%(count)s relay stands: see the table cards"
        ),
        "%(who)s stays at this table all session": _("%(who)s stays at this table all session"),
        "this table shares its %(boards)s every round": _(
            "this table shares its %(boards)s every round"
        ),
        "The %(stand)s is beside this table: resting %(boards)s wait on it": _(
            "The %(stand)s is beside this table: resting %(boards)s wait on it"
        ),
        "at the bell, one table further": _("at the bell, one table further"),
        "trays turned: play the %(seat)s cards": _("trays turned: play the %(seat)s cards"),
        "sits out": _("sits out"),
        "TABLE": _("TABLE"),
        "Table %(table)s": _("Table %(table)s"),
        "Score card: %(label)s": _("Score card: %(label)s"),
        "continued: part %(part)s of %(parts)s": _("continued: part %(part)s of %(parts)s"),
        "scan to enter results": _("scan to enter results"),
        "part %(part)s of %(parts)s": _("part %(part)s of %(parts)s"),
        "Double dummy: not worked out yet": _("Double dummy: not worked out yet"),
        "Par: %(par)s": _("Par: %(par)s"),
        "%(title)s · page %(page)s": _("%(title)s · page %(page)s"),
        "page %(page)s": _("page %(page)s"),
        "Nothing to print.": _("Nothing to print."),
        "%(side)s to table %(table)s, sit %(sits)s": _("%(side)s to table %(table)s, sit %(sits)s"),
        "%(seat)s to table %(table)s, sit %(sits)s": _("%(seat)s to table %(table)s, sit %(sits)s"),
        "%(side)s sit out next round at table %(table)s": _(
            "%(side)s sit out next round at table %(table)s"
        ),
        "%(seat)s sit out next round": _("%(seat)s sit out next round"),
        "%(seat)s stay": _("%(seat)s stay"),
        "then to table %(table)s, sit %(sits)s": _("then to table %(table)s, sit %(sits)s"),
        "%(side)s sit out next round": _("%(side)s sit out next round"),
        "(arrow switch)": _("(arrow switch)"),
        "%(side)s stay": _("%(side)s stay"),
        "then back here": _("then back here"),
        "last round": _("last round"),
        "SKIP: movers go one table further than usual": _(
            "SKIP: movers go one table further than usual"
        ),
        "next %(boards)s come from the %(stand)s": _("next %(boards)s come from the %(stand)s"),
        "arrow switch: NS pair plays EW cards": _("arrow switch: NS pair plays EW cards"),
        "sit-out: no opponents this round": _("sit-out: no opponents this round"),
        "share %(boards)s with table %(tables)s": _("share %(boards)s with table %(tables)s"),
        "share %(boards)s with tables %(tables)s": _("share %(boards)s with tables %(tables)s"),
        "Round %(round)s": _("Round %(round)s"),
        "after this evening's rounds": _("after this evening's rounds"),
        "Total": _("Total"),
        "Out": _("Out"),
        "Sitting out": _("Sitting out"),
        "a bye": _("a bye"),
        "%(Board)s labels": _("%(Board)s labels"),
        "Dealer: %(seat)s": _("Dealer: %(seat)s"),
        "Traveller · %(Board)s %(number)s": _("Traveller · %(Board)s %(number)s"),
        "TRUMP SLIP": _("TRUMP SLIP"),
        "Deal No. %(number)s": _("Deal No. %(number)s"),
        "Trump card:": _("Trump card:"),
        "ring the suit": _("ring the suit"),
        "shown to an adversary,": _("shown to an adversary,"),
        "face down in the %(board)s": _("face down in the %(board)s"),
        "keep with the %(board)s": _("keep with the %(board)s"),
        "deals": _("deals"),
        "relay stand": _("relay stand"),
        "N-S": pgettext("side", "N-S"),
        "E-W": pgettext("side", "E-W"),
        "Lady %(label)s": _("Lady %(label)s"),
        "Gentleman %(label)s": _("Gentleman %(label)s"),
        "Lady %(number)s": _("Lady %(number)s"),
        "Gentleman %(number)s": _("Gentleman %(number)s"),
        "Player %(number)s": _("Player %(number)s"),
        "Player %(label)s": _("Player %(label)s"),
        "Pair %(label)s": _("Pair %(label)s"),
        "Visitor %(label)s": _("Visitor %(label)s"),
        "Holder %(label)s": _("Holder %(label)s"),
        "Team %(team)s %(pair)s pair": _("Team %(team)s %(pair)s pair"),
        "%(title)s (continued)": _("%(title)s (continued)"),
    }


def _progressive() -> dict[str, str]:
    """A progressive party's groups and table signs (the source's head and booby tables)."""
    return {
        "Ladies": _("Ladies"),
        "Gentlemen": _("Gentlemen"),
        "Head table": _("Head table"),
        "Booby table": _("Booby table"),
        "Second table": _("Second table"),
        "Third table": _("Third table"),
        "Fourth table": _("Fourth table"),
        "Fifth table": _("Fifth table"),
        "Sixth table": _("Sixth table"),
        "Seventh table": _("Seventh table"),
        "Eighth table": _("Eighth table"),
        "Ninth table": _("Ninth table"),
        "Tenth table": _("Tenth table"),
        "Eleventh table": _("Eleventh table"),
        "Twelfth table": _("Twelfth table"),
        "Thirteenth table": _("Thirteenth table"),
        "Fourteenth table": _("Fourteenth table"),
        "Fifteenth table": _("Fifteenth table"),
        "Sixteenth table": _("Sixteenth table"),
        "Seventeenth table": _("Seventeenth table"),
        "Eighteenth table": _("Eighteenth table"),
        "Nineteenth table": _("Nineteenth table"),
        "Twentieth table": _("Twentieth table"),
    }
