#!/usr/bin/env python3
"""Adds the tiles' links (JCloisterZone's `wagon-move` groups) to tiles.txt from the two tile
fact sheets, matching each feature by tile id, kind and locations. Run once from the repository
root with the sheets' folder as argument; it rewrites tiles.txt in place and prints what it
added per set. Features that already carry a `link:` are left as they are."""
import re
import sys
from collections import Counter

ref = sys.argv[1] if len(sys.argv) > 1 else "../shared/reference"
sheets = [f"{ref}/carcassonne-tiles.md", f"{ref}/carcassonne-tiles-classic.md"]

# (tile id) -> list of (kind, frozenset(locations), letters)
links = {}
for path in sheets:
    tile = None
    for line in open(path, encoding="utf-8"):
        if line.startswith("### "):
            tile = line.split()[1]
            continue
        m = re.search(r"wagon-move=(\S+)", line)
        if tile and m and not line.startswith(("*", "|", " ")):
            words = line.split()
            kind = words[0]
            locs = frozenset(w for w in words[1:] if re.fullmatch(r"[NESW]|inner2?|[NESW]{3}", w))
            links.setdefault(tile, []).append((kind, locs, m.group(1)))

path = "crates/engine/data/carcassonne/tiles.txt"
lines = open(path, encoding="utf-8").read().split("\n")
added = Counter()
used = set()
section = None
out = []
current = None
for line in lines:
    if line.startswith("["):
        section = line.strip("[]")
    elif line and not line.startswith((" ", "#")):
        current = line.split()[0]
    elif line.startswith("    ") and current in links:
        def repl(m):
            kind, body = m.group(1), m.group(2)
            words = body.split()
            locs = frozenset(words[0].split(","))
            if any(w.startswith("link:") for w in words):
                return m.group(0)
            for i, (k, l, letters) in enumerate(links[current]):
                if k == kind and l == locs:
                    used.add((current, i))
                    added[section] += 1
                    return f"{kind}({body} link:{letters})"
            return m.group(0)
        line = re.sub(r"(\w+)\(([^)]*)\)", repl, line)
    out.append(line)
open(path, "w", encoding="utf-8").write("\n".join(out))
known = {l.split()[0] for l in lines if l and not l.startswith((" ", "#", "["))}
missing = [(t, f) for t, fs in links.items() if t in known
           for i, f in enumerate(fs) if (t, i) not in used]
for section, n in sorted(added.items()):
    print(f"{section}: {n}")
if missing:
    print("not matched:", missing)
    sys.exit(1)
