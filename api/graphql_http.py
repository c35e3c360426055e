"""GraphQL over HTTP (the spec's draft, as npm graphql-http's audit checks it): what a request
looks like over GET and POST, which media type answers it, and which status code.

- Media type: `application/graphql-response+json` when the Accept header prefers it, else
  `application/json` (also for a missing Accept, `*/*`, or anything unsupported: older clients
  keep working). Under graphql-response+json a request error (parse, validation, variable
  coercion: an answer without `data`) is HTTP 400; under application/json it is 200.
- POST: `Content-Type: application/json` only. A simple request's content type (text/plain,
  form data) is refused: a page on another site could send those without a CORS preflight.
- GET: `query`, `variables`, `operationName` and `extensions` as URL parameters; queries only
  (a mutation is 405). A GET that a browser may have sent from another site (it says so with
  `Sec-Fetch-Site`, or it carries cookies) must carry a header that forces a CORS preflight
  (`GraphQL-Require-Preflight`, `Authorization`, ...) or name a persisted query."""
from __future__ import annotations

import json

from cross_web import HTTPException as BadRequest

from api.requests import parse_body
from domain.shared.qvalues import weighted

GRAPHQL_RESPONSE = "application/graphql-response+json"
JSON = "application/json"
# headers a browser never sends on a cross-site request without a CORS preflight first
PREFLIGHT_HEADERS = ("graphql-require-preflight", "apollo-require-preflight",
                     "x-apollo-operation-name", "authorization", "signoria-consistency",
                     "x-request-id")
SIMPLE_CONTENT_TYPES = ("text/plain", "application/x-www-form-urlencoded",
                        "multipart/form-data")


class MethodNotAllowed(BadRequest):
    def __init__(self, reason: str) -> None:
        super().__init__(405, reason)


def media_type(accept: str | None) -> str:
    """The answer's media type for this Accept header (highest q wins; ties: listed first)."""
    best, best_q = JSON, -1.0
    for name, q in weighted(accept):
        if name not in (GRAPHQL_RESPONSE, JSON, "application/*", "*/*"):
            continue
        if q > best_q and q > 0:
            best, best_q = (GRAPHQL_RESPONSE if name == GRAPHQL_RESPONSE else JSON), q
    return best


def read_post(content_type: str | None, body: bytes) -> dict:
    """A POST's GraphQL request (query, variables, operationName, extensions), checked."""
    kind = (content_type or "").split(";")[0].strip().lower()
    if kind != JSON and not kind.endswith("+json"):
        if not kind or kind in SIMPLE_CONTENT_TYPES:
            raise BadRequest(400, "POST needs Content-Type: application/json (a simple "
                                  "request's content type is refused: cross-site requests)")
        raise BadRequest(400, "Unsupported content type: send application/json")
    if not body:
        raise BadRequest(400, "The request body is empty: send {\"query\": ...}")
    return checked(parse_body(body))


def read_get(params, headers) -> dict:
    """A GET's GraphQL request from its URL parameters, checked (CSRF: see the module)."""
    data: dict = {}
    for name in ("query", "operationName"):
        if params.get(name) is not None:
            data[name] = params.get(name)
    for name in ("variables", "extensions"):
        raw = params.get(name)
        if raw:
            try:
                data[name] = json.loads(raw)
            except (ValueError, RecursionError):
                raise BadRequest(400, f"The `{name}` parameter must be JSON") from None
    data = checked(data)
    if not persisted_hash(data) and cross_site(headers) and not preflighted(headers):
        raise BadRequest(400, "A cross-site GET needs a preflight-triggering header "
                              "(GraphQL-Require-Preflight: 1) or a persisted query")
    return data


def checked(data: dict) -> dict:
    """The spec's parameter types: 400 for anything else."""
    if not isinstance(data.get("query"), str | None):
        raise BadRequest(400, "The GraphQL operation's `query` must be a string")
    if not isinstance(data.get("operationName"), str | None):
        raise BadRequest(400, "The GraphQL operation's `operationName` must be a string")
    for name in ("variables", "extensions"):
        if not isinstance(data.get(name), dict | None):
            raise BadRequest(400, f"The GraphQL operation's `{name}` must be an object")
    if data.get("query") is None and not persisted_hash(data):
        raise BadRequest(400, "No GraphQL query found in the request")
    return data


def persisted_hash(data: dict) -> str | None:
    """The request's persisted-query hash (Apollo's `extensions.persistedQuery.sha256Hash`)."""
    pq = (data.get("extensions") or {}).get("persistedQuery")
    if isinstance(pq, dict) and isinstance(pq.get("sha256Hash"), str):
        return pq["sha256Hash"]
    return None


def cross_site(headers) -> bool:
    """Whether a browser may have sent this request from a page of another site."""
    site = headers.get("sec-fetch-site")
    return site in ("cross-site", "same-site") or headers.get("cookie") is not None


def preflighted(headers) -> bool:
    if any(headers.get(h) for h in PREFLIGHT_HEADERS):
        return True
    kind = (headers.get("content-type") or "").split(";")[0].strip().lower()
    return bool(kind) and kind not in SIMPLE_CONTENT_TYPES


def request_error(result) -> bool:
    """An answer the operation never started executing for (no `data`): its errors have no
    field path (parse, validation, variable coercion, operation selection)."""
    return result.data is None and bool(result.errors) \
        and all(e.path is None for e in result.errors)


def status_of(media: str, failed_request: bool) -> int:
    return 400 if failed_request and media == GRAPHQL_RESPONSE else 200


def error_body(message: str, code: str) -> dict:
    return {"errors": [{"message": message, "extensions": {"code": code}}]}
