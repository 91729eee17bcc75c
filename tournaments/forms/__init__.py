"""Forms: ``setup`` (the wizard and the names), ``entry`` (travellers, slips, the table's
phone) and ``progressive`` (a progressive party's set-up and reports)."""
