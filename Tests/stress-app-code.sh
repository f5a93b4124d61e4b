#!/usr/bin/env bash
# Runs the AppAcceptanceTests target (a team's app and eight suites, each letting the app run
# once with `await tester.settle()`, and the eleven specs of `Specs/` replayed against a second
# app's code, whose events are the ninth trace) and VoIPDelegateTests (a VoIP app's registry and
# provider delegates, seven traces, one `settle()` each) RUNS times, PROCESSES test processes side by side each
# time (Swift Testing runs the eight suites of each process in parallel), and fails on the
# first failed test or the first trace that differs from the first run's.
#
#   Tests/stress-app-code.sh [RUNS] [PROCESSES]      # defaults: 20 runs, 8 processes
#
# Builds the tests first (debug, warnings as errors). Set STRESS_SKIP_BUILD=1 to reuse a build,
# and STRESS_BINARY to a copy of the test bundle's executable to run that one (a long run that
# must not see a rebuild).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20}
processes=${2:-8}
if [[ -z "${STRESS_SKIP_BUILD:-}" ]]; then
  swift build --build-tests -Xswiftc -warnings-as-errors >/dev/null
fi
binary=${STRESS_BINARY:-$(find .build/debug/ -maxdepth 1 -name '*PackageTests.xctest' | head -n 1)}
if [[ -z "$binary" ]]; then
  echo "stress-app-code: no test bundle under .build/debug; build the tests first" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
reference="$work/reference"
for ((run = 1; run <= runs; run++)); do
  pids=()
  for ((process = 1; process <= processes; process++)); do
    folder="$work/run-$run-$process"
    mkdir -p "$folder"
    # A watchdog: a run that hangs is killed after 120 seconds and counts as a failure.
    APP_ACCEPTANCE_TRACES="$folder" timeout 120 "$binary" --testing-library swift-testing --filter 'AppAcceptanceTests|VoIPDelegateTests' \
      >"$folder.log" 2>&1 &
    pids+=("$!")
  done
  for ((process = 1; process <= processes; process++)); do
    folder="$work/run-$run-$process"
    if ! wait "${pids[$((process - 1))]}"; then
      echo "stress-app-code: run $run, process $process failed:" >&2
      cat "$folder.log" >&2
      exit 1
    fi
    count=$(find "$folder" -name '*.txt' | wc -l)
    if [[ "$count" -ne 16 ]]; then
      echo "stress-app-code: run $run, process $process wrote $count traces, not 16 (9 acceptance, 7 VoIP)" >&2
      exit 1
    fi
    if [[ ! -d "$reference" ]]; then
      cp -r "$folder" "$reference"
    elif ! diff -r "$reference" "$folder" >&2; then
      echo "stress-app-code: run $run, process $process gave a trace that differs from the first run's" >&2
      exit 1
    fi
    rm -rf "$folder" "$folder.log"
  done
  echo "stress-app-code: run $run of $runs passed ($((run * processes)) processes)"
done
echo "stress-app-code: $runs runs of $processes processes side by side, $((runs * processes * 16)) traces, every trace identical"
