#!/usr/bin/env bash
# Builds and tests the consumer packages in Examples/ from a clean state, as a user of ErrorTables would
# (run by `make integration`, which .ci/run runs after `make test`):
#
#   ShopKit          applies the build plugin to its own docs (Docs/ShopKit, en + de). Also checks that a
#                    build with nothing changed does not run the generator, that editing one translation
#                    does, that the command plugin writes byte-identical files, and that a pointer file
#                    leaving the package fails the build with an error naming it. Its texts are resources of
#                    the target ("catalogs": "resources"): a fix in the built de.lproj table shows without a
#                    build, and a text missing there falls back to the compiled one (shopkit_resources).
#   CheckedInErrors  checks generated code in (Sources/Payments/Generated); its test runs `error-tables check`,
#                    which passes as checked in and fails after an edit to the docs.
#
# Each example builds ErrorTables from this checkout in its own .build folder (nothing is rebuilt needlessly:
# one clean build per example, then incremental builds and `--skip-build` test runs). Files the script edits
# are backed up and restored on exit, also when a step fails or is interrupted.
set -euo pipefail

SWIFT="${SWIFT:-swift}"
EXAMPLES="$(cd "$(dirname "$0")" && pwd)"
SCRATCH="$(mktemp -d)"
GENERATOR_RAN="Generating error types from"   # ErrorTablesPlugin's display name
BACKUPS=()                                   # files to restore from $SCRATCH on exit
CLEANUP=()                                   # folders to remove on exit

restore() {
    local file
    for file in ${BACKUPS[@]+"${BACKUPS[@]}"}; do
        cp "$SCRATCH/backup/$file" "$EXAMPLES/$file"   # a new modification time: builds see the change
        echo "   restored $file"
    done
    BACKUPS=()
    for file in ${CLEANUP[@]+"${CLEANUP[@]}"}; do rm -rf "${EXAMPLES:?}/$file"; done
    CLEANUP=()
}
trap 'status=$?; restore; rm -rf "$SCRATCH"; exit $status' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

step() { echo "== integration: $*"; }
fail() {
    echo "integration: FAILED: $*" >&2
    exit 1
}

# backup <path relative to Examples/>: keeps a copy that restore puts back.
backup() {
    mkdir -p "$SCRATCH/backup/$(dirname "$1")"
    cp -p "$EXAMPLES/$1" "$SCRATCH/backup/$1"
    BACKUPS+=("$1")
}

# build <log name>: builds everything, tests included, keeping the output in $SCRATCH/<log name>.log.
build() {
    if ! "$SWIFT" build --build-tests >"$SCRATCH/$1.log" 2>&1; then
        cat "$SCRATCH/$1.log" >&2
        fail "swift build in $PWD"
    fi
    grep -E '^(warning|error):|: (warning|error):' "$SCRATCH/$1.log" || true
    tail -n 1 "$SCRATCH/$1.log"
}

generator_runs() { grep -c "$GENERATOR_RAN" "$SCRATCH/$1.log" || true; }

