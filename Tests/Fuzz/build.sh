#!/usr/bin/env bash
# Builds the libFuzzer targets into $FUZZ_BUILD (default .build/fuzz): ErrorTablesCore and ErrorTablesRuntime as
# static libraries instrumented for libFuzzer and AddressSanitizer, then one executable per target in
# Tests/Fuzz/<Target>/, linked against them. swiftc directly, so `swift build` and its .build/debug stay untouched.
set -euo pipefail
cd "$(dirname "$0")/../.."
SWIFTC="${SWIFTC:-swiftc}"
BUILD="${FUZZ_BUILD:-.build/fuzz}"
mkdir -p "$BUILD"
FLAGS=(-sanitize=fuzzer,address -O -g -swift-version 6 -I Sources/CCmark -I Sources/CGumbo -I "$BUILD" -L "$BUILD")
for package in libcmark gumbo; do
    read -r -a includes <<<"$(pkg-config --cflags-only-I "$package" 2>/dev/null || true)"
    for include in "${includes[@]}"; do FLAGS+=(-Xcc "$include"); done
done

# Rebuilds a library only when one of its sources is newer than it (or was added or removed).
library() {
    local module="$1" folder="$2"
    local sources
    mapfile -t sources < <(find "$folder" -name '*.swift' | sort)
    local stamp="$BUILD/lib$module.sources"
    if [[ -f "$BUILD/lib$module.a" && -f "$stamp" ]] && [[ "$(printf '%s\n' "${sources[@]}")" == "$(cat "$stamp")" ]] \
        && [[ -z "$(find "$folder" -name '*.swift' -newer "$BUILD/lib$module.a")" ]]; then
        return
    fi
    echo "fuzz: compiling $module (${#sources[@]} files)"
    "$SWIFTC" "${FLAGS[@]}" -parse-as-library -wmo -module-name "$module" -emit-library -static \
        -emit-module -emit-module-path "$BUILD/$module.swiftmodule" -o "$BUILD/lib$module.a" "${sources[@]}"
    printf '%s\n' "${sources[@]}" > "$stamp"
}

# target name, harness folder, library it tests, optional folder of harness code shared with another target
executable() {
    local name="$1" folder="$2" module="$3" shared="${4:-Tests/Fuzz/Support}"
    local output="$BUILD/fuzz-$name"
    if [[ -f "$output" && -z "$(find "$folder" "$shared" Tests/Fuzz/Support "$BUILD/lib$module.a" -newer "$output")" ]]; then
        return
    fi
    echo "fuzz: linking fuzz-$name"
    local extra=()
    if [[ "$module" == ErrorTablesCore ]]; then
        read -r -a extra <<<"$(pkg-config --libs libcmark gumbo 2>/dev/null || echo -lcmark -lgumbo)"
        extra+=(-lErrorTablesRuntime)
    fi
    local harness
    mapfile -t harness < <(find "$folder" "$shared" Tests/Fuzz/Support -maxdepth 1 -name '*.swift' | sort -u)
    "$SWIFTC" "${FLAGS[@]}" -parse-as-library -module-name "Fuzz${folder##*/}" -o "$output" \
        "${harness[@]}" -l"$module" "${extra[@]}" 2>&1 | { grep -v "Cannot export local symbol '__asan" || true; }
    [[ -x "$output" && -z "$(find "$folder" "$shared" Tests/Fuzz/Support -newer "$output")" ]]
}

# The runtime first: the core imports it (catalog keys and runtime names).
library ErrorTablesRuntime Sources/ErrorTablesRuntime
library ErrorTablesCore Sources/ErrorTablesCore
executable markdown Tests/Fuzz/Markdown ErrorTablesCore
executable pipeline Tests/Fuzz/Pipeline ErrorTablesCore
executable strings Tests/Fuzz/Strings ErrorTablesRuntime
executable xliff Tests/Fuzz/XLIFF ErrorTablesCore Tests/Fuzz/Import
executable xcstrings Tests/Fuzz/StringCatalog ErrorTablesCore Tests/Fuzz/Import
