#!/usr/bin/env python3
"""Synthetic content for the benchmark: N pages shaped like the real city and service pages, written
twice from the same data -- as our YAML under a sitegen root, and as an equivalent Hugo site.

    python3 bench/gen.py --repo . --n 1000 --out /tmp/bench-work/n1000

writes OUT/sitegen (a repository root: templates/, islands/, styles/, static/, package files copied,
node_modules and the shared island and photo caches symlinked, content/ generated) and OUT/hugo (config, layouts, data,
content). Deterministic: the same N always gives the same bytes.
"""

import re
import argparse
import json
import os
import random
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent

# ---------------------------------------------------------------------------------------------
# Words to vary the text with. Each page draws its own sentences, so no two pages are alike.
# ---------------------------------------------------------------------------------------------
ADJ = ["fast", "reliable", "honest", "careful", "licensed", "local", "friendly", "tidy", "efficient",
       "quiet", "modern", "proven", "certified", "experienced", "dependable", "thorough", "upfront"]
NOUN = ["furnace", "boiler", "heat pump", "thermostat", "gas line", "blower", "igniter", "flame sensor",
        "heat exchanger", "duct", "humidifier", "air cleaner", "inducer motor", "control board", "vent"]
VERB = ["inspect", "repair", "replace", "tune", "clean", "test", "install", "upgrade", "adjust", "seal",
        "balance", "check", "service", "diagnose", "size"]
PLACE = ["basement", "attic", "crawl space", "garage", "utility room", "rooftop", "mechanical room",
         "condo", "bungalow", "duplex", "townhouse", "warehouse", "restaurant", "office", "school"]
WEATHER = ["a Chinook melt", "a hard freeze", "a cold snap", "a blizzard", "wildfire smoke", "a prairie wind",
           "an Arctic front", "a January night", "the first frost", "a spring thaw"]
FIRST = ["Sarah", "David", "Priya", "Mike", "Janelle", "Tom", "Leanne", "Raj", "Amélie", "Chen", "Olu",
         "Marta", "Kyle", "Noor", "Erin", "Luis"]
SERVICES = [
    ("furnace-repair", "Furnace Repair", "wrench"), ("furnace-replacement", "Furnace Replacement", "flame"),
    ("furnace-installation", "Furnace Installation", "wrench"), ("furnace-maintenance", "Furnace Maintenance", "calendar"),
    ("emergency-furnace-service", "Emergency Furnace Service", "alert"), ("boiler-replacement", "Boiler Replacement", "droplet"),
    ("boiler-services", "Boiler Services", "droplet"), ("commercial-boiler-services", "Commercial Boiler Services", "building"),
    ("commercial-furnace-services", "Commercial Furnace Services", "building"), ("heat-pump-services", "Heat Pump Services", "leaf"),
    ("air-conditioning-services", "Air Conditioning", "snowflake"), ("ductwork-services", "Ductwork and Ventilation", "wind"),
    ("gas-line-services", "Gas Line Services", "gas"), ("thermostat-services", "Smart Thermostats", "thermometer"),
    ("indoor-air-quality-services", "Indoor Air Quality", "filter"), ("residential-furnace-services", "Residential Furnace Services", "home"),
]
REAL_CITIES = [("calgary", "Calgary"), ("edmonton", "Edmonton"), ("red-deer", "Red Deer"),
               ("lethbridge", "Lethbridge"), ("medicine-hat", "Medicine Hat"), ("fort-mcmurray", "Fort McMurray")]
TOWN_A = ["Spruce", "Cedar", "Aspen", "Willow", "Maple", "Birch", "Pine", "Elk", "Bear", "Eagle", "Wolf",
          "Crow", "Stone", "Iron", "Silver", "Golden", "Red", "Blue", "Green", "White"]
TOWN_B = ["Creek", "Ridge", "Falls", "Lake", "Valley", "Hills", "Point", "Grove", "Springs", "Coulee",
          "Prairie", "Crossing", "Landing", "Bluff", "Hollow"]
