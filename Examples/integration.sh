#!/usr/bin/env bash
# Builds and tests the consumer packages in Examples/ from a clean state, as a user of ErrorTables would
# (run by `make integration`, which .ci/run runs after `make test`):
#
#   ShopKit          applies the build plugin to its own docs (Docs/ShopKit, en + de). Also checks that a
#                    build with nothing changed does not run the generator, that editing one translation
#                    or adding one does, that the plugin's warnings carry absolute paths, that removing a
#                    translation works as the README's known limitations say, that the command plugin writes
#                    byte-identical files, and that a pointer file naming no folder or leaving the package
#                    fails the build with an error naming it. Its texts are resources of the target
#                    ("catalogs": "resources"): a fix in the built de.lproj table shows without a build, and a
#                    text missing there falls back to the compiled one (shopkit_resources).
#   CheckedInErrors  checks generated code in (Sources/Payments/Generated); its test runs `error-tables check`
#                    and the command plugin's `--check` runs it too: both pass as checked in and fail after an
#                    edit to the docs.
#   UploadKit        depends on the ErrorTablesRuntime product only, with checked-in generated code: its
#                    verbose build log must show neither cmark/libgumbo (CCmark, CGumbo) nor the generator
#                    (ErrorTablesCore, ErrorTablesCommands, the error-tables tool).
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
# INTEGRATION_LOGS=<dir> keeps every build log there (for a failure that does not show in the output).
trap 'status=$?; restore; [[ -n "${INTEGRATION_LOGS:-}" ]] && cp -r "$SCRATCH" "$INTEGRATION_LOGS"; rm -rf "$SCRATCH"; exit $status' EXIT
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

