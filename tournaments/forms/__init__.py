"""Forms: field checks only; a line is judged by the pure entry checks (``scoring.entry``) and
written by the view through a service, never by the form.

Start at ``setup`` (the new-event wizard and the names) and ``entry`` (travellers, slips, the
table's phone).  Beside them: ``progressive`` (a party's set-up and reports), ``deals``,
``ruling`` and ``laws`` (the director's rulings), ``awards``, ``club``, ``competition``,
``public``, and ``words`` (labels said in the event's words).
"""