AREA_LISTS = ["calgary-neighbourhoods", "edmonton-furnace-areas", "red-deer-communities", "lethbridge-areas",
              "medicine-hat-areas", "quote-areas", "calgary-area", "edmonton-area"]
# Routes that site.yaml (menu, footer, offer, header button) links to: they must exist in every site.
FIXED = ["/", "/residential", "/commercial", "/cities", "/about", "/quote", "/contact", "/services",
         "/boiler-replacement", "/emergency-repairs", "/privacy-policy", "/terms-of-service",
         "/residential/furnace-replacement"]


def sentence(r, words=14):
    parts = []
    while len(parts) < words:
        parts += [r.choice(ADJ), r.choice(NOUN), r.choice(["work", "service", "care", "visits"]), "to",
                  r.choice(VERB), "after", r.choice(WEATHER), "in", "your", r.choice(PLACE)]
    s = " ".join(parts[:words])
    return s[0].upper() + s[1:] + "."


def para(r, n=3):
    return " ".join(sentence(r, r.randint(12, 20)) for _ in range(n))


def title(r, k=4):
    return " ".join(w.capitalize() for w in [r.choice(ADJ), r.choice(NOUN), r.choice(VERB), r.choice(PLACE)][:k])


# ---------------------------------------------------------------------------------------------
# Page shapes (the same sections the real pages use)
# ---------------------------------------------------------------------------------------------
def service_page(r, city_slug, city_name, svc, svc_name, siblings):
    faq = [{"question": f"{title(r, 3)}?", "answer": para(r, 2)} for _ in range(5)]
    return {
        "title": f"{svc_name} in {city_name}, 24/7 | Chinook Heating & Gas",
        "description": para(r, 1),
        "service": svc_name,
        "sections": [
            {"hero": {"eyebrow": f"{city_name} {svc_name.lower()}", "title": f"{title(r)} in {city_name}",
                      "lead": para(r, 2),
                      "actions": [{"label": "Emergency Repair", "href": "/quote", "style": "emergency"},
                                  {"label": "Common Issues", "href": "#common-issues", "style": "secondary"},
                                  {"label": "Call Now", "call": True, "style": "secondary"}],
                      "badges": [title(r, 3) for _ in range(3)]}},
            {"banner": {"title": "No heat right now?", "text": para(r, 1),
                        "actions": [{"label": "Call Emergency Line", "call": True, "style": "emergency"},
                                    {"label": "Request Emergency Service", "href": "/quote", "style": "secondary"}]}},
            {"repair_types": {"id": "common-issues", "title": f"Common {svc_name} Problems We Fix",
                              "intro": sentence(r),
                              "items": [{"title": title(r, 3), "description": para(r, 2),
                                         "symptoms": [sentence(r, 7) for _ in range(3)]} for _ in range(6)]}},
            {"steps": {"id": "repair-process", "title": "Our Six-Step Process",
                       "items": [{"title": title(r, 3), "description": para(r, 1)} for _ in range(6)]}},
            {"text": {"id": "local-climate", "title": f"Why {city_name} Systems Break Down", "tone": "muted",
                      "paragraphs": [para(r, 3), para(r, 3)]}},
            {"cards": {"id": "related-services", "title": f"Related {city_name} Services",
                       "items": [{"title": name, "description": para(r, 1), "icon": icon,
                                  "href": f"/{city_slug}/{slug}"} for slug, name, icon in siblings]}},
            {"case_studies": {"id": "case-studies", "title": "Recent Jobs",
                              "items": [{"title": title(r), "location": f"{city_name}, AB",
                                         "challenge": para(r, 1), "solution": para(r, 1), "results": para(r, 1)}
                                        for _ in range(3)]}},
            {"plans": {"id": "plans", "title": "Maintenance Plans", "intro": sentence(r),
                       "items": [{"name": n, "price": f"${p}", "period": "per year", "popular": i == 1,
                                  "features": [sentence(r, 6) for _ in range(4)],
                                  "action": {"label": f"Choose {n}", "href": "/quote"}}
                                 for i, (n, p) in enumerate([("Basic", 149 + r.randint(0, 40)),
                                                             ("Preferred", 249 + r.randint(0, 40)),
                                                             ("Premium", 349 + r.randint(0, 40))])]}},
            {"faq": {"id": "faq", "title": f"{svc_name} FAQ", "items": faq}},
            {"quote_form": {"title": f"Request {svc_name} in {city_name}"}},
        ],
    }


