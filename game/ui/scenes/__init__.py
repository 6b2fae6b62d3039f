"""The screens: title, setup, tables, pass-the-device, results, pause and settings."""
