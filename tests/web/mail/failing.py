"""A mail back-end that refuses one address and keeps the rest in Django's test outbox, to
show a failed mail retried without the others sent twice."""

from __future__ import annotations

from django.core import mail
from django.core.mail.backends.locmem import EmailBackend

REFUSED: set[str] = set()


class Backend(EmailBackend):
    def send_messages(self, messages):
        for message in messages:
            if set(message.to) & REFUSED:
                raise ConnectionRefusedError("the mail server refused the connection")
        return super().send_messages(messages)


def outbox_to(address: str) -> list:
    return [x for x in mail.outbox if x.to == [address]]
