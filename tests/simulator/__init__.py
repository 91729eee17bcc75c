"""The evening simulator: whole random club evenings played through the services and the
tables' phones, every output read back and compared (``test_evenings``)."""
