"""Tables found by the offline searches in ``tools/``: plain data, importing nothing.

Each module is written by the search named in its docstring (``--merge`` or a redirect onto
the module's path) and read by the generator that uses it; keeping the data apart from the
code that reads it means a regenerated table can never pull a generator into an import loop.

Start at ``starters`` (the Howells' cyclic starters, read by ``movements.howell_grids``), then
``grouped_starters`` and ``orientations`` beside it; ``three_tables`` and the reduced Howells
(``reduced_howells``, ``true_reduced_small``, ``_mid``, ``_large``) for the smaller and shorter
Howells; ``whist_tables`` for the individuals' whist tournaments; ``rover_routes`` for the rover
Mitchell.
"""
