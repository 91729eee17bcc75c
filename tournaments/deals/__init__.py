"""Deals: the cards of each tray, pure Python (no Django).

``cards`` reads and writes hands and deals; ``dealing`` makes deals from a seed (with the
throw-out rule and the whist trump card) and transposes suits as Foster did; ``analysis``
gives double-dummy tables and par from DDS; ``doubt`` says when a result is far from what the
cards allow; ``pbn``, ``dup`` and ``text`` are the files: PBN, the Duplimate machines' DUP, and
the plain hand record; ``lin`` reads an online site's LIN files, and ``play`` works out a
board's contract, declarer and tricks from its auction and play.  The site stores deals through ``tournaments.services.deals``.

Start at ``cards`` (``Card``, ``Hand``, ``Deal``) and ``dealing.generate``.
"""
