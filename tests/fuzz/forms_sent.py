"""The forms of the site, as the hostile-input suite posts them: every form's URL with the
role matrix's own data (tests/web/security/test_roles.py), and every field name any form of
``tournaments.forms`` reads."""

from __future__ import annotations

import inspect
from importlib import import_module

from django import forms
from django.urls import reverse

from tests.web.security.role_matrix import MATRIX

MODULES = (
    "awards", "club", "competition", "deals", "entry", "laws", "progressive", "public",
    "ruling", "setup",
)  # fmt: skip


def field_names() -> list[str]:
    """Every field name of every form class the site defines, with the words the views read
    beside them (the wizard's step, the desk's confirmation)."""
    names = {"step", "confirmed", "reason", "action", "prefix", "tray", "result", "edit_of"}
    for name in MODULES:
        for _, cls in inspect.getmembers(import_module(f"tournaments.forms.{name}")):
            if inspect.isclass(cls) and issubclass(cls, forms.BaseForm):
                names.update(getattr(cls, "base_fields", {}))
    return sorted(names)


# The forms posted to an event of the role matrix, and the site's forms that stand alone
# (a new event, a custom one, a competition, a party, the club's settings, the pairs' names).
POSTED = sorted(k for k, (method, *_) in MATRIX.items() if method == "POST")
STANDALONE = {
    "event-create": [],
    "event-create-custom": [],
    "competition-create": [],
    "progressive-new": [],
    "usebio-import": [],
    "login": [],
}
OF_THE_EVENT = ("entrants", "event-change-movement", "club")


def standalone_url(name: str) -> str:
    return reverse(name, args=STANDALONE[name])
