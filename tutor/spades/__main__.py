"""Entry point: ``python -m tutor.spades COMMAND`` (see :mod:`tutor.spades.cli`)."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