def city_page(r, city_slug, city_name, services):
    return {
        "title": f"{city_name} Furnace & Boiler Services | Chinook Heating & Gas",
        "description": para(r, 1),
        "sections": [
            {"hero": {"eyebrow": f"{city_name} heating contractor since 2008",
                      "title": f"Heating, Cooling and Gas Services in {city_name}", "lead": para(r, 3),
                      "actions": [{"label": "Get Free Quote", "href": "/quote"},
                                  {"label": "Call Now", "call": True, "style": "secondary"},
                                  {"label": f"Explore {city_name} Services", "href": "#city-services", "style": "secondary"}],
                      "badges": [title(r, 3) for _ in range(4)]}},
            {"cards": {"id": "city-services", "title": f"Our {city_name} Services", "intro": para(r, 1),
                       "items": [{"title": name, "description": para(r, 1), "icon": icon,
                                  "href": f"/{city_slug}/{slug}"} for slug, name, icon in services]}},
            {"steps": {"id": "process", "title": f"How We Work in {city_name}", "intro": sentence(r),
                       "items": [{"title": title(r, 3), "description": para(r, 2)} for _ in range(4)]}},
            {"text": {"id": "climate", "title": f"Heating Built for {city_name}", "tone": "muted",
                      "paragraphs": [para(r, 4), para(r, 4), para(r, 3)],
                      "bullets": [sentence(r, 8) for _ in range(3)]}},
            {"areas": {"id": "areas", "title": f"{city_name} Neighbourhoods We Serve", "intro": para(r, 1),
                       "list": r.choice(AREA_LISTS)}},
            {"testimonials": {"title": f"What {city_name} Customers Say", "intro": sentence(r), "show": "featured",
                              "action": {"label": "Read More Testimonials", "href": "/about", "style": "secondary"}}},
            {"cta": {"title": f"Ready for a Warmer {city_name} Winter?", "text": para(r, 2),
                     "actions": [{"label": "Get Free Quote", "href": "/quote"},
                                 {"label": "Call Now", "call": True, "style": "secondary"}], "tone": "dark"}},
            {"quote_form": {"title": f"Request Your Free {city_name} Quote", "intro": sentence(r)}},
        ],
    }


def fixed_page(r, route, links):
    name = "Home" if route == "/" else route.rsplit("/", 1)[-1].replace("-", " ").title()
    return {
        "title": f"{name} | Chinook Heating & Gas",
        "description": para(r, 1),
        "sections": [
            {"hero": {"eyebrow": "Chinook Heating & Gas", "title": f"{name}: {title(r)}", "lead": para(r, 2),
                      "actions": [{"label": "Get Free Quote", "href": "/quote"},
                                  {"label": "Call Now", "call": True, "style": "secondary"}],
                      "badges": [title(r, 3) for _ in range(3)]}},
            {"cards": {"id": "cities", "title": "Where We Work", "intro": para(r, 1),
                       "items": [{"title": t, "description": para(r, 1), "icon": "home", "href": h}
                                 for h, t in links]}},
            {"text": {"id": "about", "title": title(r), "paragraphs": [para(r, 4), para(r, 4)]}},
            {"cta": {"title": "Ready When You Are", "text": para(r, 1),
                     "actions": [{"label": "Get Free Quote", "href": "/quote"}], "tone": "dark"}},
            {"quote_form": {"title": f"Request a Quote ({name})"}},
        ],
    }


