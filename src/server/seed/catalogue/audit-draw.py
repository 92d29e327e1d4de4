"""Draw a seeded audit of the catalogue, the way the audits in README.md were drawn.

Usage, from the repository root:

    python3 src/server/seed/catalogue/audit-draw.py --seed 20261202 --at <commit> --since <commit>

It reads the name files at commit --at, leaves out every record already checked in an audit
table of README.md (any section whose title has "audit of 80 records"), and draws half of the
records from those changed since commit --since and half from the rest, with Python's
random.Random(seed) so that anyone can draw the same records again. The fourth audit's own
snippet in README.md is this script with --seed 20261201 --at f865c77 --since 807a46a, reading
only the three audits before it.
"""

import argparse
import glob
import json
import random
import re
import subprocess

D = 'src/server/seed/catalogue'
REL = {'universal': None, 'Christian': 'Christianity', 'Jewish': 'Judaism', 'Muslim': 'Islam',
       'Hindu': 'Hinduism', 'Sikh': 'Sikhism', 'Buddhist': 'Buddhism', 'Jain': 'Jainism',
       'Zoroastrian': 'Zoroastrianism'}
ROW = re.compile(r'^\| ([^|(]+?) \((m|f), (\w+)\)', re.M)


def show(commit, path):
    return subprocess.run(['git', 'show', f'{commit}:{path}'], capture_output=True, text=True,
                          check=True).stdout


def key(r):
    return (r['name'], r['gender'], r.get('religion'))


def audited(readme):
    """Every record in an audit's table: '| Name (m, Religion): claim | verdict | evidence |'."""
    found = set()
    for section in re.split(r'\n## ', readme)[1:]:
        if 'audit of 80 records' not in section.split('\n', 1)[0].lower():
            continue
        section = section.split('\n### ')[0]  # the audit's own table, not its re-citations
        found |= {(m[1], {'m': 'male', 'f': 'female'}[m[2]], REL[m[3]])
                  for m in ROW.finditer(section)}
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--at', required=True, help='commit whose catalogue is drawn from')
    ap.add_argument('--since', required=True, help='records changed since this commit form half')
    ap.add_argument('--size', type=int, default=80)
    args = ap.parse_args()
    files = sorted(p for p in glob.glob(D + '/names-*.json'))
    now = [r for f in files for r in json.loads(show(args.at, f))['items']]
    then = {key(r): r for f in files for r in json.loads(show(args.since, f))['items']}
    done = audited(show(args.at, D + '/README.md'))
    pool = [r for r in now if key(r) not in done]
    new = [r for r in pool if then.get(key(r)) != r]
    old = [r for r in pool if then.get(key(r)) == r]
    rng = random.Random(args.seed)
    drawn = rng.sample(new, min(args.size // 2, len(new)))
    drawn += rng.sample(old, args.size - len(drawn))
    print(len(now), len(done), len(new), len(old))
    for r in drawn:
        print(json.dumps({k: r.get(k) for k in ('name', 'gender', 'religion', 'meaning', 'origin',
                                                 'description', 'source')}, ensure_ascii=False))


if __name__ == '__main__':
    main()
