#!/usr/bin/env python3
"""No two source files of warplab call each other, directly or round a loop.

Reads the symbols each object file of src/ defines and uses (nm), draws an
arrow from a file to every file whose functions or data it uses, and fails
on any strongly connected group of more than one file, naming the symbols
that close the loop.
usage: check_file_cycles.py BUILD_DIR
"""
import collections
import glob
import os
import subprocess
import sys

MIN_OBJECTS = 50  # fewer means the build was not found, not that it is clean


def symbols(objs):
    """{object: (defined, used)} from one nm run over every object."""
    out = subprocess.run(["nm", "-A"] + objs, capture_output=True, text=True, check=True).stdout
    table = {obj: (set(), set()) for obj in objs}
    for line in out.splitlines():
        path, _, rest = line.partition(":")
        parts = rest.split()
        if path not in table:
            continue
        if len(parts) == 3 and parts[1] in "TDBR":
            table[path][0].add(parts[2])
        elif len(parts) == 2 and parts[0] == "U":
            table[path][1].add(parts[1])
    return table


def groups(graph):
    """Tarjan's strongly connected components of more than one node."""
    index, low, stack, on, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in list(graph):
        if v not in index:
            visit(v)
    return found


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    build = sys.argv[1]
    objs = sorted(glob.glob(os.path.join(build, "src", "**", "*.o"), recursive=True))
    if len(objs) < MIN_OBJECTS:
        print(f"FAIL: {len(objs)} object files under {build}/src; expected at least {MIN_OBJECTS}")
        return 1
    defined, used = {}, {}
    for obj, (d, u) in symbols(objs).items():
        name = os.path.relpath(obj, build).split(".dir/")[-1][: -len(".o")]
        defined[name], used[name] = d, u
    owner = {s: f for f, syms in defined.items() for s in syms}
    graph = collections.defaultdict(set)
    why = collections.defaultdict(set)
    for f, syms in used.items():
        graph[f]
        for s in syms:
            g = owner.get(s)
            if g and g != f:
                graph[f].add(g)
                why[f, g].add(s)
    loops = groups(graph)
    for comp in loops:
        print("FAIL: these files call each other round a loop:")
        for f in comp:
            for g in sorted(graph[f] & set(comp)):
                print(f"  {f} -> {g}: {', '.join(sorted(why[f, g]))}")
    if not loops:
        print(f"{len(objs)} object files, no file calls back into one that calls it")
    return 1 if loops else 0


if __name__ == "__main__":
    sys.exit(main())
