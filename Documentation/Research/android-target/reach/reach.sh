#!/usr/bin/env bash
# What a target tree reaches outside its own packages (and java.*), for signature-only stubs:
# runs check.sh --keep for the same R classes and sourcepath, then Reach.java with check.sh's javac options.
# usage: reach.sh DIR OWN_PACKAGE_PREFIX     (env: ENV=/tmp/android-oracle/env, TOOLS=/work/shared/tools/android)
set -euo pipefail
DIR="${1:?usage: reach.sh DIR OWN_PACKAGE_PREFIX}"; OWN="${2:?}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ENV="${ENV:-/tmp/android-oracle/env}"; TOOLS="${TOOLS:-/work/shared/tools/android}"
before=$(ls -d /tmp/android-oracle-check.* 2>/dev/null || true)
"$TOOLS/check.sh" --env "$ENV" --keep "$DIR" >&2
W=$(comm -13 <(echo "$before" | sort) <(ls -d /tmp/android-oracle-check.* | sort) | tail -1)
trap 'rm -rf "$W"' EXIT
. "$ENV/env.sh"
mkdir -p "$W/reach-out"
printf '%s\n' --release 8 -encoding UTF-8 -proc:none -implicit:none -nowarn -d "$W/reach-out" \
  -sourcepath "$W/gen:$SP" ${CP:+-cp "$CP"} > "$W/options.txt"
java "$HERE/Reach.java" "$OWN" @"$W/options.txt" @"$W/files.txt"
