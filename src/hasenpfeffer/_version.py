"""The library's version, in one place (read by the build and the command line)."""

__version__ = "0.2.0.dev0"
