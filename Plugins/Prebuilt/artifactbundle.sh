#!/usr/bin/env bash
# make artifactbundle: builds `error-tables` for release into an artifact bundle (SE-0305) that the plugins of
# this folder's package run, so that their users build no C library and no generator.
#
#   Plugins/Prebuilt/Artifacts/error-tables.artifactbundle/      what Package.swift here uses by default
#       info.json                                                the executable artifact and its variants
#       error-tables-<version>-<triple>/bin/error-tables         this machine's variant
#       LICENSE
#   Plugins/Prebuilt/Artifacts/error-tables.artifactbundle.zip   what a release publishes, and its checksum
#
# Linux: the Swift standard library and Foundation are linked statically (--static-swift-stdlib), and so are
# cmark and libgumbo (their .a archives are put first on the library path); the build fails when the executable
# still needs any of them as a shared library. macOS: the Swift runtime is the system's; cmark and libgumbo are
# linked statically the same way, from Homebrew's archives. One variant per run: the machine's own triple (a
# release merges the info.json variants of each platform's run).
set -euo pipefail

SWIFT="${SWIFT:-swift}"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
OUT="${ARTIFACT_OUTPUT:-$ROOT/Plugins/Prebuilt/Artifacts}"
SCRATCH="$ROOT/.build/artifactbundle"
VERSION="$(sed -n 's/.*public static let version = "\(.*\)".*/\1/p' \
    "$ROOT/Sources/ErrorTablesRuntime/Versioning/ErrorTablesRuntimeInfo.swift")"
TRIPLE="$("$SWIFT" -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -1)"
[[ -n "$VERSION" && -n "$TRIPLE" ]] || { echo "artifactbundle: cannot tell the version or the triple" >&2; exit 1; }

# The static archives of cmark and libgumbo, alone in a folder, and pkg-config files that name that folder, so
# the linker finds the archives where it would otherwise find the shared libraries.
STATIC="$SCRATCH/static-libs"
rm -rf "$STATIC" && mkdir -p "$STATIC/pkgconfig"
for package in libcmark gumbo; do
    dir="$(pkg-config --variable=libdir "$package")"
    library="$(pkg-config --libs-only-l "$package" | tr -d ' ')"   # -lcmark
    archive="$dir/lib${library#-l}.a"
    [[ -f "$archive" ]] || { echo "artifactbundle: no static archive $archive (package $package)" >&2; exit 1; }
    ln -s "$archive" "$STATIC/"
    sed "s|^Libs:.*|Libs: -L$STATIC $library|" "$(pkg-config --variable=pcfiledir "$package")/$package.pc" \
        >"$STATIC/pkgconfig/$package.pc"
done
export PKG_CONFIG_PATH="$STATIC/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"

flags=(-c release --product error-tables --scratch-path "$SCRATCH")
case "$TRIPLE" in
*linux*) flags+=(--static-swift-stdlib) ;;
esac
echo "== swift build ${flags[*]}"
"$SWIFT" build --package-path "$ROOT" "${flags[@]}"
executable="$("$SWIFT" build --package-path "$ROOT" "${flags[@]}" --show-bin-path)/error-tables"

# Nothing of cmark, libgumbo or the Swift runtime may be left to find on the user's machine.
case "$TRIPLE" in
*linux*)
    needed="$(readelf -d "$executable" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')"
    echo "   shared libraries needed: $needed"
    if grep -Eq 'cmark|gumbo|swift|Foundation|dispatch' <<<"$needed"; then
        echo "artifactbundle: the executable still needs a shared library it should link statically" >&2
        exit 1
    fi
    ;;
*apple*)
    otool -L "$executable" | grep -Eq 'cmark|gumbo' && { echo "artifactbundle: cmark or gumbo is dynamic" >&2; exit 1; }
    ;;
esac

bundle="$OUT/error-tables.artifactbundle"
variant="error-tables-$VERSION-$TRIPLE"
rm -rf "$bundle" "$bundle.zip" && mkdir -p "$bundle/$variant/bin"
cp "$executable" "$bundle/$variant/bin/error-tables"
strip "$bundle/$variant/bin/error-tables" 2>/dev/null || true
cp "$ROOT/LICENSE" "$bundle/LICENSE"
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "error-tables": {
      "version": "$VERSION",
      "type": "executable",
      "variants": [
        { "path": "$variant/bin/error-tables", "supportedTriples": ["$TRIPLE"] }
      ]
    }
  }
}
JSON
"$bundle/$variant/bin/error-tables" --version

if command -v zip >/dev/null 2>&1; then
    (cd "$OUT" && TZ=UTC zip -q -r -X error-tables.artifactbundle.zip error-tables.artifactbundle)
    checksum="$("$SWIFT" package --package-path "$ROOT/Plugins/Prebuilt" compute-checksum "$bundle.zip")"
    echo "== $bundle.zip ($(du -h "$bundle.zip" | cut -f1))"
    echo "   for a release, in Plugins/Prebuilt/Package.swift:"
    echo "   let release: (url: String, checksum: String)? = (\"<release URL>/error-tables.artifactbundle.zip\", \"$checksum\")"
else
    echo "== $bundle (no zip on this machine: install zip for the release archive and its checksum)"
fi
