"""The `signoria` console script: one module per subcommand and what the worker commands share."""
