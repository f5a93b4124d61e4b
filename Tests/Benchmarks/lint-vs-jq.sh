#!/usr/bin/env bash
# Whole-process speed of `notifsim lint` next to `jq empty` on the same payload files.
# Usage: Tests/Benchmarks/lint-vs-jq.sh [COUNT]   (default 3000 files)
# Needs jq and hyperfine (Debian: apt-get install -y jq hyperfine); installs them if missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
count=${1:-3000}
for tool in jq hyperfine; do
  command -v "$tool" >/dev/null || { apt-get update -qq && apt-get install -y -qq "$tool"; }
done
swift build -c release --product notifsim >/dev/null
swift build -c release --product notifsim-bench >/dev/null
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
.build/release/notifsim-bench generate "$dir" "$count"
cd "$dir"
# lint exits 1 when a generated payload has an error; the timing is what counts here.
hyperfine --warmup 3 --runs 20 -i \
  "jq empty *.apns" \
  "$OLDPWD/.build/release/notifsim lint *.apns"
