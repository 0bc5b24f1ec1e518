#!/usr/bin/env bash
# bench/report-open.sh [ROUNDS] REPORT.html...: how long headless Chromium takes to open each report,
# side by side with a one-line reference page, interleaved, ROUNDS times (default 3), network off.
# bench/report-open.html shows the page in a frame and records the frame's load event and the
# moment its whole layout is done (reading the body's height forces style and layout, charts
# included); each launch is a fresh browser with an empty profile. Prints one line per launch:
# page, load_ms, layout_ms, page height, <svg> count, and the browser's CPU seconds (user+sys).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rounds=3
if [[ "${1:-}" =~ ^[0-9]+$ ]]; then rounds="$1"; shift; fi
[ "$#" -gt 0 ] || { echo "usage: bench/report-open.sh [ROUNDS] REPORT.html..." >&2; exit 2; }
chromium="${CHROMIUM:-/usr/bin/chromium}"
[ -x "$chromium" ] || { echo "bench/report-open.sh: no $chromium (apt-get install chromium)" >&2; exit 2; }
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
printf '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>reference</title></head><body><p>reference</p></body></html>\n' >"$work/reference.html"
pages=("$work/reference.html")
for p in "$@"; do pages+=("$(realpath "$p")"); done
for round in $(seq "$rounds"); do
  for page in "${pages[@]}"; do
    rm -rf "$work/profile"
    line="$(/usr/bin/time -f '%U %S' -o "$work/cpu" "$chromium" --headless --no-sandbox --disable-gpu \
      --disable-dev-shm-usage --no-first-run --disable-extensions --disable-background-networking \
      --disable-component-update --disable-sync --proxy-server=127.0.0.1:9 \
      --host-resolver-rules='MAP * ~NOTFOUND' --allow-file-access-from-files \
      --disable-site-isolation-trials --user-data-dir="$work/profile" \
      --dump-dom "file://$here/report-open.html?src=file://$page" 2>/dev/null \
      | grep -o 'load_ms=[0-9][^<]*' || echo 'no result')"
    cpu="$(awk '{printf "%.2f", $1 + $2}' "$work/cpu")"
    name="$(basename "$page")"
    echo "round $round  $name  $line  cpu_s=$cpu"
  done
done
