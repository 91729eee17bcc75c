"""A form's labels, help texts and choices said in the event's words: the field definitions
keep the source's "tray", and a bridge event's form says "board" (``models.vocabulary``)."""

from __future__ import annotations

from django import forms
from django.utils.functional import Promise

from tournaments.models.vocabulary import Words


def reword_fields(form: forms.BaseForm, words: Words) -> None:
    """Every field's label, help text and choice labels of ``form`` in ``words``."""
    for field in form.fields.values():
        if field.label:
            field.label = words.reword(str(field.label))
        if field.help_text:
            field.help_text = words.reword(str(field.help_text))
        choices = getattr(field, "choices", None)
        if choices and all(
            isinstance(c, tuple) and isinstance(c[1], str | Promise) for c in choices
        ):
            field.choices = [(value, words.reword(str(label))) for value, label in choices]
