"""A translator's entries made up for a test: the catalogue of a language with a few entries
of the test's own, put back as they were afterwards."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from django.utils import translation


@contextmanager
def made_up_catalogue(
    entries: dict[str, str] | dict[str | tuple[str, int], str], language: str = "nl"
) -> Iterator[None]:
    """``language`` active, with ``entries`` (English -> translation) in its catalogue standing
    in for a translator's for the block.  A plural message's forms are keyed by its English
    singular and the form's index in the language's plural rule: ``("%(n)s table", 2)``."""
    with translation.override(language):
        catalogue = translation.trans_real.translation(language)._catalog
        kept = {english: catalogue.get(english) for english in entries}
        for english, said in entries.items():
            catalogue[english] = said
        try:
            yield
        finally:
            for english, said in kept.items():
                if said is not None:
                    catalogue[english] = said
                else:  # the entry the block made up is taken out again
                    catalogue._catalogs[0].pop(english, None)
