#!/usr/bin/env python3
"""`make bench`: sitegen against Hugo on the same synthetic pages, N = 100, 1,000, 10,000.

For each N and each place (disk, and tmpfs /dev/shm which takes the disk out of the figure):
hyperfine runs both builds alternately (--warmup 1, --runs 5, each into an emptied folder) for
wall time and CPU time; one more run of each under GNU time and a /proc sampler gives peak memory
(largest process, and the whole process tree: sitegen's Node renderers count too). Then the
incremental figure: `sitegen serve` on the 10,000-page site (and the largest), one page's YAML
saved, time until that page's new HTML is on disk. sitegen's runs are warm as a rebuild is (the
parse cache and island cache hold the unchanged pages); each N also gets a cold figure (parse cache
deleted before each of 3 runs, as on a fresh clone) and the stage table of `sitegen build
--timings`. Writes reports/bench.json and reports/bench.svg, prints a table.

Environment: BENCH_SIZES (default "100,1000,10000"), BENCH_RUNS (default 5), BENCH_WORK (default
/tmp/sitegen-bench), SITEGEN (default target/release/sitegen), BENCH_REPO (default: this repo),
BENCH_PLACES (default "disk,tmpfs"), BENCH_INCREMENTAL (default 1), BENCH_LABEL (stored in the
report), BENCH_REPORTS (default reports/).
"""

import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SRC = Path(os.environ.get("BENCH_REPO", REPO)).resolve()
SITEGEN = Path(os.environ.get("SITEGEN", REPO / "target/release/sitegen")).resolve()
WORK = Path(os.environ.get("BENCH_WORK", "/tmp/sitegen-bench"))
SHM = Path("/dev/shm/sitegen-bench")
SIZES = [int(s) for s in os.environ.get("BENCH_SIZES", "100,1000,10000").split(",")]
RUNS = int(os.environ.get("BENCH_RUNS", "5"))
PLACES = os.environ.get("BENCH_PLACES", "disk,tmpfs").split(",")


def say(msg):
    print(msg, flush=True)


def ensure_tools():
    need = [("hugo", "hugo"), ("hyperfine", "hyperfine"), ("/usr/bin/time", "time")]
    missing = [pkg for cmd, pkg in need if shutil.which(cmd) is None]
    if missing:
        say(f"Installing from Debian (absent): {' '.join(missing)}")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "update", "-qq"], check=True, env=env)
        subprocess.run(["apt-get", "install", "-y", "-qq", *missing], check=True, env=env)
    hugo = subprocess.run(["hugo", "version"], capture_output=True, text=True).stdout.strip()
    hf = subprocess.run(["hyperfine", "--version"], capture_output=True, text=True).stdout.strip()
    return hugo, hf


# --------------------------------------------------------------------------------------------
# Peak memory: GNU time's maximum resident set (the largest single process), and a /proc sampler
# summing the resident sets of the whole process tree every 5 ms.
# --------------------------------------------------------------------------------------------
def tree_rss_kb(root_pid):
    total, stack = 0, [root_pid]
    while stack:
        pid = stack.pop()
        try:
            with open(f"/proc/{pid}/status") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1])
                        break
            for task in os.listdir(f"/proc/{pid}/task"):
                with open(f"/proc/{pid}/task/{task}/children") as f:
                    stack.extend(int(c) for c in f.read().split())
        except (FileNotFoundError, ProcessLookupError, ValueError):
            pass
    return total


