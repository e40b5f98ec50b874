#!/usr/bin/env python3
"""CPU seconds (user + sys, the test and every process it waited for) of each
test of a build, one test at a time, from `ctest --show-only=json-v1`: on a
shared machine wall times stretch with the load, CPU times much less, so this
says which tests cost the suite its time.

usage: bench/test-cpu.py BUILD_DIR [OUT_FILE]
Prints the tests by CPU seconds, the total, and the wall time each took.
"""
import json
import os
import resource
import subprocess
import sys
import time


def main():
    build = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else None
    spec = json.loads(subprocess.run(["ctest", "--test-dir", build, "--show-only=json-v1"],
                                     check=True, capture_output=True, text=True).stdout)
    rows = []
    for t in spec["tests"]:
        props = {p["name"]: p["value"] for p in t.get("properties", [])}
        env = dict(os.environ)
        for kv in props.get("ENVIRONMENT", []):
            k, _, v = kv.partition("=")
            env[k] = v
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.monotonic()
        p = subprocess.run(t["command"], cwd=props.get("WORKING_DIRECTORY", build), env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wall = time.monotonic() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        rows.append((cpu, wall, p.returncode, t["name"]))
    rows.sort(reverse=True)
    lines = ["%7.2f %7.2f %4d  %s" % r for r in rows]
    lines.append("%7.2f %7.2f       total (CPU s, wall s, exit status, test)" %
                 (sum(r[0] for r in rows), sum(r[1] for r in rows)))
    text = "\n".join(lines) + "\n"
    sys.stdout.write(text)
    if out:
        with open(out, "w") as f:
            f.write("load before: %s\n" % open("/proc/loadavg").read().strip() + text)


if __name__ == "__main__":
    main()
