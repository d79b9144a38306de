#!/usr/bin/env bash
# The Team Chat conformance suite in any CI (a plain shell recipe; docs/ci/github-actions.yml is the same for
# GitHub Actions). Start your server first, then:
#
#   TEAMCHAT_TGZ=vendor/teamchat-api-toolchain-0.1.0.tgz bash conformance.sh [more teamchat-conformance flags]
#
# Environment:
#   TEAMCHAT_TGZ       the packed suite: a path or URL of teamchat-api-toolchain-<version>.tgz (`npm pack` in a
#                      clone of the toolchain writes it). Required.
#   TEAMCHAT_URL       your server's base URL (default http://127.0.0.1:9991); the suite appends /api/v1
#   TEAMCHAT_ACCOUNTS  a JSON file of accounts per role; without it the suite logs in with --dev
#                      (POST /dev_fetch_api_key, development servers only)
#   TEAMCHAT_PREFIX    where to install the suite (default: a fresh temporary directory)
#   REPORTS_DIR        where the reports go (default ./reports): conformance.xml (JUnit), conformance.json
#   WAIT_SECONDS       how long to wait for the server to answer GET /api/v1/server_settings (default 60)
#
# Exits with the suite's exit code: 0 conformant, 1 violations, 2 usage or configuration error, 3 server
# unreachable or not this API. Upload $REPORTS_DIR/conformance.xml to your CI's test report view.
set -euo pipefail

tgz=${TEAMCHAT_TGZ:?set TEAMCHAT_TGZ to the packed suite (teamchat-api-toolchain-<version>.tgz)}
url=${TEAMCHAT_URL:-http://127.0.0.1:9991}
reports=${REPORTS_DIR:-reports}
prefix=${TEAMCHAT_PREFIX:-$(mktemp -d)}

# The suite and its runtime dependencies only (Node 20 or newer; no build step, no dev dependencies).
case "$tgz" in *://*) ;; *) tgz=$(cd "$(dirname "$tgz")" && pwd)/$(basename "$tgz") ;; esac
mkdir -p "$prefix"
[ -f "$prefix/package.json" ] || echo '{ "private": true }' > "$prefix/package.json"
(cd "$prefix" && npm install --omit=dev --no-audit --no-fund --prefer-offline "$tgz" >/dev/null)

# Wait until the server answers.
deadline=$(( $(date +%s) + ${WAIT_SECONDS:-60} ))
until node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$url/api/v1/server_settings"; do
  if [ "$(date +%s)" -ge "$deadline" ]; then
    echo "conformance.sh: $url did not answer GET /api/v1/server_settings within ${WAIT_SECONDS:-60} s" >&2
    exit 3
  fi
  sleep 1
done

if [ -n "${TEAMCHAT_ACCOUNTS:-}" ]; then login=(--accounts "$TEAMCHAT_ACCOUNTS"); else login=(--dev); fi
mkdir -p "$reports"
"$prefix/node_modules/.bin/teamchat-conformance" --url "$url" "${login[@]}" \
  --reporter pretty --reporter "junit=$reports/conformance.xml" --reporter "json=$reports/conformance.json" "$@"
