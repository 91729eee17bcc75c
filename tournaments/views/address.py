"""Whose request is it: the client's address, as the throttles count it.

Behind a reverse proxy every request comes from the proxy (``REMOTE_ADDR`` is 127.0.0.1 for
all), and the client's own address is in ``X-Forwarded-For``, where each proxy appends the
address it received the request from (nginx's ``$proxy_add_x_forwarded_for``). Only the
entries the site's own proxies wrote can be trusted: a client may send any
``X-Forwarded-For`` it likes, and the proxies append to it. So with ``TRAYS_PROXY_COUNT``
proxies the client is the ``TRAYS_PROXY_COUNT``-th entry from the right, as Werkzeug's
``ProxyFix(x_for=N)`` and Django REST framework's ``NUM_PROXIES`` read it; with none the
header is ignored. An entry that is not an address, or a header shorter than the proxies
(a request that did not come through them), falls back to ``REMOTE_ADDR``. A request with
no address at all (one Django builds itself, as ``Client.force_login`` does) has ``None``:
the login log stores addresses in an address column, which PostgreSQL checks.

django-ipware, the address library django-axes can use, reads the header differently (it
expects each proxy's own address in it as well, so behind one nginx it finds no client for
a request with one entry), which is why the throttles use this function: the login
throttle through ``AXES_CLIENT_IP_CALLABLE`` and the table links' through ``by_secret``.
"""

from __future__ import annotations

import ipaddress

from django.conf import settings
from django.http import HttpRequest


def _address(text: str) -> str | None:
    try:
        return str(ipaddress.ip_address(text.strip()))
    except ValueError:
        return None


def client_address(request: HttpRequest) -> str | None:
    """The address of the client that sent ``request``, as far as the trusted proxies say."""
    remote = _address(request.META.get("REMOTE_ADDR", "") or "")
    proxies = settings.TRAYS_PROXY_COUNT
    if proxies <= 0:
        return remote
    forwarded = [e for e in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if e.strip()]
    if len(forwarded) < proxies:
        return remote
    return _address(forwarded[-proxies]) or remote
