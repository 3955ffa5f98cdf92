"""The HTTP server of `build.py serve`, the browser tests and the benchmarks: dist/ with the MIME types Pyodide needs
(.wasm, .mjs), each file sent as the best precompressed copy the request accepts (compression.py), no caching."""

from __future__ import annotations

import email.utils
import functools
import http.server
import os
import sys

from buildtools.common import DIST
from buildtools.compression import PRECOMPRESSED

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".html": "text/html",
    ".css": "text/css",
    ".svg": "image/svg+xml",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".map": "application/json",
    ".webmanifest": "application/manifest+json",
    ".png": "image/png",
}


def accepted_codings(accept_encoding: str) -> set[str]:
    """The content codings an Accept-Encoding header value allows, lower-case ("x-gzip" counts as "gzip"): those named
    with a weight above 0, and through `*` those it does not name ("*;q=0" alone, or an empty header: none)."""
    weights = {}
    for part in accept_encoding.split(","):
        name, _, params = part.strip().partition(";")
        quality = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        name = name.strip().lower()
        weights["gzip" if name == "x-gzip" else name] = quality
    star = weights.get("*", 0.0)
    return {coding for coding in PRECOMPRESSED.values() if weights.get(coding, star) > 0}


class DistRequestHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide needs (.wasm, .mjs); no caching, so a rebuild shows at once.

    A file with a precompressed copy beside it (NAME.br, NAME.gz; no older than it) goes out as the first of those the
    request accepts (`codings`, best first), with its Content-Encoding and the file's own Content-Type, to a request
    that asks for no byte range; Vary: Accept-Encoding either way. GET and HEAD (If-Modified-Since answered with 304)
    as in SimpleHTTPRequestHandler.
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    log_every_request = True
    codings = tuple(PRECOMPRESSED)  # the suffixes this server sends, best first (a benchmark may send fewer)
    cache_control = "no-cache"  # every load asks again (If-Modified-Since), so a rebuild shows at once

    def end_headers(self) -> None:
        self.send_header("Cache-Control", self.cache_control)
        super().end_headers()

    def send_head(self):
        self._vary = False
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.partition("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")  # what SimpleHTTPRequestHandler serves for a folder
        copies = [suffix for suffix in self.codings if self._fresh_copy(path, suffix)]
        if not copies:
            return super().send_head()
        accepted = accepted_codings(self.headers.get("Accept-Encoding", ""))
        sent = next((suffix for suffix in copies if PRECOMPRESSED[suffix] in accepted), None)
        if "Range" in self.headers or sent is None:
            self._vary = True  # the identity copy of a file that also goes out compressed
            return super().send_head()
        return self._send_compressed_head(path, path + sent, PRECOMPRESSED[sent])

    @staticmethod
    def _fresh_copy(path: str, suffix: str) -> bool:
        """Whether `path` has a precompressed copy path+suffix no older than itself."""
        try:
            return os.path.isfile(path) and os.stat(path + suffix).st_mtime >= os.stat(path).st_mtime
        except OSError:
            return False

    def send_header(self, keyword: str, value: str) -> None:
        super().send_header(keyword, value)
        if keyword.lower() == "content-type" and getattr(self, "_vary", False):
            super().send_header("Vary", "Accept-Encoding")
            self._vary = False

    def _send_compressed_head(self, path: str, compressed: str, coding: str):
        """Headers for `compressed` (in `coding`) standing in for `path` (the same Last-Modified); returns the open copy
        or None."""
        try:
            body = open(compressed, "rb")
        except OSError:
            self.send_error(http.HTTPStatus.NOT_FOUND, "File not found")
            return None
        try:
            modified = os.stat(path).st_mtime
            since = self.headers.get("If-Modified-Since")
            if since and "If-None-Match" not in self.headers:
                try:
                    since_time = email.utils.parsedate_to_datetime(since).timestamp()
                except (TypeError, ValueError, IndexError, OverflowError):
                    since_time = None
                if since_time is not None and int(modified) <= since_time:
                    self.send_response(http.HTTPStatus.NOT_MODIFIED)
                    self.send_header("Vary", "Accept-Encoding")
                    self.end_headers()
                    body.close()
                    return None
            self.send_response(http.HTTPStatus.OK)
            self.send_header("Content-Type", self.guess_type(path))
            self.send_header("Content-Encoding", coding)
            self.send_header("Vary", "Accept-Encoding")
            self.send_header("Content-Length", str(os.fstat(body.fileno()).st_size))
            self.send_header("Last-Modified", self.date_time_string(modified))
            self.end_headers()
            return body
        except BaseException:
            body.close()
            raise

    def log_request(self, code="-", size="-") -> None:
        if self.log_every_request or (isinstance(code, int) and code >= 400):
            super().log_request(code, size)


class QuietDistRequestHandler(DistRequestHandler):
    """Logs only failed requests (404s and the like): for tests and benchmarks."""

    log_every_request = False


class DistServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return  # the browser dropped a connection (navigation, aborted fetch): not our problem
        super().handle_error(request, client_address)


def make_server(
    directory: str | os.PathLike = DIST, port: int = 0, host: str = "127.0.0.1", quiet: bool = False,
    codings: tuple[str, ...] | None = None,
) -> DistServer:
    """A threaded HTTP server for `directory` on host:port (port 0 = a free port; see server.server_address).
    `codings`: the precompressed copies it sends, best first (suffixes of PRECOMPRESSED; default all of them).

    Call serve_forever() (in a thread if need be) and shutdown() when done.
    """
    handler_class = QuietDistRequestHandler if quiet else DistRequestHandler
    if codings is not None:
        handler_class = type(handler_class.__name__, (handler_class,), {"codings": tuple(codings)})
    handler = functools.partial(handler_class, directory=str(directory))
    return DistServer((host, port), handler)


def server_url(server: DistServer) -> str:
    host, port = server.server_address[:2]
    return f"http://{host}:{port}"