def plan_site(n):
    """Every page of the site as (route, page dict, city name or None, short name)."""
    r = random.Random(n * 7919 + 17)
    pages = []
    cities = list(REAL_CITIES)
    used = {s for s, _ in cities}
    while len(cities) < n:  # more than enough names
        a, b = r.choice(TOWN_A), r.choice(TOWN_B)
        slug = f"{a}-{b}".lower()
        k = 2
        while slug in used:
            slug, k = f"{a}-{b}-{k}".lower(), k + 1
        used.add(slug)
        cities.append((slug, f"{a} {b}" if k == 2 else f"{a} {b} {k - 1}"))
    budget = n - len(FIXED)
    chosen = []  # (slug, name, services)
    for slug, name in cities:
        if budget <= 0:
            break
        k = min(len(SERVICES), budget - 1)
        services = SERVICES[:k]
        chosen.append((slug, name, services))
        budget -= 1 + k
    city_links = [(f"/{s}", nm) for s, nm, _ in chosen[:6]]
    fixed_links = city_links or [("/quote", "Get a Quote")]
    for route in FIXED:
        pages.append((route, fixed_page(r, route, fixed_links), None))
    for slug, name, services in chosen:
        pages.append((f"/{slug}", city_page(r, slug, name, services), name))
        for i, (svc, svc_name, _) in enumerate(services):
            siblings = [services[(i + d) % len(services)] for d in (1, 2, 3)] if len(services) > 1 else []
            siblings = [s for s in dict.fromkeys(siblings) if s[0] != svc]
            page = service_page(r, slug, name, svc, svc_name, siblings)
            if not siblings:
                page["sections"] = [s for s in page["sections"] if "cards" not in s]
            pages.append((f"/{slug}/{svc}", page, name))
    assert len(pages) == n, (len(pages), n)
    return pages


