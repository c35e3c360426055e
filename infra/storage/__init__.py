"""The event store: configuration, the fast SQLite and PostgreSQL recorders, the event mapper, snapshot codec, migrations, export and import."""
