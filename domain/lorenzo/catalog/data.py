"""Reads the packaged catalogue file once (package data, deterministic: no environment)."""
import json
from functools import cache
from importlib import resources

CATALOG_VERSION = 1


@cache
def raw() -> dict:
    text = resources.files("domain.lorenzo.catalog").joinpath("lorenzo_v1.json").read_text("utf-8")
    return json.loads(text)