# ---------------------------------------------------------------------------------------------
# YAML out (block style, every string double-quoted: JSON escapes are valid YAML)
# ---------------------------------------------------------------------------------------------
def yaml_scalar(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    return json.dumps(v, ensure_ascii=False)


def to_yaml(v, indent=0):
    pad = " " * indent
    out = []
    if isinstance(v, dict):
        for k, x in v.items():
            if isinstance(x, (dict, list)) and x:
                out.append(f"{pad}{k}:")
                out.append(to_yaml(x, indent + 2))
            elif isinstance(x, list):
                out.append(f"{pad}{k}: []")
            else:
                out.append(f"{pad}{k}: {yaml_scalar(x)}")
    else:
        for x in v:
            if isinstance(x, dict):
                inner = to_yaml(x, indent + 2).split("\n")
                inner[0] = pad + "- " + inner[0][indent + 2:]
                out.append("\n".join(inner))
            else:
                out.append(f"{pad}- {yaml_scalar(x)}")
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------
# Writing the two sites
# ---------------------------------------------------------------------------------------------
def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


PLAN_SETS = 600


def hash_index(city):
    """A stable index in 0..PLAN_SETS for a city past the first PLAN_SETS (not Python's salted hash)."""
    return sum(ord(c) * 31 ** i for i, c in enumerate(city)) % PLAN_SETS


def sitegen_root(repo, out, pages, cache):
    root = out / "sitegen"
    for d in ["templates", "islands", "styles", "static"]:
        shutil.copytree(repo / d, root / d)
    for f in ["package.json", "package-lock.json"]:
        shutil.copy2(repo / f, root / f)
    (root / "node_modules").symlink_to((repo / "node_modules").resolve())
    # The island and photo caches are shared by every size; the parse cache is the site's own (it
    # holds the pages of one site, so sizes built in turn would evict each other's).
    for shared in ["islands", "images"]:
        (cache / shared).mkdir(parents=True, exist_ok=True)
        (root / ".sitegen-cache").mkdir(parents=True, exist_ok=True)
        (root / ".sitegen-cache" / shared).symlink_to(cache / shared)
    (root / "content").mkdir(parents=True)
    shutil.copy2(repo / "content/site.yaml", root / "content/site.yaml")
    shutil.copytree(repo / "content/data", root / "content/data")
    # The photos the shared data names (city cards, the social picture), read in place.
    (root / "content/images").symlink_to((repo / "content/images").resolve())
    # sitegen's plans live once in data/plans.yaml and pages name them, as on the real site: one set
    # per city (the same amount of HTML per page as Hugo's inline plans), cities sharing one of
    # PLAN_SETS sets past that many, so the file stays under the 1 MiB limit of a content file.
    plans, sets, owners = {}, {}, []
    for route, page, _ in pages:
        rel = "index.yaml" if route == "/" else route[1:] + ".yaml"
        body = {k: page[k] for k in ("title", "description")}
        if page.get("service"):
            body["service"] = page["service"]
        body["sections"] = []
        for section in page["sections"]:
            if "plans" in section:
                s = dict(section["plans"])
                names = []
                city = route.strip('/').split('/')[0]
                if city not in sets and len(sets) < PLAN_SETS:
                    sets[city] = len(sets)
                    owners.append(city)
                owner = city if city in sets else owners[hash_index(city)]
                for i, item in enumerate(s.pop("items")):
                    name = f"{owner}-{i}"
                    plans.setdefault(name, item)
                    names.append(name)
                s["show"] = names
                section = {"plans": s}
            body["sections"].append(section)
        write(root / "content/pages" / rel, to_yaml(body) + "\n")
    write(root / "content/data/plans.yaml", to_yaml(plans) + "\n")
    return root


def hugo_site(repo, out, pages):
    root = out / "hugo"
    shutil.copytree(HERE / "hugo", root)  # config, layouts
    shutil.copytree(repo / "static", root / "static")
    (root / "data").mkdir(exist_ok=True)
    for name in ["areas", "cities", "testimonials", "quote-form"]:  # what the synthetic pages use
        shutil.copy2(repo / f"content/data/{name}.yaml", root / f"data/{name}.yaml")
    shutil.copy2(repo / "content/site.yaml", root / "data/site.yaml")
    icons = root / "layouts/partials/icons"
    icons.mkdir(parents=True, exist_ok=True)
    for f in (repo / "templates/icons").glob("*.svg"):
        shutil.copy2(f, icons / (f.stem + ".html"))
    # The mark sitegen draws in the header: site.yaml's `brand.logo` (an SVG file of the site).
    logo = re.search(r"^\s+logo:\s*(\S+)", (repo / "content/site.yaml").read_text(), re.M).group(1)
    shutil.copy2(repo / logo, root / "layouts/partials/logo.html")
    routes = {route for route, _, _ in pages}
    for route, page, _ in pages:
        # A route with pages under it is a Hugo section (`_index.md`), like `/calgary`.
        has_children = route != "/" and any(r.startswith(route + "/") for r in routes) if route.count("/") == 1 else False
        if route == "/":
            rel = "_index.md"
        elif has_children:
            rel = route[1:] + "/_index.md"
        else:
            rel = route[1:] + ".md"
        short = "Home" if route == "/" else route.rsplit("/", 1)[-1].replace("-", " ").title()
        front = dict(page)
        front["short"] = short
        write(root / "content" / rel, "---\n" + to_yaml(front) + "\n---\n")
    return root


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", type=Path, required=True)
    ap.add_argument("--n", type=int, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--cache", type=Path, required=True, help="shared .sitegen-cache (island bundle)")
    a = ap.parse_args()
    repo = a.repo.resolve()
    if a.out.exists():
        shutil.rmtree(a.out)
    a.out.mkdir(parents=True)
    pages = plan_site(a.n)
    sitegen_root(repo, a.out, pages, a.cache.resolve())
    hugo_site(repo, a.out, pages)
    print(f"generated {len(pages)} pages under {a.out}")


if __name__ == "__main__":
    main()