# --- ShopKit: the build plugin ------------------------------------------------------------------------------
# The incremental checks come first, as consecutive `swift build`s: `swift test` plans the build differently
# (testable executables), so the first `swift build` after it relinks the plugin's tool and, the tool being an
# input of the generator's command, runs the generator once more. For the same kind of reason, SwiftPM on Linux
# relinks the tool once in the build after a clean build (the plugin-tools build and the main build both
# produce it); the settle step allows exactly that and nothing else.
shopkit() {
    cd "$EXAMPLES/ShopKit"
    step "ShopKit: clean build (ErrorTables, the generator, ShopKitErrors, shopkit-demo, tests)"
    rm -rf .build
    build shopkit-first
    [[ "$(generator_runs shopkit-first)" == 1 ]] || fail "the first build did not run the generator once"

    step "ShopKit: settle build (the generator may run only if SwiftPM relinked its tool)"
    build shopkit-settle
    if [[ "$(generator_runs shopkit-settle)" != 0 ]]; then
        grep -q "Linking error-tables-tool" "$SCRATCH/shopkit-settle.log" \
            || fail "the generator ran although neither its inputs nor its tool changed"
        echo "   SwiftPM relinked error-tables-tool, so the generator ran once more"
    fi

    step "ShopKit: a build with nothing changed must not run the generator"
    build shopkit-noop
    [[ "$(generator_runs shopkit-noop)" == 0 ]] \
        || fail "the no-op build ran the generator: $(grep -E "Linking|$GENERATOR_RAN" "$SCRATCH/shopkit-noop.log")"
    echo "   generator not run"

    step "ShopKit: editing one translation (Docs/ShopKit/de.md) must run the generator again"
    backup ShopKit/Docs/ShopKit/de.md
    sed -i.sed 's/Die Menge muss zwischen 1 und 99 liegen\./& /' Docs/ShopKit/de.md && rm -f Docs/ShopKit/de.md.sed
    cmp -s Docs/ShopKit/de.md "$SCRATCH/backup/ShopKit/Docs/ShopKit/de.md" && fail "the edit of de.md changed nothing"
    build shopkit-edit
    [[ "$(generator_runs shopkit-edit)" == 1 ]] || fail "editing de.md did not run the generator"
    grep "$GENERATOR_RAN" "$SCRATCH/shopkit-edit.log"
    restore
    build shopkit-restored

    step "ShopKit: swift test"
    "$SWIFT" test --skip-build

    step "ShopKit: shopkit-demo"
    .build/debug/shopkit-demo | tee "$SCRATCH/demo.txt"
    grep -q "de: Die Menge muss zwischen 1 und 99 liegen." "$SCRATCH/demo.txt" \
        || fail "shopkit-demo did not print the German text of Docs/ShopKit/de.md"

    step "ShopKit: the command plugin writes the same files as the build plugin"
    CLEANUP+=(ShopKit/Sources/ShopKitErrors/Generated)
    "$SWIFT" package --allow-writing-to-package-directory generate-error-tables --target ShopKitErrors
    local built
    built="$(ls -d .build/plugins/outputs/*/ShopKitErrors/destination/ErrorTablesPlugin/GeneratedSources)" \
        || fail "no build plugin output for ShopKitErrors under .build/plugins/outputs"
    diff -r "$built" Sources/ShopKitErrors/Generated || fail "generate-error-tables and the build plugin disagree"
    echo "   identical: $(ls Sources/ShopKitErrors/Generated | tr '\n' ' ')"
    restore

    step "ShopKit: a plugin pointer that leaves the package fails the build, naming the pointer file"
    backup ShopKit/Sources/ShopKitErrors/error-tables-plugin.json
    echo '{ "spec": "../../../elsewhere" }' >Sources/ShopKitErrors/error-tables-plugin.json
    "$SWIFT" build >"$SCRATCH/pointer.log" 2>&1 && fail "a build with a pointer leaving the package succeeded"
    grep -F "Sources/ShopKitErrors/error-tables-plugin.json:1:11: error: '../../../elsewhere' leaves the package" \
        "$SCRATCH/pointer.log" || { cat "$SCRATCH/pointer.log" >&2; fail "the error did not name the pointer file"; }
    restore
}

