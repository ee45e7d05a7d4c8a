#!/usr/bin/env python3
"""The photo benchmark: one new 12 MP phone photo made into the files a page needs of it (its
hero on wide screens and on phones, a card, the social card: 43 files in AVIF, WebP and JPEG),
by sitegen and by sharp (libvips, the image library behind Astro's and Next's pipelines), in the
same run, alternating, each into an empty cache, on the same photo and the same plan.

    python3 bench/photos.py     (make bench runs it after the Hugo benchmark)

sitegen's side is crates/render/examples/photo_variants.rs (the build's own encoder and plan);
sharp's is bench/photos/sharp.mjs, installed with npm into the work folder (not a dependency of
the project). Writes reports/photos.json and prints wall and CPU medians, bytes per format and
sitegen / sharp. Knobs: PHOTO_RUNS (5), BENCH_WORK (/tmp/sitegen-bench), SHARP_VERSION (0.34.5),
PHOTO_EXAMPLE (the example binary), SHARP_AVIF_EFFORT (2).
"""
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
WORK = Path(os.environ.get("BENCH_WORK", "/tmp/sitegen-bench")) / "photos"
RUNS = int(os.environ.get("PHOTO_RUNS", "5"))
SHARP_VERSION = os.environ.get("SHARP_VERSION", "0.34.5")
EFFORT = os.environ.get("SHARP_AVIF_EFFORT", "2")
EXAMPLE = Path(os.environ.get("PHOTO_EXAMPLE", REPO / "target/dist/examples/photo_variants"))
SOURCE = REPO / "content/images/cities/calgary.jpg"


def timed(cmd, env):
    """Wall seconds and CPU seconds (user + system, children included) of one run of cmd."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def bytes_by_format(folder):
    out = {}
    for f in Path(folder).rglob("*"):
        if f.is_file():
            ext = f.suffix.lstrip(".")
            out[ext] = out.get(ext, 0) + f.stat().st_size
    return out


def main():
    if not EXAMPLE.exists():
        sys.exit(f"{EXAMPLE} is missing: cargo build --profile dist --locked -p sitegen-render --example photo_variants")
    WORK.mkdir(parents=True, exist_ok=True)
    sharp_dir = WORK / "sharp"
    if not (sharp_dir / "node_modules/sharp").exists():
        sharp_dir.mkdir(exist_ok=True)
        (sharp_dir / "package.json").write_text('{"private": true}\n')
        subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--no-save", f"sharp@{SHARP_VERSION}"],
                       cwd=sharp_dir, check=True, stdout=subprocess.DEVNULL)
    env = {**os.environ, "SHARP_DIR": str(sharp_dir)}
    photo = WORK / "phone.jpg"
    subprocess.run(["node", REPO / "bench/photos/phone.mjs", SOURCE, photo], check=True, env=env)
    plan = WORK / "plan.json"
    plan.write_text(subprocess.run([EXAMPLE, photo, "--plan"], check=True, capture_output=True, text=True).stdout)
    files = len(json.loads(plan.read_text()))
    ours, theirs = WORK / "sitegen-out", WORK / "sharp-out"
    tools = {
        "sitegen": [EXAMPLE, photo, "--cache", ours],
        "sharp": ["node", REPO / "bench/photos/sharp.mjs", plan, photo, theirs, EFFORT],
    }
    outs = {"sitegen": ours, "sharp": theirs}
    runs = {name: [] for name in tools}
    for i in range(RUNS + 1):  # the first round warms the page cache and is not counted
        for name, cmd in tools.items():
            shutil.rmtree(outs[name], ignore_errors=True)
            wall, cpu = timed(cmd, env)
            if i > 0:
                runs[name].append({"wall": wall, "cpu": cpu})
    result = {"photo": {"width": 4032, "height": 3024, "bytes": photo.stat().st_size}, "files": files,
              "runs": RUNS, "sharp": SHARP_VERSION, "sharp_avif_effort": int(EFFORT), "tools": {}}
    for name in tools:
        walls = [r["wall"] for r in runs[name]]
        cpus = [r["cpu"] for r in runs[name]]
        result["tools"][name] = {"wall_median": statistics.median(walls), "wall_min": min(walls), "wall_max": max(walls),
                                 "cpu_median": statistics.median(cpus), "bytes": bytes_by_format(outs[name]),
                                 "runs": runs[name]}
    s, h = result["tools"]["sitegen"], result["tools"]["sharp"]
    ratios = [a["wall"] / b["wall"] for a, b in zip(runs["sitegen"], runs["sharp"])]
    result["wall_ratio_median"] = statistics.median(ratios)
    reports = Path(os.environ.get("BENCH_REPORTS", REPO / "reports"))
    reports.mkdir(exist_ok=True)
    (reports / "photos.json").write_text(json.dumps(result, indent=2) + "\n")
    print(f"\nOne 12 MP photo to {files} files, median of {RUNS} alternating runs (wall s, CPU s, bytes by format):")
    for name, t in result["tools"].items():
        sizes = ", ".join(f"{k} {v / 1024:.0f} KB" for k, v in sorted(t["bytes"].items()))
        print(f"  {name:8} {t['wall_median']:6.2f} s ({t['wall_min']:.2f}-{t['wall_max']:.2f})  cpu {t['cpu_median']:6.2f} s  {sizes}")
    print(f"  sitegen / sharp (wall, pair by pair, median): {result['wall_ratio_median']:.2f}")


if __name__ == "__main__":
    main()
