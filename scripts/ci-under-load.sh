#!/usr/bin/env bash
# Runs CI (.ci/run) on a clean clone of this repository's HEAD while stress-ng keeps one core busy for the
# whole run: the tests must wait for what they need, not for an idle machine. Prints the time it took.
# Usage: bash scripts/ci-under-load.sh [clone folder, default /tmp/jdj-ci-under-load]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
clone="${1:-/tmp/jdj-ci-under-load}"

if ! command -v stress-ng >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq stress-ng >/dev/null
fi

rm -rf "$clone"
git clone -q "$repo" "$clone"

stress-ng --cpu 1 --timeout 0 --quiet &
stress=$!
trap 'kill "$stress" 2>/dev/null || true' EXIT

started=$(date +%s)
status=0
(cd "$clone" && CI=true bash .ci/run) || status=$?
elapsed=$(($(date +%s) - started))
printf '\n== .ci/run sous stress-ng --cpu 1 : code %s en %d min %02d s\n' "$status" $((elapsed / 60)) $((elapsed % 60))
exit "$status"
