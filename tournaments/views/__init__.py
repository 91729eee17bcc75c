"""Views: short wrappers that read through ``standings`` and write through ``services``."""