# built_texts: the ShopKitErrorTexts.swift the build plugin generated.
built_texts() { ls .build/plugins/outputs/*/ShopKitErrors/destination/ErrorTablesPlugin/GeneratedSources/ShopKitErrorTexts.swift; }

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
    local started
    started=$(date +%s%N)
    build shopkit-first
    SOURCE_PLUGIN_MS=$((($(date +%s%N) - started) / 1000000))
    [[ "$(generator_runs shopkit-first)" == 1 ]] || fail "the first build did not run the generator once"
    # What the source-built plugin generated, for the prebuilt plugin's comparison (prebuilt, below).
    cp -R "$(dirname "$(built_texts)")" "$SCRATCH/source-plugin-output"

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

    step "ShopKit: --check without --target checks the docs of a target with no Generated/ folder"
    "$SWIFT" package --allow-writing-to-package-directory generate-error-tables --check >"$SCRATCH/docs-only.log" 2>&1 \
        || { cat "$SCRATCH/docs-only.log" >&2; fail "generate-error-tables --check failed on ShopKit's docs"; }
    grep -F "note: target 'ShopKitErrors' has no Sources/ShopKitErrors/Generated folder, so only its docs are checked" \
        "$SCRATCH/docs-only.log" || { cat "$SCRATCH/docs-only.log" >&2; fail "no note about the docs-only check"; }

    step "ShopKit: a plugin pointer that leaves the package fails the build, naming the pointer file"
    backup ShopKit/Sources/ShopKitErrors/error-tables-plugin.json
    echo '{ "spec": "../../../elsewhere" }' >Sources/ShopKitErrors/error-tables-plugin.json
    touch Package.swift   # SwiftPM runs the plugin again only for a new plan
    "$SWIFT" build >"$SCRATCH/pointer.log" 2>&1 && fail "a build with a pointer leaving the package succeeded"
    # SwiftPM prints the plugin's diagnostic after its own "error: " (the plugin leaves out its own severity).
    grep -E "^error: /.*/Sources/ShopKitErrors/error-tables-plugin\.json:1:11: '\.\./\.\./\.\./elsewhere' leaves the package" \
        "$SCRATCH/pointer.log" || { cat "$SCRATCH/pointer.log" >&2; fail "the error did not name the pointer file"; }
    restore

    # Last, as each changes what SwiftPM planned: what the README's known limitations say about a spec folder
    # outside the target, checked on the generated files themselves.
    step "ShopKit: adding a language (Docs/ShopKit/fr.md) regenerates at the next build; a warning names its file in full"
    # The documents' folder is an input of the generator's build command, so adding a file to it runs the
    # generator although SwiftPM does not run the plugin again. Emptying a cell of de.md gives a warning.
    backup ShopKit/Docs/ShopKit/de.md
    CLEANUP+=(ShopKit/Docs/ShopKit/fr.md)
    sed 's/Die Menge muss zwischen 1 und 99 liegen\./La quantité doit être comprise entre 1 et 99./' \
        Docs/ShopKit/de.md >Docs/ShopKit/fr.md
    sed -i.sed 's/| Die Menge muss zwischen 1 und 99 liegen\. |/| |/' Docs/ShopKit/de.md && rm -f Docs/ShopKit/de.md.sed
    build shopkit-added
    [[ "$(generator_runs shopkit-added)" -ge 1 ]] || fail "adding fr.md did not run the generator"
    grep -q "La quantité doit être comprise entre 1 et 99." "$(built_texts)" \
        || fail "the generated texts lack fr.md's text: $(built_texts)"
    echo "   fr.md's text is in $(basename "$(built_texts)")"
    grep -E '^/[^:]*/Docs/ShopKit/de\.md:[0-9]+:[0-9]+: warning: ' "$SCRATCH/shopkit-added.log" \
        || fail "the build plugin's warning does not name de.md by its absolute path"

    step "ShopKit: removing fr.md (README, known limitations: SwiftPM plans again after touch Package.swift)"
    restore
    if "$SWIFT" build --build-tests >"$SCRATCH/shopkit-removed.log" 2>&1; then
        echo "   the build succeeded: fr.md was added after SwiftPM last planned, so it was no input"
    else
        grep -F "missing inputs" "$SCRATCH/shopkit-removed.log" || {
            cat "$SCRATCH/shopkit-removed.log" >&2
            fail "removing fr.md failed the build in a way the README does not describe"
        }
        touch Package.swift
        build shopkit-replanned
    fi
    grep -q "La quantité" "$(built_texts)" && fail "fr.md's text is still generated after removing fr.md"
    echo "   fr.md's text is gone"

    step "ShopKit: a pointer file naming a missing folder fails the build, naming the pointer file"
    backup ShopKit/Sources/ShopKitErrors/error-tables-plugin.json
    echo '{ "spec": "../../Docs/Nowhere" }' >Sources/ShopKitErrors/error-tables-plugin.json
    # Without a new plan the generator runs (the pointer is its input) and refuses the edited pointer.
    "$SWIFT" build --build-tests >"$SCRATCH/nowhere.log" 2>&1 && fail "a build with a pointer to no folder succeeded"
    grep -E "error-tables-plugin.json:1:1: error: this file names '../../Docs/Nowhere' now|\
error-tables-plugin.json:1:11: '../../Docs/Nowhere' names no folder" "$SCRATCH/nowhere.log" \
        || { cat "$SCRATCH/nowhere.log" >&2; fail "the error did not name the pointer file"; }
    touch Package.swift   # a new plan: the plugin itself reads the pointer
    "$SWIFT" build --build-tests >"$SCRATCH/nowhere2.log" 2>&1 && fail "a build with a pointer to no folder succeeded"
    grep -E "^error: /.*/Sources/ShopKitErrors/error-tables-plugin\.json:1:11: '\.\./\.\./Docs/Nowhere' names no folder" \
        "$SCRATCH/nowhere2.log" || { cat "$SCRATCH/nowhere2.log" >&2; fail "the plugin did not name the pointer file"; }
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

    step "CheckedInErrors: check-error-tables (the command plugin CI runs, no write permission) passes as checked in"
    "$SWIFT" package check-error-tables >"$SCRATCH/plugin-check.log" 2>&1 \
        || { cat "$SCRATCH/plugin-check.log" >&2; fail "check-error-tables fails on the checked-in code"; }
    grep -F "check-error-tables: no target disagrees with its docs (1 checked)" "$SCRATCH/plugin-check.log" \
        || { cat "$SCRATCH/plugin-check.log" >&2; fail "check-error-tables did not say that it checked the target"; }

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
    if "$SWIFT" package --allow-writing-to-package-directory generate-error-tables --check \
        >"$SCRATCH/plugin-drift.log" 2>&1; then
        cat "$SCRATCH/plugin-drift.log"
        fail "generate-error-tables --check passed although fr.md changed"
    fi
    grep -E "^Sources/Payments/Generated/PaymentsErrorTexts.swift:[0-9]+:1: error: generated file is stale" \
        "$SCRATCH/plugin-drift.log" || { cat "$SCRATCH/plugin-drift.log" >&2; fail "--check did not name the file"; }
    grep -F "targets that disagree with their docs: 'Payments' (1 of 1 checked)" "$SCRATCH/plugin-drift.log" \
        || { cat "$SCRATCH/plugin-drift.log" >&2; fail "--check did not name the target"; }
    git -C "$EXAMPLES" status --porcelain -- CheckedInErrors/Sources/Payments/Generated | grep . \
        && fail "--check wrote into Sources/Payments/Generated"
    restore

    step "CheckedInErrors: restored, check passes again"
    "$SWIFT" test --skip-build --filter GeneratedCodeInSyncTests >"$SCRATCH/restored.log" 2>&1 || {
        cat "$SCRATCH/restored.log"
        fail "check fails after restoring fr.md"
    }
    tail -n 1 "$SCRATCH/restored.log"
}

