#!/usr/bin/env bash
# A conformance gate with a baseline, for any CI: every run draws a fresh seed (the suite explores another part of
# the input space each time) and fails only on departures that are not in the baseline, the known failures a team
# records once and commits. A departure that is new turns the gate red; so does a baseline file that is missing
# (a typo or an uncommitted file never disables the gate). test/gate/ci-script.test.ts runs it: green twice with
# two seeds against a server with known departures, red with a new one, red without the file.
#
#   Once, to record the baseline (then commit it):  UPDATE_BASELINE=1 bash baseline-gate.sh
#   In CI, on every push:                           bash baseline-gate.sh [more teamchat-conformance flags]
#
# Environment:
#   TEAMCHAT_CONFORMANCE  how to start the suite (default: npx --no-install teamchat-conformance; e.g. the bin's path
#                         "$prefix/node_modules/.bin/teamchat-conformance" as docs/ci/conformance.sh installs it)
#   TEAMCHAT_URL          your server's base URL (default http://127.0.0.1:9991)
#   TEAMCHAT_ACCOUNTS     a JSON file of accounts per role; without it --dev (development servers only)
#   BASELINE              the baseline file (default conformance-baseline.json)
#   SEED                  a fixed seed (default: a fresh one each run; the report and every replay line name it)
#   UPDATE_BASELINE       non-empty: record this run's failures as the baseline (--update-baseline)
#   REPORTS_DIR           where the reports go (default ./reports): conformance.xml (JUnit), conformance.json
#
# Exit codes are the suite's: 0 nothing new, 1 a new departure (or a crashed rule), 2 usage or configuration error
# (a missing baseline among them), 3 server unreachable.
set -euo pipefail

read -r -a suite <<< "${TEAMCHAT_CONFORMANCE:-npx --no-install teamchat-conformance}"
url=${TEAMCHAT_URL:-http://127.0.0.1:9991}
baseline=${BASELINE:-conformance-baseline.json}
reports=${REPORTS_DIR:-reports}
# A fresh seed per run, within the suite's range (0 .. 2^31-1).
seed=${SEED:-$(( $(od -An -N4 -tu4 /dev/urandom | tr -d ' ') % 2147483647 ))}

if [ -n "${TEAMCHAT_ACCOUNTS:-}" ]; then login=(--accounts "$TEAMCHAT_ACCOUNTS"); else login=(--dev); fi
update=()
if [ -n "${UPDATE_BASELINE:-}" ]; then update=(--update-baseline); fi
mkdir -p "$reports"
echo "baseline-gate.sh: seed $seed, baseline $baseline" >&2
exec "${suite[@]}" --url "$url" "${login[@]}" --seed "$seed" --baseline "$baseline" ${update[@]+"${update[@]}"} \
  --reporter pretty --reporter "junit=$reports/conformance.xml" --reporter "json=$reports/conformance.json" "$@"
