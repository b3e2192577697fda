"""Command line: ``python -m cardtable simulate GAME [options]``."""

from __future__ import annotations

import importlib
import sys


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) < 2 or args[0] != "simulate":
        print("usage: python -m cardtable simulate {swap-poker,swoop,swingo} [options]")
        return 2
    game = args[1]
    try:
        module = importlib.import_module(f"cardtable.sim.{game.replace('-', '_')}")
    except ModuleNotFoundError:
        print(f"no simulator for {game!r}")
        return 2
    result: int = module.main(args[2:])
    return result


if __name__ == "__main__":
    sys.exit(main())