def measure_memory(cmd):
    """Runs cmd once; returns (GNU time max RSS KiB, sampled tree peak KiB, stdout)."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as tf:
        p = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", tf.name, *cmd],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        peak = [0]
        done = threading.Event()

        def sample():
            while not done.is_set():
                peak[0] = max(peak[0], tree_rss_kb(p.pid))
                time.sleep(0.005)

        t = threading.Thread(target=sample)
        t.start()
        out = p.communicate()[0]
        done.set()
        t.join()
        if p.returncode != 0:
            sys.exit(f"failed: {' '.join(cmd)}\n{out}")
        maxrss = int(tf.read().strip().splitlines()[-1])
    return maxrss, peak[0], out


# --------------------------------------------------------------------------------------------
def copy_floor(out):
    """The least any generator could take for this output: copying the finished tree (`cp -r`, same
    place), median of 3."""
    dest = out.parent / (out.name + "-copy")
    times = []
    for _ in range(3):
        shutil.rmtree(dest, ignore_errors=True)
        t = time.perf_counter()
        subprocess.run(["cp", "-r", str(out), str(dest)], check=True)
        times.append(time.perf_counter() - t)
    shutil.rmtree(dest, ignore_errors=True)
    return statistics.median(times)


def profile(root, n):
    """Where sitegen's CPU goes on the N-page build: perf's top symbols (self time), or None when perf
    cannot run here (installed from Debian when absent)."""
    if shutil.which("perf") is None:
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "install", "-y", "-qq", "linux-perf"], env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if shutil.which("perf") is None:
        return None
    data, out = WORK / "perf.data", SHM / "out" / f"profile-{n}"
    # Warm, as the timed runs are: the parse cache holds this site's pages.
    subprocess.run([str(SITEGEN), "build", "--root", str(root), "--out", str(out)], capture_output=True)
    shutil.rmtree(out, ignore_errors=True)
    rec = subprocess.run(["perf", "record", "-F", "499", "-o", str(data), "--", str(SITEGEN), "build",
                          "--root", str(root), "--out", str(out)], capture_output=True, text=True)
    shutil.rmtree(out, ignore_errors=True)
    if rec.returncode != 0:
        return None
    rep = subprocess.run(["perf", "report", "-i", str(data), "--stdio", "--no-children", "--sort", "symbol",
                          "--percent-limit", "1"], capture_output=True, text=True)
    top = []
    for line in rep.stdout.splitlines():
        m = re.match(r"\s*([\d.]+)%\s+\[.\]\s+(.+?)\s*$", line)
        if m:
            top.append({"percent": float(m.group(1)), "symbol": m.group(2).strip()[:100]})
    return top[:15] or None


def generate(n):
    out = WORK / f"n{n}"
    subprocess.run([sys.executable, str(REPO / "bench/gen.py"), "--repo", str(SRC), "--n", str(n),
                    "--out", str(out), "--cache", str(WORK / "cache")], check=True)
    return out / "sitegen", out / "hugo"


def commands(root, hugo_src, place, n):
    base = (WORK if place == "disk" else SHM) / "out"
    s_out, h_out = base / f"sitegen-{n}", base / f"hugo-{n}"
    s_cmd = [str(SITEGEN), "build", "--root", str(root), "--out", str(s_out)]
    h_cmd = ["hugo", "--source", str(hugo_src), "--destination", str(h_out), "--quiet"]
    return s_cmd, h_cmd, s_out, h_out


def cold_parse_cache(cmd, root, out, runs=3):
    """sitegen with no parse cache (a fresh clone, or every page new): median wall of `runs`, each
    with .sitegen-cache/content deleted first. The last run leaves the cache filled again."""
    times = []
    for _ in range(runs):
        shutil.rmtree(root / ".sitegen-cache/content", ignore_errors=True)
        shutil.rmtree(out, ignore_errors=True)
        t = time.perf_counter()
        subprocess.run(cmd, check=True, capture_output=True)
        times.append(time.perf_counter() - t)
    shutil.rmtree(out, ignore_errors=True)
    return statistics.median(times)


def stage_table(cmd, out):
    """One warm run of `sitegen build --timings`: each stage's wall time, CPU time and the peak
    memory after it."""
    shutil.rmtree(out, ignore_errors=True)
    text = subprocess.run([*cmd, "--timings"], check=True, capture_output=True, text=True).stdout
    shutil.rmtree(out, ignore_errors=True)
    stages = []
    for line in text.splitlines():
        m = re.match(r"\s*([\d.]+) s\s+([\d.]+ s|-)\s+(\d+ MiB|-)\s+(.+)$", line)
        if m:
            cpu = float(m.group(2)[:-2]) if m.group(2) != "-" else None
            mem = int(m.group(3)[:-4]) if m.group(3) != "-" else None
            stages.append({"stage": m.group(4), "wall_s": float(m.group(1)), "cpu_s": cpu, "peak_mib": mem})
    return stages


def bench_pair(n, root, hugo_src, place):
    s_cmd, h_cmd, s_out, h_out = commands(root, hugo_src, place, n)
    s_out.parent.mkdir(parents=True, exist_ok=True)
    export = WORK / f"hyperfine-{n}-{place}.json"
    q = lambda cmd: " ".join(cmd)  # noqa: E731 (paths have no spaces)
    subprocess.run(["hyperfine", "--warmup", "1", "--runs", str(RUNS), "--style", "basic",
                    "--export-json", str(export),
                    "--prepare", f"rm -rf {s_out}", "--prepare", f"rm -rf {h_out}",
                    "-n", "sitegen", q(s_cmd), "-n", "hugo", q(h_cmd)],
                   check=True, stdout=subprocess.DEVNULL)
    results = {r["command"]: r for r in json.loads(export.read_text())["results"]}
    row = {"n": n, "place": place}
    for tool, cmd, out in [("sitegen", s_cmd, s_out), ("hugo", h_cmd, h_out)]:
        r = results[tool]
        shutil.rmtree(out, ignore_errors=True)
        maxrss, tree, stdout = measure_memory(cmd)
        files = [p for p in out.rglob("*.html")]
        row[tool] = {
            "median_s": r["median"], "mean_s": r["mean"], "stddev_s": r["stddev"],
            "min_s": r["min"], "max_s": r["max"], "runs_s": r["times"],
            "cpu_user_s": r["user"], "cpu_system_s": r["system"], "cpu_s": r["user"] + r["system"],
            "pages_per_s": n / r["median"],
            "peak_rss_largest_process_mib": maxrss / 1024, "peak_rss_process_tree_mib": tree / 1024,
            "html_files": len(files),
            "avg_page_bytes": round(sum(p.stat().st_size for p in files) / max(1, len(files))),
        }
        if tool == "sitegen":
            row[tool]["copy_floor_s"] = copy_floor(out)
            row[tool]["stages"] = stage_table(cmd, out)
            row[tool]["cold_parse_cache_s"] = cold_parse_cache(cmd, root, out)
        m = re.search(r"(\d+) distinct islands, \d+ of them rendered now in ([\d.]+) s", stdout)
        if tool == "sitegen" and m:
            row[tool]["island_instances"] = int(m.group(1))
            row[tool]["island_render_s"] = float(m.group(2))
        shutil.rmtree(out, ignore_errors=True)
    row["ratio_wall"] = row["sitegen"]["median_s"] / row["hugo"]["median_s"]
    row["ratio_copy_floor"] = row["sitegen"]["median_s"] / row["sitegen"]["copy_floor_s"]
    row["ratio_wall_cold_parse_cache"] = row["sitegen"]["cold_parse_cache_s"] / row["hugo"]["median_s"]
    row["ratio_cpu"] = row["sitegen"]["cpu_s"] / row["hugo"]["cpu_s"]
    row["ratio_memory"] = row["sitegen"]["peak_rss_process_tree_mib"] / row["hugo"]["peak_rss_process_tree_mib"]
    return row


def real_site():
    """The repository's own site, warm (islands bundle cached): `sitegen build` median of RUNS."""
    out = WORK / "out" / "real"
    export = WORK / "hyperfine-real.json"
    cmd = f"{SITEGEN} build --root {SRC} --out {out}"
    subprocess.run(["hyperfine", "--warmup", "1", "--runs", str(max(RUNS, 5)), "--style", "basic",
                    "--export-json", str(export), "-n", "sitegen-real", cmd], check=True, stdout=subprocess.DEVNULL)
    r = json.loads(export.read_text())["results"][0]
    pages = len(list(out.rglob("index.html")))
    shutil.rmtree(out, ignore_errors=True)
    return {"pages": pages, "median_s": r["median"], "mean_s": r["mean"], "cpu_s": r["user"] + r["system"],
            "runs_s": r["times"]}


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def incremental(root, n, edits=5):
    """sitegen serve on the site; save one page's YAML; time until its new HTML is on disk."""
    out = WORK / "out" / f"serve-{n}"
    shutil.rmtree(out, ignore_errors=True)
    port = free_port()
    proc = subprocess.Popen([str(SITEGEN), "serve", "--root", str(root), "--out", str(out), "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        for line in proc.stdout:
            if "Serving" in line:
                break
        else:
            sys.exit("sitegen serve stopped before serving")
        threading.Thread(target=lambda: [None for _ in proc.stdout], daemon=True).start()
        page = root / "content/pages/calgary/furnace-repair.yaml"
        html = out / "calgary/furnace-repair/index.html"
        text = page.read_text()
        times = []
        for i in range(edits):
            time.sleep(1.0)  # let the watcher settle
            marker = f"Edited {time.time_ns()}"
            new = re.sub(r'(title: ")[^"]*(" *\n)', lambda m: m.group(1) + marker + " " + m.group(2), text, count=1)
            start = time.perf_counter()
            page.write_text(new)
            deadline = start + 120
            while time.perf_counter() < deadline:
                try:
                    if marker in html.read_text():
                        break
                except (FileNotFoundError, UnicodeDecodeError):
                    pass
                time.sleep(0.002)
            else:
                sys.exit("the edited page never appeared")
            times.append(time.perf_counter() - start)
        page.write_text(text)
        return {"n": n, "edits": len(times), "times_s": times, "median_s": statistics.median(times),
                "how": "sitegen serve (inotify via notify); a page YAML change re-reads, checks, renders and writes that page only"}
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


# --------------------------------------------------------------------------------------------
def fmt_s(x):
    return f"{x:.2f}" if x >= 0.1 else f"{x * 1000:.0f} ms"


def table(rows):
    head = (f"{'N':>6} {'place':<6} | {'sitegen s':>9} {'cpu s':>6} {'MiB':>6} {'pages/s':>8} | "
            f"{'hugo s':>7} {'cpu s':>6} {'MiB':>6} {'pages/s':>8} | {'wall':>5} {'cpu':>5} {'mem':>5}")
    lines = [head, "-" * len(head)]
    for r in rows:
        s, h = r["sitegen"], r["hugo"]
        lines.append(
            f"{r['n']:>6} {r['place']:<6} | {s['median_s']:>9.3f} {s['cpu_s']:>6.2f} {s['peak_rss_process_tree_mib']:>6.0f} "
            f"{s['pages_per_s']:>8.0f} | {h['median_s']:>7.3f} {h['cpu_s']:>6.2f} {h['peak_rss_process_tree_mib']:>6.0f} "
            f"{h['pages_per_s']:>8.0f} | {r['ratio_wall']:>5.2f} {r['ratio_cpu']:>5.2f} {r['ratio_memory']:>5.2f}")
    return "\n".join(lines)


def svg(rows, path):
    """Log-log line plot: median wall time against N, both tools, both places."""
    W, H, L, R, T, B = 640, 400, 70, 170, 30, 50
    ns = sorted({r["n"] for r in rows})
    ys = [r[t]["median_s"] for r in rows for t in ("sitegen", "hugo")]
    import math
    x0, x1 = math.log10(min(ns)), math.log10(max(ns)) if len(ns) > 1 else math.log10(min(ns)) + 1
    y0, y1 = math.floor(math.log10(min(ys))), math.ceil(math.log10(max(ys)))
    if y1 == y0:
        y1 += 1
    X = lambda n: L + (math.log10(n) - x0) / (x1 - x0) * (W - L - R)  # noqa: E731
    Y = lambda s: T + (y1 - math.log10(s)) / (y1 - y0) * (H - T - B)  # noqa: E731
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}" '
           'font-family="sans-serif" font-size="12">', f'<rect width="{W}" height="{H}" fill="#fff"/>',
           f'<text x="{L}" y="18" font-size="14" font-weight="bold">Build time against pages (log-log, median of {RUNS})</text>']
    for e in range(y0, y1 + 1):
        y = Y(10 ** e)
        out.append(f'<line x1="{L}" y1="{y:.1f}" x2="{W - R}" y2="{y:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{L - 6}" y="{y + 4:.1f}" text-anchor="end">{10 ** e:g} s</text>')
    for n in ns:
        x = X(n)
        out.append(f'<line x1="{x:.1f}" y1="{T}" x2="{x:.1f}" y2="{H - B}" stroke="#eee"/>')
        out.append(f'<text x="{x:.1f}" y="{H - B + 16}" text-anchor="middle">{n:,}</text>')
    out.append(f'<text x="{(L + W - R) / 2}" y="{H - 12}" text-anchor="middle">pages (N)</text>')
    styles = {("sitegen", "disk"): ("#c2410c", ""), ("sitegen", "tmpfs"): ("#c2410c", "6 4"),
              ("hugo", "disk"): ("#1d4ed8", ""), ("hugo", "tmpfs"): ("#1d4ed8", "6 4")}
    k = 0
    for (tool, place), (color, dash) in styles.items():
        pts = [(r["n"], r[tool]["median_s"]) for r in rows if r["place"] == place]
        if not pts:
            continue
        pts.sort()
        d = " ".join(f"{X(n):.1f},{Y(s):.1f}" for n, s in pts)
        out.append(f'<polyline points="{d}" fill="none" stroke="{color}" stroke-width="2" stroke-dasharray="{dash}"/>')
        for n, s in pts:
            out.append(f'<circle cx="{X(n):.1f}" cy="{Y(s):.1f}" r="3" fill="{color}"><title>{tool} {place} N={n}: {s:.3f} s</title></circle>')
        ly = T + 20 + 20 * k
        out.append(f'<line x1="{W - R + 12}" y1="{ly}" x2="{W - R + 40}" y2="{ly}" stroke="{color}" stroke-width="2" stroke-dasharray="{dash}"/>')
        out.append(f'<text x="{W - R + 46}" y="{ly + 4}">{tool} ({place})</text>')
        k += 1
    out.append("</svg>")
    path.write_text("\n".join(out) + "\n")


