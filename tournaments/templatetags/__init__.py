"""Template filters: ``results`` (a stored result written out, a suit in colour) and ``words``
(a text said in the event's words, ``{{ text|said_for:event }}``).
"""
