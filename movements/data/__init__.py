"""Tables found by the offline searches in ``tools/``: plain data, importing nothing.

Each module is written by the search named in its docstring (``--merge`` or a redirect onto
the module's path) and read by the generator that uses it; keeping the data apart from the
code that reads it means a regenerated table can never pull a generator into an import loop.
"""