def main():
    global SITEGEN
    hugo_v, hf_v = ensure_tools()
    if not SITEGEN.exists():
        sys.exit(f"{SITEGEN} not found: run `cargo build --release -p sitegen` (make bench does)")
    WORK.mkdir(parents=True, exist_ok=True)
    # A private copy, so a rebuild of target/release during the run cannot change what is measured.
    (WORK / "bin").mkdir(exist_ok=True)
    shutil.copy2(SITEGEN, WORK / "bin/sitegen")
    SITEGEN = WORK / "bin/sitegen"
    if (SRC / ".sitegen-cache/islands").is_dir() and not (WORK / "cache/islands").is_dir():
        shutil.copytree(SRC / ".sitegen-cache/islands", WORK / "cache/islands")
    say(f"sitegen: {SITEGEN}\n{hugo_v}\n{hf_v}\nmachine: {os.cpu_count()} cores; load {os.getloadavg()[0]:.1f}")
    rows, sites = [], {}
    for n in SIZES:
        t = time.time()
        sites[n] = generate(n)
        root = sites[n][0]
        check = subprocess.run([str(SITEGEN), "check", "--root", str(root)], capture_output=True, text=True)
        if check.returncode != 0:
            sys.exit(f"sitegen check failed on the synthetic site:\n{check.stdout}{check.stderr}")
        say(f"N={n}: generated and checked in {time.time() - t:.1f} s")
        for place in PLACES:
            t = time.time()
            rows.append(bench_pair(n, root, sites[n][1], place))
            r = rows[-1]
            say(f"  {place}: sitegen {r['sitegen']['median_s']:.3f} s, hugo {r['hugo']['median_s']:.3f} s, "
                f"ratio {r['ratio_wall']:.2f}; copy floor {r['sitegen']['copy_floor_s']:.3f} s, sitegen "
                f"{r['ratio_copy_floor']:.1f}x it; no parse cache {r['sitegen']['cold_parse_cache_s']:.3f} s "
                f"(ratio {r['ratio_wall_cold_parse_cache']:.2f}) ({time.time() - t:.0f} s)")
    real = real_site()
    say(f"real site ({real['pages']} pages, islands bundle cached): median {real['median_s'] * 1000:.0f} ms")
    inc = []
    big = max(SIZES)
    # The profile the issue asks for is of the 10,000-page build (the largest if that is smaller).
    prof_n = 10000 if 10000 in SIZES else big
    prof = profile(sites[prof_n][0], prof_n)
    if os.environ.get("BENCH_INCREMENTAL", "1") == "1":
        for n in sorted({prof_n, big}):
            say(f"incremental: sitegen serve on the {n:,}-page site")
            inc.append(incremental(sites[n][0], n))
    shutil.rmtree(SHM, ignore_errors=True)

    per_page = {}
    for place in PLACES:
        for what in ("median_s", "cpu_s"):
            by_n = {r["n"]: r["sitegen"][what] / r["n"] for r in rows if r["place"] == place}
            if 1000 in by_n and 10000 in by_n:
                per_page[f"{place} {'wall' if what == 'median_s' else 'cpu'}"] = by_n[10000] / by_n[1000]
    report = {
        "label": os.environ.get("BENCH_LABEL", ""),
        "date": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "machine": {"cores": os.cpu_count(), "load_before": os.getloadavg()},
        "tools": {"hugo": hugo_v, "hyperfine": hf_v, "sitegen": os.environ.get("SITEGEN", "target/release/sitegen")},
        "method": f"hyperfine --warmup 1 --runs {RUNS}, both commands alternating, output folder emptied "
                  "before each run; memory from one extra run each (GNU time max RSS; /proc tree sampler every 5 ms)",
        "results": rows,
        "per_page_time_10k_over_1k": per_page,
        "real_site": real,
        "incremental": inc,
        "profile": {"n": prof_n, "top_symbols_self_percent": prof},
    }
    out = Path(os.environ.get("BENCH_REPORTS", REPO / "reports"))
    out.mkdir(parents=True, exist_ok=True)
    (out / "bench.json").write_text(json.dumps(report, indent=2) + "\n")
    svg(rows, out / "bench.svg")
    say("")
    say(table(rows))
    say("(wall = median wall time, cpu = user+system, MiB = peak resident memory of the process tree;"
        " last three columns: sitegen/hugo)")
    for key, v in per_page.items():
        say(f"sitegen time per page at 10,000 vs 1,000 pages ({key}): {v:.2f}x")
    for r in rows:
        if "island_instances" in r["sitegen"]:
            say(f"N={r['n']} {r['place']}: {r['sitegen']['island_instances']} distinct island instances, "
                f"server render {r['sitegen']['island_render_s']:.2f} s")
    for r in rows:
        say(f"N={r['n']} {r['place']}: copy floor (cp -r of the output) {r['sitegen']['copy_floor_s']:.3f} s; "
            f"sitegen {r['ratio_copy_floor']:.1f}x the floor")
    for r in rows:
        say(f"N={r['n']} {r['place']}: no parse cache (fresh clone) {r['sitegen']['cold_parse_cache_s']:.3f} s, "
            f"{r['ratio_wall_cold_parse_cache']:.2f} of Hugo")
    for r in rows:
        if r["n"] == prof_n:
            say(f"stages of the {prof_n:,}-page build ({r['place']}, `sitegen build --timings`):")
            for st in r["sitegen"]["stages"]:
                say(f"  {st['wall_s']:7.3f} s wall  {st['cpu_s'] if st['cpu_s'] is not None else '-':>5} s CPU  "
                    f"{st['peak_mib'] if st['peak_mib'] is not None else '-':>5} MiB  {st['stage']}")
    if prof:
        say(f"profile of the {prof_n:,}-page build (perf, self time):")
        for p in prof:
            say(f"  {p['percent']:5.1f}%  {p['symbol']}")
    else:
        say("profile: perf is not available on this machine")
    for i in inc:
        say(f"incremental (serve, {i['n']:,} pages): save -> new HTML on disk, median {i['median_s'] * 1000:.0f} ms "
            f"({', '.join(f'{t * 1000:.0f}' for t in i['times_s'])})")
    say(f"wrote {out / 'bench.json'} and {out / 'bench.svg'}")


if __name__ == "__main__":
    main()
