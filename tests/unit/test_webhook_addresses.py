"""The webhook address policy (infra.duty.addresses) over URL forms an attacker tries, with a stub
resolver: nothing here resolves a real name or sends beyond loopback. Deliveries go to
listeners on 127.0.0.1 only, with private addresses allowed, to show that the request goes to
the address that was checked and follows no redirect."""
from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from infra.duty import addresses, webhooks
from infra.duty.addresses import AddressRefused, check

NAMES = {
    "hooks.example.com": ["93.184.215.14"],
    "v6.example.com": ["2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
    "rebind.example.com": ["93.184.215.14", "127.0.0.1"],  # one public, one not
    "inside.example.com": ["10.0.0.5"],
    "cgnat.example.com": ["100.64.1.2"],
    "mapped.example.com": ["::ffff:192.168.1.1"],
    "zone.example.com": ["fe80::1%eth0"],
    "loop.test": ["127.0.0.1"],
}


def stub(host: str, port: int) -> list[str]:
    if host not in NAMES:
        raise AddressRefused("the host does not resolve")
    return NAMES[host]


REFUSED = [
    "http://127.0.0.1/x", "http://127.1/x", "http://2130706433/x", "http://0x7f000001/x",
    "http://0177.0.0.1/x", "http://0x7f.1/x", "http://017700000001/x", "http://0/x",
    "http://0.0.0.0/x", "http://10.1.2.3/x", "http://192.168.0.1/x", "http://172.16.0.1/x",
    "http://169.254.169.254/latest/meta-data", "http://100.64.0.1/x", "http://100.127.255.254/",
    "http://192.0.0.8/x", "http://192.0.0.170/x", "http://224.0.0.1/x",
    "http://255.255.255.255/x",
    "http://[::1]/x", "http://[::]/x", "http://[::ffff:127.0.0.1]/x",
    "http://[::ffff:7f00:1]/x", "http://[fe80::1%25eth0]/x", "http://[fc00::1]/x",
    "http://[2002:7f00:1::]/x", "http://[2002:c0a8:101::1]/x",  # 6to4 of 127.0.0.1 / 192.168.1.1
    "http://[64:ff9b::7f00:1]/x", "http://[64:ff9b::a00:1]/x",  # NAT64 of 127.0.0.1 / 10.0.0.1
    "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/x",  # Teredo
    "http://user:pw@hooks.example.com/x", "http://hooks.example.com@127.0.0.1/x",
    "http://127.0.0.1#@hooks.example.com/x", "http://127.0.0.1\\@hooks.example.com/x",
    "http://inside.example.com/x", "http://cgnat.example.com/x", "http://mapped.example.com/",
    "http://zone.example.com/x", "http://rebind.example.com/x", "http://loop.test:8080/x",
    "http://nowhere.example.com/x", "ftp://hooks.example.com/x", "http:///x", "not a url",
    "http://[::1/x", "http://hooks.example.com:99999/x", "http://1.2.3.4.5/x",
]

ACCEPTED = {
    "https://hooks.example.com/hook?x=1": ("hooks.example.com", 443, "93.184.215.14"),
    "http://hooks.example.com:8080/h": ("hooks.example.com", 8080, "93.184.215.14"),
    "https://v6.example.com/": ("v6.example.com", 443, "2606:2800:21f:cb07:6820:80da:af6b:8b2c"),
    "http://8.8.8.8/x": ("8.8.8.8", 80, "8.8.8.8"),
    "http://134744072/x": ("134744072", 80, "8.8.8.8"),  # decimal 8.8.8.8: read, not resolved
    "http://[2606:4700:4700::1111]/x": ("2606:4700:4700::1111", 80, "2606:4700:4700::1111"),
    "http://[::ffff:8.8.8.8]/x": ("::ffff:8.8.8.8", 80, "::ffff:808:808"),
}


@pytest.mark.parametrize("url", REFUSED)
def test_refused_forms(url):
    with pytest.raises(AddressRefused):
        check(url, resolver=stub)


@pytest.mark.parametrize("url", sorted(ACCEPTED))
def test_public_forms_pass_and_name_the_address_to_connect_to(url):
    target = check(url, resolver=stub)
    assert (target.host, target.port, target.address) == ACCEPTED[url]


def test_allow_private_skips_only_the_routability_test():
    assert check("http://loop.test:81/x", allow_private=True, resolver=stub).address \
        == "127.0.0.1"
    for url in ("http://user@loop.test/x", "http://[fe80::1%25eth0]/x", "ftp://loop.test/"):
        with pytest.raises(AddressRefused):
            check(url, allow_private=True, resolver=stub)


def test_embedded_ipv4_is_judged():
    import ipaddress

    assert not addresses.routable(ipaddress.ip_address("64:ff9b::c0a8:101"))
    assert addresses.routable(ipaddress.ip_address("64:ff9b::808:808"))
    assert not addresses.routable(ipaddress.ip_address("2002:a00:1::"))


class Listener:
    """A loopback HTTP endpoint recording requests; `redirect` answers 302 to it."""

    def __init__(self, redirect: str | None = None) -> None:
        self.got: list[dict] = []
        me = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                self.rfile.read(int(self.headers["Content-Length"]))
                me.got.append({"host": self.headers["Host"], "path": self.path})
                self.send_response(302 if redirect else 200)
                if redirect:
                    self.send_header("Location", redirect)
                self.end_headers()

            def log_message(self, *args) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def test_delivery_connects_to_the_checked_address_and_follows_no_redirect():
    final = Listener()
    bouncer = Listener(redirect=f"http://127.0.0.1:{final.port}/stolen")
    calls = []

    def once(host, port):  # a second lookup would get another answer (rebinding)
        calls.append(host)
        return ["127.0.0.1"] if len(calls) == 1 else ["10.9.9.9"]
    try:
        ok, what = webhooks.send(f"http://loop.test:{bouncer.port}/hook?a=1", b"{}", {},
                                 allow_private=True, resolver=once)
        assert (ok, what) == (False, "HTTP 302")
        assert calls == ["loop.test"]  # resolved once, connected to that address
        assert bouncer.got == [{"host": f"loop.test:{bouncer.port}", "path": "/hook?a=1"}]
        assert final.got == []  # the redirect was not followed
        ok, what = webhooks.send(f"http://127.0.0.1:{final.port}/h", b"{}", {},
                                 allow_private=True, resolver=stub)
        assert ok and final.got == [{"host": f"127.0.0.1:{final.port}", "path": "/h"}]
        # without the deployment's allowance the same loopback listener is never called
        ok, what = webhooks.send(f"http://127.0.0.1:{final.port}/h", b"{}", {},
                                 allow_private=False, resolver=stub)
        assert not ok and what.startswith("refused") and len(final.got) == 1
    finally:
        bouncer.close()
        final.close()
