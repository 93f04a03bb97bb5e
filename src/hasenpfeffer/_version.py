"""The library's version, in one place (read by the build and the command line)."""

__version__ = "0.1.0"