# --- ShopKit: texts read from the target's resources ("catalogs": "resources") ---------------------------------
# Docs/ShopKit/error-tables.json says "catalogs": "resources": the build plugin declares
# <language>.lproj/ShopKitErrors.strings as outputs, SwiftPM copies them into the target's resource bundle, and
# the generated code reads them through Bundle.module before the texts compiled into it. A translator's fix in
# the built resource shows without regenerating or recompiling anything; a text missing from it falls back to
# the compiled one. Runs after shopkit(), in the same .build.
shopkit_resources() {
    cd "$EXAMPLES/ShopKit"
    step "ShopKit resources: the build puts en.lproj and de.lproj/ShopKitErrors.strings into the resource bundle"
    build shopkit-resources
    local bundle
    bundle="$(ls -d .build/debug/*ShopKitErrors.resources 2>/dev/null | head -n 1)"
    [[ -n "$bundle" ]] || fail "no ShopKitErrors resource bundle under .build/debug"
    local language
    for language in en de; do
        [[ -f "$bundle/$language.lproj/ShopKitErrors.strings" ]] \
            || fail "$bundle has no $language.lproj/ShopKitErrors.strings"
    done
    echo "   $(cd "$bundle" && ls -d ./*.lproj/* | tr '\n' ' ')"
    local table="$bundle/de.lproj/ShopKitErrors.strings"
    local original="Die Menge muss zwischen 1 und 99 liegen."
    local fixed="Bitte eine Menge von 1 bis 99 wählen."
    grep -qF "\"$original\"" "$table" || fail "$table does not hold the German text of Docs/ShopKit/de.md"

    step "ShopKit resources: a translator's fix in the built de.lproj table shows without a build"
    backup "ShopKit/$table"
    local demo=.build/debug/shopkit-demo
    local before
    before="$(stat -c %Y "$demo")"
    sed -i.sed "s/$original/$fixed/" "$table" && rm -f "$table.sed"
    "$demo" >"$SCRATCH/resources-fixed.txt"
    grep -F "de: $fixed" "$SCRATCH/resources-fixed.txt" || {
        cat "$SCRATCH/resources-fixed.txt" >&2
        fail "shopkit-demo did not show the fixed German text from $table"
    }
    [[ "$(stat -c %Y "$demo")" == "$before" ]] || fail "shopkit-demo was rebuilt"

    step "ShopKit resources: a text missing from the resource falls back to the text compiled into the code"
    grep -vF "\"$fixed\"" "$table" >"$SCRATCH/without.strings"
    cp "$SCRATCH/without.strings" "$table"
    "$demo" >"$SCRATCH/resources-missing.txt"
    grep -F "de: $original" "$SCRATCH/resources-missing.txt" || {
        cat "$SCRATCH/resources-missing.txt" >&2
        fail "shopkit-demo did not fall back to the compiled German text"
    }
    restore
}

# --- CheckedInErrors: checked-in generated code and `error-tables check` ------------------------------------
checked_in() {
    cd "$EXAMPLES/CheckedInErrors"
    step "CheckedInErrors: clean build (ErrorTables, Payments with checked-in code, tests)"
    rm -rf .build
    build checked-in
    [[ "$(generator_runs checked-in)" == 0 ]] || fail "CheckedInErrors ran the build plugin; it must not apply it"

    step "CheckedInErrors: swift test (runs error-tables check on Sources/Payments/Generated)"
    "$SWIFT" test --skip-build || fail "CheckedInErrors' tests failed. When the generator's output or the docs \
changed on purpose, regenerate the checked-in code and review the diff: (cd Examples/CheckedInErrors && \
swift package --allow-writing-to-package-directory generate-error-tables)"

    step "CheckedInErrors: after an edit to the docs (Sources/Payments/fr.md), check must fail"
    backup CheckedInErrors/Sources/Payments/fr.md
    sed -i.sed 's/Ce paiement a déjà été remboursé\./Ce paiement a déjà été remboursé intégralement./' \
        Sources/Payments/fr.md && rm -f Sources/Payments/fr.md.sed
    cmp -s Sources/Payments/fr.md "$SCRATCH/backup/CheckedInErrors/Sources/Payments/fr.md" \
        && fail "the edit of fr.md changed nothing"
    if "$SWIFT" test --skip-build --filter GeneratedCodeInSyncTests >"$SCRATCH/drift.log" 2>&1; then
        cat "$SCRATCH/drift.log"
        fail "error-tables check passed although fr.md changed"
    fi
    grep -q "PaymentsErrorTexts.swift" "$SCRATCH/drift.log" || {
        cat "$SCRATCH/drift.log"
        fail "the failing check did not name Generated/PaymentsErrorTexts.swift"
    }
    grep -m 3 "PaymentsErrorTexts.swift\|intégralement" "$SCRATCH/drift.log" | sed 's/^/   /'
    echo "   check failed as it should"
    restore

    step "CheckedInErrors: restored, check passes again"
    "$SWIFT" test --skip-build --filter GeneratedCodeInSyncTests >"$SCRATCH/restored.log" 2>&1 || {
        cat "$SCRATCH/restored.log"
        fail "check fails after restoring fr.md"
    }
    tail -n 1 "$SCRATCH/restored.log"
}

shopkit
shopkit_resources
checked_in
echo "integration: 2 examples passed"
