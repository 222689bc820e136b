#!/usr/bin/env bash
# Full javac -Xlint:all of a target tree, which check.sh cannot give: check.sh passes -nowarn, and
# -nowarn silences every lint category but the mandatory ones (unchecked, deprecation) even when
# JAVAC_EXTRA=-Xlint:all follows it. Runs check.sh --keep (same R classes, layout probe, sourcepath),
# then the same javac command without -nowarn, and counts the warnings in DIR's own files.
# usage: lint.sh DIR      (env: ENV=/tmp/android-oracle/env, TOOLS=/work/shared/tools/android)
set -euo pipefail
DIR="${1:?usage: lint.sh DIR}"
ENV="${ENV:-/tmp/android-oracle/env}"; TOOLS="${TOOLS:-/work/shared/tools/android}"
before=$(ls -d /tmp/android-oracle-check.* 2>/dev/null || true)
"$TOOLS/check.sh" --env "$ENV" --keep "$DIR" | tail -1
W=$(comm -13 <(echo "$before" | sort) <(ls -d /tmp/android-oracle-check.* | sort) | tail -1)
trap 'rm -rf "$W"' EXIT
. "$ENV/env.sh"
mkdir -p "$W/lint-out"
set +e
javac --release 8 -encoding UTF-8 -proc:none -implicit:none -Xlint:all -Xmaxwarns 10000 -Xmaxerrs 1000 \
  -d "$W/lint-out" -sourcepath "$W/gen:$SP" ${CP:+-cp "$CP"} @"$W/files.txt" > "$W/lint.log" 2>&1
rc=$?
set -e
total=$(grep -c ': warning:' "$W/lint.log" || true)
own=$(grep -c "^$W/in/.*: warning:" "$W/lint.log" || true)
grep -A3 "^$W/in/.*: warning:" "$W/lint.log" | sed "s#$W/in/#$DIR/#" || true
echo "lint.sh: javac -Xlint:all rc=$rc; warnings: $own in $DIR, $((total - own)) in library/framework sources javac read"
[ "$rc" = 0 ] && [ "$own" = 0 ]
