#!/usr/bin/env python3
"""Checks the built book's layout in headless Chromium, at desktop and phone widths.

For every HTML page of the book, at 1280 and at 390 CSS pixels:

- the page does not scroll sideways (its document no wider than the window);
- no element sticks out of the box that holds it, unless that box scrolls sideways
  on purpose (a table's `.table-wrapper`, a code block);
- at desktop width every table fits the page beside the sidebar (the stylesheet lets a
  table use that room beyond the text column): a table of figures may scroll inside its
  box on a phone, on a desktop only when it has more than twelve columns;
- at phone width a table of at most three columns fits its box: a reader should not have
  to scroll a short table sideways to read it;
- every chart's text is at least 11 CSS pixels as rendered: for an SVG image, its
  smallest `font-size` times the scale the page shows it at; for an inline SVG, the same
  through the SVG's transform to the screen;
- the sidebar lists no heading twice under the same entry (mdBook lists each page's
  headings under the page's own entry);
- every image loads.

Optionally saves a screenshot of some pages as PNG.

`cargo test` runs it through `xtask`'s `layout_check` test when Chromium is installed
(`apt-get install -y chromium`) and skips it with a note when it is not. The book's
internal links and anchors are checked by `cargo xtask check`.

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
WIDTHS = {"desktop": 1280, "phone": 390}
# The smallest chart text a reader can be asked to read, in CSS pixels.
MIN_CHART_TEXT = 11
# The most columns a table of figures can have and still fit a desktop's page at a readable
# size; a wider matrix scrolls inside its box on any screen.
MAX_FITTING_COLUMNS = 12
# The most columns a table must fit a phone's text column with.
PHONE_FITTING_COLUMNS = 3
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
CHECK_HTML = r"""<!doctype html><html><body style="margin:0">
<pre id="result">pending</pre>
<script>
const pages = %(pages)s;
const width = %(width)d;
const desktop = %(desktop)s;
const minText = %(min_text)s;
const maxFittingColumns = %(max_columns)s;
const phoneFittingColumns = %(phone_columns)s;
const results = [];
const svgCache = {};

