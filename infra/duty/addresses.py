"""The address policy for outbound requests (turn-notification webhooks): one check, used when a
URL is registered (setWebhook) and again before every delivery.

A URL passes when it is http(s), names a host without userinfo or an IPv6 zone, and EVERY
address the host resolves to is globally routable (`ipaddress`'s `is_global`), judged on the
IPv4 address inside IPv4-mapped (::ffff:a.b.c.d), 6to4 (2002::/16), NAT64 (64:ff9b::/96) and
Teredo (2001::/32) addresses; the shared address space 100.64.0.0/10 and 192.0.0.0/24 are
refused too. Numeric host spellings the C library accepts (`127.1`, `2130706433`,
`0x7f000001`, `0177.0.0.1`) are read the way it would read them, not passed to a resolver.
The caller connects to the address returned (`Target.address`): what was checked is what is
reached, with no second lookup in between (no DNS-rebinding window).

`allow_private` (SIGNORIA_WEBHOOK_ALLOW_PRIVATE, a private deployment) skips only the
routability test; the shape checks and the pinned connection stay.
"""
from __future__ import annotations

import ipaddress
import re
import socket
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlsplit

Resolver = Callable[[str, int], list[str]]  # (host, port) -> the addresses it resolves to
NAT64 = ipaddress.ip_network("64:ff9b::/96")
REFUSED_V4 = (ipaddress.ip_network("100.64.0.0/10"), ipaddress.ip_network("192.0.0.0/24"))
_NUMERIC = re.compile(r"(0x[0-9a-f]*|[0-9]+)(\.(0x[0-9a-f]*|[0-9]+)){0,3}", re.IGNORECASE)


class AddressRefused(ValueError):
    """The URL may not be called; the message says why (it names no resolved address)."""


@dataclass(frozen=True)
class Target:
    scheme: str
    host: str  # as written (the Host header and the TLS server name)
    port: int
    address: str  # the checked address to connect to
    path: str  # path and query


def system_resolver(host: str, port: int) -> list[str]:
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as e:
        raise AddressRefused("the host does not resolve") from e
    return [info[4][0] for info in infos]


def embedded(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> list:
    """The address and any IPv4 address carried inside it (mapped, 6to4, NAT64, Teredo)."""
    out = [ip]
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            out.append(ip.ipv4_mapped)
        if ip.sixtofour is not None:
            out.append(ip.sixtofour)
        if ip.teredo is not None:
            out.extend(ip.teredo)
        if ip in NAT64:
            out.append(ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF))
    return out


def routable(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """Globally routable, itself and every IPv4 address inside it."""
    for a in embedded(ip):
        if not a.is_global or a.is_multicast:
            return False
        if isinstance(a, ipaddress.IPv4Address) and any(a in n for n in REFUSED_V4):
            return False
    return True


def _numeric_ipv4(host: str) -> str | None:
    """A host the C library reads as an IPv4 address (short, decimal, octal, hex forms)."""
    if not _NUMERIC.fullmatch(host):
        return None
    try:
        return socket.inet_ntoa(socket.inet_aton(host))
    except OSError:
        raise AddressRefused("the host is not a valid address") from None


def check(url: object, *, allow_private: bool = False,
          resolver: Resolver = system_resolver) -> Target:
    """The target to connect to, or AddressRefused."""
    if not isinstance(url, str):
        raise AddressRefused("a webhook URL is a string")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        raise AddressRefused("the URL cannot be read (port or brackets)") from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise AddressRefused("a webhook URL is http:// or https:// with a host")
    if "@" in parts.netloc or parts.username is not None:
        raise AddressRefused("a webhook URL carries no user name or password")
    if any(c in url for c in "\\\t\r\n ") or "%" in parts.netloc:
        raise AddressRefused("the URL's host part holds characters a host cannot")
    host = parts.hostname
    port = port or (443 if parts.scheme == "https" else 80)
    literal = _numeric_ipv4(host)
    if literal is not None:
        found = [literal]
    else:
        try:
            found = [str(ipaddress.ip_address(host))]
        except ValueError:
            found = resolver(host, port)
    if not found:
        raise AddressRefused("the host does not resolve")
    addresses = []
    for text in found:
        try:
            ip = ipaddress.ip_address(text)
        except ValueError:  # a zone (%eth0) or anything odd: never a public address
            raise AddressRefused("the host resolves to a non-public address") from None
        if not allow_private and not routable(ip):
            raise AddressRefused("the host resolves to a non-public address")
        addresses.append(str(ip))
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return Target(parts.scheme, host, port, addresses[0], path)
