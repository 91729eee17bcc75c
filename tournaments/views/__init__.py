"""Views: short wrappers that read through ``standings`` and write through ``services``.

Start at ``tournaments/urls.py``, which names every page's view, and ``access`` (who may see
and change an event, asking ``adapters.trust``).  By who reads them: ``home`` (the front
page), ``public`` (standings, cards, travellers, the movement), ``players``; the organiser's ``setup``, ``deals``,
``awards``, ``club``, ``competitions``, ``printing``, ``exchange``; the director's ``session``,
``desk`` (with ``confirm``), ``entry``, ``requests``, ``laws``, ``swiss``; the table's ``table``
and the scoring pad's ``pad`` (with ``pad_state``); and ``progressive`` for the parties.
"""