// `table.x` or `p`, with the start of its text: enough to find the element on the page.
function describe(el) {
  const cls = typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : '';
  const text = (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
  return el.tagName.toLowerCase() + cls + (text ? ' "' + text + '"' : '');
}

// A box that scrolls sideways on purpose: what is inside may be wider than it.
function scrollsSideways(win, el) {
  const overflow = win.getComputedStyle(el).overflowX;
  return overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden';
}

// Elements sticking out of the box that holds them, outside any sideways-scrolling box.
// A table's box (or a `wide-figure`'s) may use the page beside the text column on a
// desktop: it is held to the page's content area instead.
function stickingOut(win, main, page) {
  const found = [];
  const walk = (el) => {
    for (const child of el.children) {
      const box = child.getBoundingClientRect();
      const wide = child.classList.contains('table-wrapper') || child.classList.contains('wide-figure');
      const holder = wide ? page : el;
      const parent = holder.getBoundingClientRect();
      const style = win.getComputedStyle(child);
      const shown = box.width > 0 && style.position !== 'absolute' && style.position !== 'fixed';
      if (shown && (box.right > parent.right + 1 || box.left < parent.left - 1)) {
        found.push(describe(child) + ' is ' + Math.round(box.width) + 'px wide in '
                   + Math.round(parent.width) + 'px');
        continue;  // its own children stick out too: report the outermost only
      }
      if (!scrollsSideways(win, child)) walk(child);
    }
  };
  walk(main);
  return found;
}

// Tables wider than the box a desktop gives them: they scroll inside it. A matrix of more
// than MAX_FITTING_COLUMNS columns cannot fit any screen at a readable size, and may.
function wideTables(main, columns) {
  return [...main.querySelectorAll('.table-wrapper')]
    .filter(box => box.scrollWidth > box.clientWidth + 1)
    .filter(box => {
      const header = box.querySelector('tr');
      return !header || header.children.length <= columns;
    })
    .map(box => describe(box.querySelector('table') || box) + ' is ' + box.scrollWidth
         + 'px wide in a ' + box.clientWidth + 'px box');
}

// The font size of an SVG text element, in the SVG's own units (0 if none is set).
function fontSize(el) {
  for (let node = el; node && node.getAttribute; node = node.parentNode) {
    const attr = node.getAttribute('font-size');
    const style = node.getAttribute('style') || '';
    const match = /font-size:\s*([0-9.]+)/.exec(style);
    if (match) return parseFloat(match[1]);
    if (attr) return parseFloat(attr);
  }
  return 16;
}

// The smallest text of the SVG image `img`, in CSS pixels as the page shows it.
async function smallestImageText(img) {
  const src = img.src;
  if (!(src in svgCache)) {
    const text = await (await fetch(src)).text();
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const svg = doc.documentElement;
    const viewBox = (svg.getAttribute('viewBox') || '').split(/[\s,]+/).map(parseFloat);
    const units = viewBox.length === 4 ? viewBox[2] : parseFloat(svg.getAttribute('width'));
    const sizes = [...doc.querySelectorAll('text')]
      .filter(t => t.textContent.trim() !== '')
      .map(fontSize);
    svgCache[src] = {units, smallest: sizes.length ? Math.min(...sizes) : Infinity};
  }
  const {units, smallest} = svgCache[src];
  const shown = img.getBoundingClientRect().width;
  if (!units || !shown || smallest === Infinity) return Infinity;
  return smallest * shown / units;
}

// The smallest text of the inline SVGs in `main`, in CSS pixels.
function smallestInlineText(win, main) {
  const found = [];
  for (const t of main.querySelectorAll('svg text')) {
    if (t.textContent.trim() === '') continue;
    const matrix = t.getScreenCTM();
    if (!matrix) continue;
    const scale = Math.hypot(matrix.a, matrix.b);
    const size = parseFloat(win.getComputedStyle(t).fontSize) * scale;
    if (size < minText) found.push(describe(t) + ' ' + size.toFixed(1) + 'px');
  }
  return found;
}

// Entries listed twice in the sidebar: a page's headings twice under the page's entry (at
// any depth: a reader sees two entries of one name), or one entry twice in one list.
function duplicateSidebarEntries(doc) {
  const found = [];
  const twice = (links) => {
    const seen = new Set();
    for (const link of links) {
      const text = link.textContent.trim();
      if (seen.has(text)) found.push('"' + text + '"');
      seen.add(text);
    }
  };
  for (const headings of doc.querySelectorAll('.on-this-page')) {
    twice(headings.querySelectorAll('a.header-in-summary'));
  }
  for (const list of doc.querySelectorAll('#mdbook-sidebar ol, .sidebar ol')) {
    twice([...list.children].map(item => item.querySelector(':scope > span > a, :scope > a'))
      .filter(link => link && !link.classList.contains('header-in-summary')));
  }
  return [...new Set(found)];
}

async function measure(frame, page) {
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  const view = doc.documentElement.clientWidth;
  const scroll = doc.documentElement.scrollWidth;
  const main = doc.querySelector('main');
  const column = doc.querySelector('#mdbook-content, .content') || main;
  const out = main ? stickingOut(win, main, column) : [];
  const tables = main ? wideTables(main, desktop ? maxFittingColumns : phoneFittingColumns) : [];
  const smallText = [];
  if (main) {
    for (const img of main.querySelectorAll('img')) {
      if (!/\.svg($|[?#])/.test(img.getAttribute('src') || '')) continue;
      const size = await smallestImageText(img);
      if (size < minText) {
        smallText.push(img.getAttribute('src') + ' ' + size.toFixed(1) + 'px');
      }
    }
    smallText.push(...smallestInlineText(win, main));
  }
  const duplicates = duplicateSidebarEntries(doc);
  const broken = [...doc.images]
    .filter(img => !(img.complete && img.naturalWidth > 0))
    .map(img => img.getAttribute('src'));
  results.push({page, view, scroll, out, tables, smallText, duplicates, broken});
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
    // Give SVG images decoded after `load`, and the sidebar's headings, a moment.
    setTimeout(async () => {
      try { await measure(frame, pages[i]); }
      catch (error) { results.push({page: pages[i], error: String(error)}); }
      frame.remove();
      next(i + 1);
    }, 100);
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
        # The print page repeats every other page, and only doubles the time the check takes.
        if path.name not in ("404.html", "toc.html", "print.html")
    )
    if not pages:
        sys.exit(f"no pages in {HTML_DIR}: build the book (cargo xtask book)")
    return pages


def check_width(base, name, width, pages, profile):
    query = f"{CHECK_PAGE}?{name}"
    Handler.check_pages[query] = CHECK_HTML % {
        "pages": json.dumps(pages),
        "width": width,
        "desktop": "true" if name == "desktop" else "false",
        "min_text": MIN_CHART_TEXT,
        "max_columns": MAX_FITTING_COLUMNS,
        "phone_columns": PHONE_FITTING_COLUMNS,
    }
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


def page_problems(result, name, width):
    """Every problem one page's measurements show, as lines naming the page and width."""
    where = f"{result['page']} at {name} width ({width}px)"
    if "error" in result:
        return [f"{where}: cannot be measured: {result['error']}"]
    problems = []
    if result["scroll"] > result["view"]:
        problems.append(
            f"{where}: the page is {result['scroll']}px wide in a {result['view']}px window"
        )
    problems += [f"{where}: sticks out of its box: {item}" for item in result["out"]]
    problems += [f"{where}: table wider than its box: {item}" for item in result["tables"]]
    problems += [
        f"{where}: chart text under {MIN_CHART_TEXT}px: {item}" for item in result["smallText"]
    ]
    problems += [f"{where}: listed twice in the sidebar: {item}" for item in result["duplicates"]]
    problems += [f"{where}: the image {src} did not load" for src in result["broken"]]
    return problems


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
    parser.add_argument("--per-page", action="store_true", help="print the problems per page")
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
    counts = {}
    with tempfile.TemporaryDirectory(prefix="layout-check-") as profile:
        for name, width in WIDTHS.items():
            for result in check_width(base, name, width, pages, profile):
                found = page_problems(result, name, width)
                counts[result["page"]] = counts.get(result["page"], 0) + len(found)
                problems.extend(found)
            print(f"{name} ({width}px): {len(pages)} pages checked")
        if args.screenshots:
            args.screenshots.mkdir(parents=True, exist_ok=True)
            for stem in args.pages:
                for name, width in WIDTHS.items():
                    print(f"wrote {screenshot(base, stem + '.html', name, width, args.screenshots, profile)}")
    server.shutdown()
    for problem in problems:
        print(problem)
    if args.per_page:
        for page, count in sorted(counts.items()):
            print(f"{count:4} {page}")
    print("no problems" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
