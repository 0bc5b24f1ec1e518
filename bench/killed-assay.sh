#!/usr/bin/env bash
# How long do solvers outlive an Assay that is killed outright (SIGKILL, as an out-of-memory
# killer or a batch scheduler does)? Starts `assay check CORPUS --solver SOLVER --mode MODE -j 2
# --timeout T`, waits until one of its solver processes has been running for at least
# BUSY seconds (so the kill lands in the middle of a query), kills the Assay JVM with SIGKILL,
# then watches every process that was in its tree at that moment and reports how long after the
# kill the last one ended (or that some still ran after LIMIT seconds), and how many of the
# killed run's query folders are left in the temp directory.
# Usage: bench/killed-assay.sh SOLVER MODE [T [BUSY [LIMIT [CORPUS]]]]
#   e.g. bench/killed-assay.sh cvc5 fresh 5 1 120
# CORPUS `pigeonhole` stands for four pigeonhole formulas (10 to 13 pigeons, unsat) that keep
# z3 busy for minutes, where the default corpus is decided by z3 in about a second per file.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
solver="${1:?solver spec, e.g. cvc5}"
mode="${2:?mode: fresh, session or push-pop}"
timeout_s="${3:-5}"
busy="${4:-1}"
limit="${5:-120}"
corpus="${6:-$root/../shared/corpus/smt}"
"$root/assay" solvers >/dev/null # builds the jar first, so that the build is not timed
out="$(mktemp -d)"
if [ "$corpus" = pigeonhole ]; then
  corpus="$out/pigeonhole"
  mkdir -p "$corpus"
  for n in 10 11 12 13; do
    awk -v n="$n" 'BEGIN {
      print "(set-info :status unsat)"; print "(set-logic QF_UF)"
      for (i = 0; i <= n; i++) for (j = 0; j < n; j++) printf "(declare-const p%d_%d Bool)\n", i, j
      for (i = 0; i <= n; i++) { printf "(assert (or"; for (j = 0; j < n; j++) printf " p%d_%d", i, j; print "))" }
      for (j = 0; j < n; j++) for (i = 0; i <= n; i++) for (k = i + 1; k <= n; k++)
        printf "(assert (not (and p%d_%d p%d_%d)))\n", i, j, k, j
      print "(check-sat)" }' >"$corpus/php$n.smt2"
  done
fi
tmp="${TMPDIR:-/tmp}"
hz="$(getconf CLK_TCK)"

java -jar "$root/target/assay.jar" check "$corpus" --solver "$solver" --mode "$mode" -j 2 \
  --timeout "$timeout_s" --out "$out/run" >"$out/stdout" 2>"$out/stderr" &
assay=$!
disown "$assay" # no job report when it is killed

# The descendants of a process, from /proc (children of anything already found, to a fixed point).
descendants() {
  local all=" $1 " grew=1 pid ppid
  while [ "$grew" = 1 ]; do
    grew=0
    for stat in /proc/[0-9]*/stat; do
      { read -r pid _ _ ppid _ <"$stat"; } 2>/dev/null || continue
      case "$all" in *" $ppid "*) case "$all" in *" $pid "*) ;; *) all="$all$pid "; grew=1 ;; esac ;; esac
    done
  done
  echo "${all# $1 }"
}
# Seconds a process has been running.
age() {
  local start now
  start="$(awk '{print $22}' "/proc/$1/stat" 2>/dev/null)" || return 1
  now="$(awk '{print $1}' /proc/uptime)"
  awk -v s="$start" -v n="$now" -v hz="$hz" 'BEGIN { printf "%.2f", n - s / hz }'
}

deadline=$((SECONDS + 300))
victims=""
while [ $SECONDS -lt $deadline ] && kill -0 "$assay" 2>/dev/null; do
  victims="$(descendants "$assay")"
  oldest=0
  for p in $victims; do
    a="$(age "$p")" || continue
    oldest="$(awk -v a="$a" -v o="$oldest" 'BEGIN { print (a > o) ? a : o }')"
  done
  if awk -v o="$oldest" -v b="$busy" 'BEGIN { exit !(o >= b) }'; then
    break
  fi
  sleep 0.1
done
if ! kill -0 "$assay" 2>/dev/null; then
  echo "assay ended before a solver ran $busy s; nothing measured" >&2
  exit 1
fi
victims="$(descendants "$assay")"
if [ -z "${victims// /}" ]; then
  kill -KILL "$assay"
  echo "the solvers had ended when assay was killed; nothing measured (try a smaller BUSY)" >&2
  exit 1
fi
echo "killing assay (pid $assay) with SIGKILL; its tree: $(echo $victims | wc -w) processes"
for p in $victims; do
  printf '  %s %s\n' "$p" "$({ tr '\0' ' ' <"/proc/$p/cmdline"; } 2>/dev/null | cut -c1-110)"
done
kill -KILL "$assay"
t0="$(date +%s.%N)"
last=0
left="$victims"
while [ -n "${left// /}" ]; do
  now="$(date +%s.%N)"
  if awk -v n="$now" -v t="$t0" -v l="$limit" 'BEGIN { exit !(n - t > l) }'; then
    break
  fi
  still=""
  for p in $left; do
    if [ -e "/proc/$p" ] && ! grep -q '^State:.*Z' "/proc/$p/status" 2>/dev/null; then
      still="$still $p"
    fi
  done
  left="$still"
  last="$now"
  sleep 0.05
done
# Query folders are named assay-queries-PID-... (builds before that named them
# assay-queries-RANDOM, which cannot be told from other runs' on a shared machine).
folders() {
  find "$tmp" -maxdepth 1 -name "assay-queries-$assay-*" 2>/dev/null | wc -l
}
folders="$(folders)"
if [ -n "${left// /}" ]; then
  echo "still running $limit s after the kill: $(echo $left | wc -w) processes:"
  for p in $left; do
    printf '  %s %s (cpu %s)\n' "$p" "$({ tr '\0' ' ' <"/proc/$p/cmdline"; } 2>/dev/null | cut -c1-110)" \
      "$(ps -o time= -p "$p" 2>/dev/null)"
  done
  kill -KILL $left 2>/dev/null || true
  echo "(the benchmark killed them now)"
else
  awk -v n="$last" -v t="$t0" 'BEGIN { printf "every process of the tree ended %.2f s after the kill\n", n - t }'
fi
echo "query folders of the killed run left in $tmp: $folders"
java -jar "$root/target/assay.jar" solvers --solver z3 >/dev/null 2>&1 || true
echo "and after the next assay start (assay solvers --solver z3): $(folders)"
rm -rf "$out"
