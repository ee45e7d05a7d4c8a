#!/usr/bin/env python3
"""Writes a copy of the site with hostile text in every free-text field, for hostile.test.mjs.

Usage: python3 tests/e2e/hostile/make_site.py ROOT

ROOT gets content/ (the repository's, every text value rewritten as "original + one corpus string"),
symlinks to the shared inputs, and hostile-manifest.json (the corpus and what each page must show).
The corpus string is picked by a hash of the original text, so a value that another file refers to
by its text (a quote-form service and its presets) still matches. Values with a fixed syntax (links,
slugs, icons, times, e-mail addresses) are left as they are: those are validated, not displayed.
YAML goes in (read by the content crate's own parser, `examples/yaml_to_json.rs`), JSON (which is
YAML) comes out.
"""
import json
import re
import shutil
import sys
import zlib
from pathlib import Path

import subprocess

REPO = Path(__file__).resolve().parents[3]
SHARED = ["templates", "islands", "styles", "static", "package.json", "package-lock.json", "node_modules", ".sitegen-cache"]

CORPUS = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "'><svg onload=alert(1)>",
    "</script><script>alert(1)</script>",
    "{{ 7*7 }}",
    "{% raw %}{{ site.phone }}{% endraw %}",
    "{# not a comment #}",
    "line\u2028separator\u2029paragraph",
    "\u202eright-to-left override\u202c",
    "emoji \U0001F525 \U0001F469\u200D\U0001F527 \U0001F1E8\U0001F1E6",
    "<!-- not a comment -->",
    "&lt;b&gt; stays &amp; literal",
    "javascript:alert(1)",
    "]]></script><!--",
    "\\u003cscript\\u003e",
]
# One 100 KB string, in a FAQ answer (HTML and JSON-LD) and a carousel card (island props).
BIG = ("<script>alert(1)</script> \U0001F525 \u2028 {{ 7*7 }} " * 4000)[:100_000]

# Keys whose values are syntax, not text.
FIXED = {
    "href", "src", "slug", "city", "icon", "list", "guide", "rotation", "resources", "style", "tone", "theme",
    "phone", "general", "quotes", "base_url", "days", "opens", "closes", "provider", "host", "url", "format", "from",
    "to", "property_type", "id", "code", "region", "country", "width", "height", "default_property_type",
    "area_lists", "thanks_page", "not_connected_page", "price", "show", "measurement_id", "domain", "promise",
    "ends", "starts", "until", "time_zone", "figure", "texts", "primary", "on_primary", "accent", "dark", "light",
    "logo", "trade", "api_key", "scheduler_id", "areas",
}

# Keys that are syntax only inside one parent: the figures a `figures` section shows, by name.
FIXED_IN = {("figures", "items")}


def read_all(paths):
    """The files as the generator reads them: parsed by the content crate itself (YAML 1.2)."""
    out = subprocess.run(
        ["cargo", "run", "-q", "--release", "-p", "sitegen-content", "--example", "yaml_to_json", "--"]
        + [str(p) for p in paths],
        cwd=REPO, check=True, capture_output=True, text=True,
    )
    return json.loads(out.stdout)


def hostile(text: str) -> str:
    return f"{text} {CORPUS[zlib.crc32(text.encode()) % len(CORPUS)]}"


def rewrite(value, key=None, parent=None):
    if isinstance(value, dict):
        return {k: rewrite(v, k, key) for k, v in value.items()}
    if isinstance(value, list):
        return [rewrite(v, key, parent) for v in value]
    if isinstance(value, str) and key not in FIXED and (parent, key) not in FIXED_IN:
        return hostile(value)
    return value


def dump(value) -> str:
    # JSON is YAML; line and paragraph separators and direction marks go as escapes.
    text = json.dumps(value, ensure_ascii=False, indent=1)
    for ch in ["\u2028", "\u2029", "\u202e", "\u202c", "\u200d"]:
        text = text.replace(ch, "\\u%04x" % ord(ch))
    return text + "\n"


def route_of(rel: Path) -> str:
    parts = list(rel.with_suffix("").parts)
    if parts[-1] == "index":
        parts.pop()
    return "/" + "/".join(parts)


def main(root: Path) -> None:
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    for name in SHARED:
        (root / name).symlink_to(REPO / name)
    src, dst = REPO / "content", root / "content"
    manifest = {"corpus": CORPUS, "big": BIG, "pages": {}}
    big_placed = {"faq": False, "carousel": False}
    paths = [p for p in sorted(src.rglob("*.yaml")) if not any(x.startswith(".") for x in p.relative_to(src).parts)]
    parsed = read_all(paths)
    for path in paths:
        rel = path.relative_to(src)
        data = rewrite(parsed[str(path)])
        if rel.parts[0] == "pages":
            for section in data.get("sections") or []:
                faq = section.get("faq")
                if faq and not big_placed["faq"]:
                    faq["items"].append({"question": hostile("A long answer"), "answer": BIG})
                    big_placed["faq"] = route_of(rel.relative_to("pages"))
            hero = next((s["hero"] for s in data.get("sections") or [] if "hero" in s), None)
            manifest["pages"][route_of(rel.relative_to("pages"))] = {
                "title": data.get("title"),
                "h1": hero and hero.get("title"),
            }
        if rel == Path("data/resources.yaml"):
            first = next(iter(data.values()))
            first[0]["description"] = BIG
            big_placed["carousel"] = True
        if rel == Path("site.yaml"):
            manifest["brand"] = data["brand"]["name"]
            manifest["nav"] = [n["label"] for n in data["nav"]]
        out = dst / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(dump(data), encoding="utf-8")
    # Files that are not YAML (the routes lock, schemas) are copied as they are.
    for path in src.rglob("*"):
        rel = path.relative_to(src)
        if path.is_file() and not (dst / rel).exists():
            (dst / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(path, dst / rel)
    manifest["bigPage"] = big_placed["faq"]
    assert big_placed["faq"] and big_placed["carousel"], big_placed
    (root / "hostile-manifest.json").write_text(json.dumps(manifest, ensure_ascii=False), encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(Path(sys.argv[1]).resolve())