# --- UploadKit: a consumer of the runtime only builds no C target and no generator --------------------------
# SwiftPM prepares the build plugins of every target that a product of a dependency reaches, used or not: if
# any product of ErrorTables held a target with `plugins:`, this build would compile the error-tables tool
# and with it cmark and libgumbo. The plugin scripts themselves (Swift against PackagePlugin only) are
# compiled, as for every plugin product of a dependency; that is all of ErrorTables besides the runtime.
# What would appear in the verbose log: the C modules' module maps and link flags, the plugin tool's product, and
# the generator's modules compiled.
SOURCE_PLUGIN_MS=0                           # ShopKit's clean build with the source-built plugin (shopkit), in ms
RUNTIME_ONLY_FORBIDDEN='CCmark|CGumbo|-lcmark|-lgumbo|error-tables-tool'
RUNTIME_ONLY_FORBIDDEN+='|-module-name (ErrorTablesCore|ErrorTablesCommands|error_tables)( |$)'
runtime_only() {
    cd "$EXAMPLES/UploadKit"
    step "UploadKit: clean verbose build (ErrorTablesRuntime, UploadErrors with checked-in code, demo, tests)"
    rm -rf .build
    if ! "$SWIFT" build --build-tests -v >"$SCRATCH/runtime-only.log" 2>&1; then
        cat "$SCRATCH/runtime-only.log" >&2
        fail "swift build in $PWD"
    fi
    tail -n 1 "$SCRATCH/runtime-only.log"
    grep -qE -- '-module-name ErrorTablesRuntime( |$)' "$SCRATCH/runtime-only.log" \
        || fail "the verbose log does not show ErrorTablesRuntime compiled: the check below would prove nothing"
    if grep -nE -- "$RUNTIME_ONLY_FORBIDDEN" "$SCRATCH/runtime-only.log" >"$SCRATCH/runtime-only-offending.log"; then
        echo "integration: the build of a runtime-only consumer built C libraries or the generator." >&2
        echo "   $(wc -l <"$SCRATCH/runtime-only-offending.log") lines of the verbose log match; what they name:" >&2
        grep -oE -- "$RUNTIME_ONLY_FORBIDDEN" "$SCRATCH/runtime-only-offending.log" | sort | uniq -c >&2
        echo "   the first of them:" >&2
        cut -c1-300 "$SCRATCH/runtime-only-offending.log" | head -n 5 >&2
        echo "   Does a product of ErrorTables hold a target that applies the build plugin (\`plugins:\`)?" >&2
        fail "UploadKit, which depends only on ErrorTablesRuntime, built cmark, libgumbo or error-tables"
    fi
    echo "   modules compiled: $(grep -oE -- '-module-name [A-Za-z_]+' "$SCRATCH/runtime-only.log" \
        | sort -u | cut -d' ' -f2 | tr '\n' ' ')"
    echo "   no CCmark, CGumbo, ErrorTablesCore, ErrorTablesCommands or error-tables"

    step "UploadKit: swift test"
    "$SWIFT" test --skip-build

    step "UploadKit: upload-demo"
    .build/debug/upload-demo | tee "$SCRATCH/upload-demo.txt"
    grep -q "es: El archivo ocupa más de 2 GB." "$SCRATCH/upload-demo.txt" \
        || fail "upload-demo did not print the Spanish text of Docs/Uploads/es.md"
}
# --- end of UploadKit --------------------------------------------------------------------------------------

