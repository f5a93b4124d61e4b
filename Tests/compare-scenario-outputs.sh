#!/usr/bin/env bash
# Every bundled scenario's output, in every format `notifsim help run` lists, compared with the
# committed record Tests/scenario-outputs.sha256 (one SHA-256 per scenario file and format, of its
# standard output, standard error and exit status; plus one per format for the whole folder).
# A change that must not alter any output (a refactoring) passes this unchanged; a change meant to
# alter one re-records it with --record and says which and why in its commit.
#
#   Tests/compare-scenario-outputs.sh [--record] [--out DIR] [NOTIFSIM]
#
#   NOTIFSIM   the notifsim binary to run (default: the debug build, `swift build --product notifsim`)
#   --record   write the manifest from this build instead of comparing with it
#   --out DIR  also keep every output in DIR (FORMAT/FILE.out), to diff two builds' folders
#
# On a difference it names each scenario and format that differs and how to see the difference.
set -euo pipefail
cd "$(dirname "$0")/.."

manifest=Tests/scenario-outputs.sha256
record=false
out=""
notifsim=""
while [ $# -gt 0 ]; do
  case "$1" in
    --record) record=true ;;
    --out) out="${2:?--out needs a folder}"; shift ;;
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "unknown option $1; see $0 --help" >&2; exit 64 ;;
    *) notifsim="$1" ;;
  esac
  shift
done
if [ -z "$notifsim" ]; then
  swift build -Xswiftc -warnings-as-errors --product notifsim 2>&1 | tail -n 1
  notifsim="$(swift build -Xswiftc -warnings-as-errors --show-bin-path)/notifsim"
fi
if [ ! -x "$notifsim" ]; then
  echo "$notifsim is not an executable notifsim; build it with swift build --product notifsim" >&2
  exit 64
fi

# The formats, as the usage line of `notifsim help run` lists them: [--format text|json|...].
formats="$("$notifsim" help run | sed -n 's/.*\[--format \([a-z|]*\)\].*/\1/p' | head -n 1 | tr '|' ' ')"
if [ -z "$formats" ]; then
  echo "could not read the formats from 'notifsim help run'" >&2
  exit 1
fi

# The bundled scenarios: the files `notifsim run Scenarios` runs (JSON with a top-level "scenario").
scenarios="$(python3 - <<'PY'
import glob, json
for path in sorted(glob.glob("Scenarios/**/*.json", recursive=True)):
    try:
        value = json.load(open(path, encoding="utf-8"))
    except ValueError:
        continue
    if isinstance(value, dict) and "scenario" in value:
        print(path)
PY
)"
count="$(printf '%s\n' "$scenarios" | grep -c .)"
if [ "$count" -eq 0 ]; then
  echo "no bundled scenarios found under Scenarios/" >&2
  exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A copy: a build that rewrites the binary while this runs would otherwise change outputs midway.
cp "$notifsim" "$work/notifsim"
notifsim="$work/notifsim"
# Environment that could change an output: no colours, no GitHub step summary, one locale and zone.
export NO_COLOR=1 LC_ALL=C.UTF-8 TZ=UTC
unset GITHUB_STEP_SUMMARY GITHUB_ACTIONS

# One line per run: the SHA-256 of stdout, a marker, stderr and the exit status, then format and file.
run_one() {
  local format="$1" file="$2" key="$3"
  local status=0
  "$notifsim" run --format "$format" "$file" > "$work/stdout.$key" 2> "$work/stderr.$key" || status=$?
  {
    cat "$work/stdout.$key"
    printf '\n-- stderr --\n'
    cat "$work/stderr.$key"
    printf '\n-- exit %d --\n' "$status"
  } > "$work/all.$key"
  if [ -n "$out" ]; then
    mkdir -p "$out/$format/$(dirname "$file")"
    cp "$work/all.$key" "$out/$format/$file.out"
  fi
  printf '%s  %s  %s\n' "$(sha256sum < "$work/all.$key" | cut -d' ' -f1)" "$format" "$file"
  rm -f "$work/stdout.$key" "$work/stderr.$key" "$work/all.$key"
}
export -f run_one
export notifsim work out

jobs="$(nproc 2>/dev/null || echo 2)"
{
  for format in $formats; do
    echo "$format Scenarios"
    printf '%s\n' "$scenarios" | sed "s|^|$format |"
  done
} | awk '{ print NR, $0 }' \
  | xargs -P "$jobs" -L 1 bash -c 'run_one "$2" "$3" "$1"' _ \
  | LC_ALL=C sort -k3,3 -k2,2 > "$work/now"

runs="$(wc -l < "$work/now")"
if $record; then
  {
    echo "# notifsim run --format F over every bundled scenario: sha256 of stdout, stderr and exit status."
    echo "# Written by Tests/compare-scenario-outputs.sh --record at $(git rev-parse --short HEAD 2>/dev/null || echo unknown); compare with the script."
    cat "$work/now"
  } > "$manifest"
  echo "recorded $runs outputs ($count scenarios, formats: $formats) in $manifest"
  exit 0
fi

if [ ! -f "$manifest" ]; then
  echo "$manifest is missing; write it with $0 --record on a commit whose outputs are right" >&2
  exit 1
fi
grep -v '^#' "$manifest" > "$work/then"
recorded_at="$(sed -n 's/^# Written by .* --record at \([0-9a-f]*\);.*/\1/p' "$manifest")"
if cmp -s "$work/then" "$work/now"; then
  echo "$runs outputs identical to $manifest ($count scenarios, formats: $formats)"
  exit 0
fi

differ=0
# Lines keyed by "format file": what changed, what is new, what is gone.
awk '{ print $2 " " $3 "\t" $1 }' "$work/then" | LC_ALL=C sort > "$work/then.keyed"
awk '{ print $2 " " $3 "\t" $1 }' "$work/now" | LC_ALL=C sort > "$work/now.keyed"
while IFS=$'\t' read -r key old new; do
  format="${key%% *}"
  file="${key#* }"
  if [ -z "$old" ]; then
    echo "new: $file in format $format has no recorded output"
  elif [ -z "$new" ]; then
    echo "gone: $file in format $format is recorded but was not run"
  else
    echo "differs: $file in format $format"
  fi
  differ=$((differ + 1))
done < <(LC_ALL=C join -t $'\t' -a 1 -a 2 -e '' -o 0,1.2,2.2 "$work/then.keyed" "$work/now.keyed" | awk -F'\t' '$2 != $3')

echo "$differ of $runs outputs differ from $manifest (recorded at ${recorded_at:-an unknown commit})." >&2
echo "To see a difference: keep both builds' outputs and diff them, for example" >&2
echo "  git worktree add /tmp/recorded ${recorded_at:-<commit>} && (cd /tmp/recorded && swift build --product notifsim)" >&2
echo "  $0 --out /tmp/outputs-now; $0 --out /tmp/outputs-then /tmp/recorded/.build/debug/notifsim" >&2
echo "  diff -r /tmp/outputs-then /tmp/outputs-now" >&2
echo "If the change is meant to alter these outputs, say which and why, and re-record: $0 --record" >&2
exit 1
