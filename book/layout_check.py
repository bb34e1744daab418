#!/usr/bin/env python3
"""Checks the built book's layout in headless Chromium, at desktop and phone widths.

For every HTML page of the book, at each width: the page must not scroll sideways (its
document no wider than the window: wide tables and code blocks scroll inside their own
box), and every image must load. Optionally saves a screenshot of some pages as PNG.

Not part of `cargo test`: it needs Chromium (`apt-get install -y chromium`), which CI does
not promise. The book's internal links and anchors are checked by `cargo xtask check`,
which the tests run.

How: the book is served on localhost, and one page of this script's own, served from the
same origin, loads each book page in turn into an iframe of the given width and measures
it from inside; Chromium's `--dump-dom` prints the measurements. Standard library only.

    python3 book/layout_check.py                      # builds the book first
    python3 book/layout_check.py --no-build --screenshots target/layout ch01-pick-move
"""

import argparse
import functools
import http.server
import json
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HTML_DIR = ROOT / "book" / "build"
WIDTHS = {"desktop": 1280, "phone": 375}
CHECK_PAGE = "/__layout_check.html"
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

# Loads each page into an iframe `width` pixels wide, then records whether the page
# scrolls sideways, which elements stick out, and which images did not load.
CHECK_HTML = """<!doctype html><html><body style="margin:0">
<pre id="result">pending</pre>
<script>
const pages = %(pages)s;
const width = %(width)d;
const results = [];
function measure(frame, page) {
  const doc = frame.contentDocument;
  const view = doc.documentElement.clientWidth;
  const scroll = doc.documentElement.scrollWidth;
  const wide = [];
  if (scroll > view) {
    for (const el of doc.querySelectorAll('.content *')) {
      const box = el.getBoundingClientRect();
      if (box.right > view + 1 && wide.length < 5) {
        wide.push(el.tagName.toLowerCase() + (el.className ? '.' + el.className : '')
                  + ' right=' + Math.round(box.right));
      }
    }
  }
  const broken = [...doc.images]
    .filter(img => !(img.complete && img.naturalWidth > 0))
    .map(img => img.getAttribute('src'));
  results.push({page, view, scroll, wide, broken});
}
function next(i) {
  if (i >= pages.length) {
    document.getElementById('result').textContent = JSON.stringify(results);
    return;
  }
  const frame = document.createElement('iframe');
  frame.style.width = width + 'px';
  frame.style.height = '900px';
  frame.style.border = '0';
  frame.onload = () => {
    // Give SVG images loaded after `load` by the browser's decoder a moment.
    setTimeout(() => { measure(frame, pages[i]); frame.remove(); next(i + 1); }, 50);
  };
  frame.src = '/' + pages[i];
  document.body.appendChild(frame);
}
next(0);
</script></body></html>"""


class Handler(http.server.SimpleHTTPRequestHandler):
    """Serves the built book, and the check page at CHECK_PAGE."""

    check_pages = {}

    def do_GET(self):
        if self.path.startswith(CHECK_PAGE):
            body = self.check_pages[self.path].encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        else:
            super().do_GET()

    def log_message(self, *args):
        pass


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("no Chromium found: apt-get install -y chromium")


def run_chromium(args, profile):
    command = [chromium(), *CHROMIUM_FLAGS, f"--user-data-dir={profile}", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=600)


def book_pages():
    pages = sorted(
        str(path.relative_to(HTML_DIR))
        for path in HTML_DIR.rglob("*.html")
        if path.name not in ("404.html", "toc.html")
    )
    if not pages:
        sys.exit(f"no pages in {HTML_DIR}: build the book (cargo xtask book)")
    return pages


def check_width(base, name, width, pages, profile):
    query = f"{CHECK_PAGE}?{name}"
    Handler.check_pages[query] = CHECK_HTML % {"pages": json.dumps(pages), "width": width}
    # Virtual time runs the page's timers without waiting for them in real time.
    result = run_chromium(
        ["--virtual-time-budget=120000", f"--window-size={width + 40},1000", "--dump-dom",
         base + query],
        profile,
    )
    found = re.search(r'<pre id="result">(.*?)</pre>', result.stdout, re.S)
    if not found or found.group(1) == "pending":
        sys.exit(f"the {name} check did not finish:\n{result.stderr[-2000:]}")
    text = found.group(1).replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    return json.loads(text)


def screenshot(base, page, name, width, out_dir, profile):
    out = out_dir / f"{Path(page).stem}-{name}.png"
    run_chromium(
        ["--hide-scrollbars", f"--window-size={width},2400", f"--screenshot={out}",
         f"{base}/{page}"],
        profile,
    )
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-build", action="store_true", help="use book/build as it is")
    parser.add_argument("--screenshots", type=Path, help="save PNG screenshots here")
    parser.add_argument("pages", nargs="*", help="page stems to screenshot (with --screenshots)")
    args = parser.parse_args()
    if not args.no_build:
        subprocess.run(["cargo", "xtask", "book"], cwd=ROOT, check=True)
    pages = book_pages()
    handler = functools.partial(Handler, directory=str(HTML_DIR))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    problems = []
    with tempfile.TemporaryDirectory(prefix="layout-check-") as profile:
        for name, width in WIDTHS.items():
            for result in check_width(base, name, width, pages, profile):
                where = f"{result['page']} at {name} width ({width}px)"
                if result["scroll"] > result["view"]:
                    problems.append(
                        f"{where}: the page is {result['scroll']}px wide in a "
                        f"{result['view']}px window; sticking out: {result['wide']}"
                    )
                for src in result["broken"]:
                    problems.append(f"{where}: the image {src} did not load")
            print(f"{name} ({width}px): {len(pages)} pages checked")
        if args.screenshots:
            args.screenshots.mkdir(parents=True, exist_ok=True)
            for stem in args.pages:
                for name, width in WIDTHS.items():
                    print(f"wrote {screenshot(base, stem + '.html', name, width, args.screenshots, profile)}")
    server.shutdown()
    for problem in problems:
        print(problem)
    print("no problems" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
