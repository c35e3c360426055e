"""One module per rule area (placement values, towers, market, council, harvest & production,
effects and gains, privileges, leaders, vatican, flow, scoring, setup)."""
