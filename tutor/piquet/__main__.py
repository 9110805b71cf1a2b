"""Entry point: ``python -m tutor.piquet COMMAND`` (see :mod:`tutor.piquet.cli`)."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
