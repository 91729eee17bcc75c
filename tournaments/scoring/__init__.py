"""Pure scoring: raw scores, match points, trick averages, IMPs, teams, individuals and the
progressive parties.  No Django here.

Start at ``types`` (``Result``: one table's result on one tray, the plain value every method
reads) and ``entry`` (a result as entered, checked and scored).  The rules by game: ``contract``
(bridge, Law 77), ``auction``, ``tricks`` (whist's trick totals); by method: ``matchpoints``
(the package: read its ``rule`` first), ``imps`` and ``imp_pairs``, ``teams`` and
``team_lines``, ``victory``, ``individuals``, ``swiss_pairs``; the director's rulings in
``adjustments``, ``revokes``, ``law_iv`` and ``law_b``; the scorer's chosen rules in ``rules``;
places with ties in ``ranking``; the ``score`` command's arithmetic in ``methods``; and the
progressive parties in ``progressive``, ``games`` and their simulations (``*_sim``).
"""
