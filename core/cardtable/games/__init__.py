"""The games: one module each, registered with :func:`cardtable.engine.register_game`.

Every module in this package is imported on first use of the registry, so a new
game is one new module here.
"""