# --- Prebuilt: the plugins of Plugins/Prebuilt run a prebuilt error-tables ----------------------------------
# ShopKit again, in a copy whose manifest depends on Plugins/Prebuilt (the runtime, and plugins running the
# artifact bundle that `make artifactbundle` builds, with cmark and libgumbo linked in) instead of ErrorTables. pkg-config is
# pointed at an empty folder, so neither C library can be found: the verbose build log must compile no C target
# and no generator, the generated files must be byte-identical to the source-built plugin's (shopkit), and
# the demo must run. Both clean-build times are printed.
prebuilt() {
    step "Prebuilt: make artifactbundle"
    SWIFT="$SWIFT" bash "$EXAMPLES/../Plugins/Prebuilt/artifactbundle.sh" >"$SCRATCH/artifactbundle.log" 2>&1 \
        || { cat "$SCRATCH/artifactbundle.log" >&2; fail "make artifactbundle"; }
    grep -E '^   shared libraries needed|^error-tables ' "$SCRATCH/artifactbundle.log"
    local copy="$SCRATCH/PrebuiltShopKit" root
    root="$(cd "$EXAMPLES/.." && pwd)"
    rm -rf "$copy" && mkdir -p "$copy"
    (cd "$EXAMPLES/ShopKit" && cp -R Package.swift Docs Sources Tests "$copy/")
    rm -rf "$copy/Sources/ShopKitErrors/Generated"
    # The one dependency changes: ErrorTablesPrebuilt (identity "Prebuilt", its folder) instead of ErrorTables.
    sed -i.sed -e "s|\.package(name: \"ErrorTables\", path: \"../..\")|.package(path: \"$root/Plugins/Prebuilt\")|" \
        -e 's|package: "ErrorTables")|package: "Prebuilt")|g' "$copy/Package.swift" && rm -f "$copy/Package.swift.sed"
    grep -q "Plugins/Prebuilt" "$copy/Package.swift" && ! grep -q 'package: "ErrorTables")' "$copy/Package.swift" \
        || fail "the copy's manifest was not rewritten"

    step "Prebuilt: clean verbose build of ShopKit with the prebuilt plugin, cmark and libgumbo hidden from pkg-config"
    mkdir -p "$SCRATCH/no-pkg-config"
    cd "$copy"
    local started milliseconds
    started=$(date +%s%N)
    if ! PKG_CONFIG_PATH="$SCRATCH/no-pkg-config" PKG_CONFIG_LIBDIR="$SCRATCH/no-pkg-config" \
        "$SWIFT" build --build-tests -v >"$SCRATCH/prebuilt.log" 2>&1; then
        cat "$SCRATCH/prebuilt.log" >&2
        fail "swift build of ShopKit with the prebuilt plugin"
    fi
    milliseconds=$((($(date +%s%N) - started) / 1000000))
    tail -n 1 "$SCRATCH/prebuilt.log"
    # A verbose build prints the command, not its display name: the bundle's executable running generate.
    grep -qE 'error-tables\.artifactbundle/[^ ]*/bin/error-tables generate ' "$SCRATCH/prebuilt.log" \
        || fail "the prebuilt plugin did not run the bundle's error-tables"
    grep -qE -- '-module-name ShopKitErrors( |$)' "$SCRATCH/prebuilt.log" \
        || fail "the verbose log does not show ShopKitErrors compiled: the check below would prove nothing"
    if grep -nE -- "$RUNTIME_ONLY_FORBIDDEN" "$SCRATCH/prebuilt.log" >"$SCRATCH/prebuilt-offending.log"; then
        grep -oE -- "$RUNTIME_ONLY_FORBIDDEN" "$SCRATCH/prebuilt-offending.log" | sort | uniq -c >&2
        cut -c1-300 "$SCRATCH/prebuilt-offending.log" | head -n 5 >&2
        fail "ShopKit with the prebuilt plugin built cmark, libgumbo or the generator"
    fi
    echo "   no CCmark, CGumbo, ErrorTablesCore, ErrorTablesCommands or error-tables compiled"
    diff -r "$SCRATCH/source-plugin-output" "$(dirname "$(built_texts)")" \
        || fail "the prebuilt and the source-built plugin generated different files"
    echo "   generated files identical to the source-built plugin's: $(ls "$SCRATCH/source-plugin-output" | tr '\n' ' ')"
    "$SWIFT" test --skip-build >"$SCRATCH/prebuilt-test.log" 2>&1 \
        || { cat "$SCRATCH/prebuilt-test.log" >&2; fail "ShopKit's tests with the prebuilt plugin"; }
    .build/debug/shopkit-demo | grep -q "de: Die Menge muss zwischen 1 und 99 liegen." \
        || fail "shopkit-demo with the prebuilt plugin did not print the German text"
    echo "   clean build of ShopKit: $((milliseconds / 1000)).$((milliseconds % 1000 / 100)) s with the prebuilt plugin," \
        "$((SOURCE_PLUGIN_MS / 1000)).$((SOURCE_PLUGIN_MS % 1000 / 100)) s with the source-built one (shopkit)"
    cd "$EXAMPLES"
    rm -rf "$copy"
}
# --- end of Prebuilt ---------------------------------------------------------------------------------------

shopkit
shopkit_resources
checked_in
runtime_only
prebuilt
echo "integration: 4 examples passed"
