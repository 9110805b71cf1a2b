"""Load test of the practice answer round trip under gunicorn, beside a trivial view.

Starts gunicorn (2 workers) on SQLite (or on ``DATABASE_URL`` when set), then drives it
from load-generator processes on the same machine, 16 concurrent clients with keep-alive:

* the ceiling: ``GET /healthz``, a trivial Django view through the whole middleware stack;
* the round trip: ``POST`` an answer to a practice question (htmx), which regenerates the
  hand from its seed, checks the answer, records statistics and renders the verdict.

Prints requests per second, median and p99 latency for both, and each worker's peak
memory. Targets (issue 4): the round trip at least 60 % of the ceiling's requests per
second, p99 under 50 ms, a worker's peak memory under 150 MB. Exits 1 if one is missed.

    .venv/bin/python bench/bench_web.py [--seconds 8] [--clients 16]
"""

from __future__ import annotations

import argparse
import http.client
import multiprocessing
import os
import re
import secrets
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
PROCESSES = 4  # load-generator processes; clients are spread over them as threads


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def server_env(tmp: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    env.update(
        DJANGO_DEBUG="0",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
        ALLOWED_HOSTS="127.0.0.1",
        DJANGO_SECURE_SSL_REDIRECT="0",
        DJANGO_LOG_LEVEL="WARNING",
    )
    env.setdefault("DATABASE_URL", f"sqlite:///{tmp / 'bench.sqlite3'}")
    return env


def manage(env: dict[str, str], *args: str) -> None:
    subprocess.run(
        [PYTHON, "manage.py", *args], cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL
    )


def wait_for(port: int, timeout: float = 30) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/healthz")
            if conn.getresponse().status == 200:
                return
        except OSError:
            time.sleep(0.2)
    raise SystemExit("gunicorn did not come up")


# --- the load generator (runs in child processes) ------------------------------------------


def _cookies(response: http.client.HTTPResponse, jar: dict[str, str]) -> None:
    for header in response.headers.get_all("Set-Cookie") or []:
        name, _, rest = header.partition("=")
        jar[name.strip()] = rest.split(";", 1)[0]


def _answers(count: int) -> list[tuple[str, str]]:
    """(path, form body) pairs: right answers to fresh point questions."""
    sys.path.insert(0, str(ROOT))
    from tutor.drills import generate

    out = []
    for _ in range(count):
        seed = secrets.randbelow(2**31)
        q = generate("point", seed, 1)
        body = {"seed": str(seed), **{f.name: q.expected[f.name] for f in q.fields}}
        out.append((f"/en/practice/point/1/{seed}/", body))
    return out


def _client(port: int, scenario: str, deadline: float, out: list) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    jar: dict[str, str] = {}
    answers = _answers(64) if scenario == "answer" else []
    if scenario == "answer":  # a session and a CSRF token, as a browser would have
        conn.request("GET", answers[0][0])
        response = conn.getresponse()
        _cookies(response, jar)
        token = re.search(rb'name="csrfmiddlewaretoken" value="([^"]+)"', response.read()).group(1)
    i = 0
    while time.monotonic() < deadline:
        start = time.perf_counter()
        if scenario == "ceiling":
            conn.request("GET", "/healthz")
        else:
            path, body = answers[i % len(answers)]
            headers = {
                "Content-Type": "application/x-www-form-urlencoded",
                "HX-Request": "true",
                "X-CSRFToken": token.decode(),
                "Cookie": "; ".join(f"{k}={v}" for k, v in jar.items()),
            }
            conn.request("POST", path, body=urlencode(body), headers=headers)
        response = conn.getresponse()
        response.read()
        _cookies(response, jar)
        elapsed = time.perf_counter() - start
        if response.status != 200:
            raise SystemExit(f"{scenario}: HTTP {response.status}")
        out.append(elapsed)
        i += 1


def _process(port: int, scenario: str, clients: int, seconds: float, queue) -> None:
    import threading

    deadline = time.monotonic() + seconds
    results: list[list[float]] = [[] for _ in range(clients)]
    threads = [
        threading.Thread(target=_client, args=(port, scenario, deadline, results[n]))
        for n in range(clients)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    queue.put([x for r in results for x in r])


def run(port: int, scenario: str, clients: int, seconds: float) -> dict[str, float]:
    queue: multiprocessing.Queue = multiprocessing.Queue()
    per = [clients // PROCESSES + (1 if n < clients % PROCESSES else 0) for n in range(PROCESSES)]
    procs = [
        multiprocessing.Process(target=_process, args=(port, scenario, k, seconds, queue))
        for k in per
        if k
    ]
    started = time.monotonic()
    for p in procs:
        p.start()
    latencies = [x for _ in procs for x in queue.get()]
    for p in procs:
        p.join()
    wall = time.monotonic() - started
    latencies.sort()
    return {
        "rps": len(latencies) / min(wall, seconds + 1),
        "p50": statistics.median(latencies) * 1000,
        "p99": latencies[int(len(latencies) * 0.99) - 1] * 1000,
        "count": len(latencies),
    }


def peak_memory_mb(master: int) -> list[float]:
    children = subprocess.run(["pgrep", "-P", str(master)], capture_output=True, text=True)
    peaks = []
    for pid in children.stdout.split():
        status = Path(f"/proc/{pid}/status").read_text()
        peaks.append(int(re.search(r"VmHWM:\s+(\d+) kB", status).group(1)) / 1024)
    return peaks


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=8)
    parser.add_argument("--clients", type=int, default=16)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        env = server_env(Path(tmp))
        manage(env, "migrate", "--noinput", "-v0")
        manage(env, "collectstatic", "--noinput", "-v0")
        port = free_port()
        server = subprocess.Popen(
            [
                str(Path(PYTHON).with_name("gunicorn")),
                "tutor.wsgi",
                "--workers",
                "2",
                "--bind",
                f"127.0.0.1:{port}",
                "--log-level",
                "warning",
            ],
            cwd=ROOT,
            env=env,
        )
        try:
            wait_for(port)
            database = env["DATABASE_URL"].split(":", 1)[0]
            clients = f"{args.clients} clients for {args.seconds:g} s each"
            print(f"gunicorn, 2 workers, {database}; {clients}")
            run(port, "answer", args.clients, 1)  # warm up both workers
            ceiling = run(port, "ceiling", args.clients, args.seconds)
            answer = run(port, "answer", args.clients, args.seconds)
            memory = peak_memory_mb(server.pid)
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=30)

    ratio = answer["rps"] / ceiling["rps"]
    print(f"{'':28}{'req/s':>9}{'p50 ms':>9}{'p99 ms':>9}")
    for name, r in (("trivial view (ceiling)", ceiling), ("practice answer round trip", answer)):
        print(f"{name:28}{r['rps']:9.0f}{r['p50']:9.1f}{r['p99']:9.1f}")
    print(f"round trip / ceiling: {ratio:.0%} (target ≥ 60%)")
    print(f"round trip p99: {answer['p99']:.1f} ms (target < 50 ms)")
    print("worker peak memory: " + ", ".join(f"{m:.0f} MB" for m in memory) + " (target < 150 MB)")
    missed = ratio < 0.6 or answer["p99"] >= 50 or max(memory) >= 150
    print("targets missed" if missed else "targets met")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
