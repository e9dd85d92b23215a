# ErrorTables: `make run` lints the bundled spec/, generates its Swift error types and catalogs into
# generated/, and shows a Firebase and a Facebook error through the generated types; `make test` runs the test suite.
# Both install what is missing first (libcmark-dev through apt-get), so they work on a fresh Debian
# machine that has only the Swift toolchain.

SWIFT ?= swift
SPEC ?= spec
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
TOOL = .build/debug/error-tables
OUTPUT ?= generated

.PHONY: run test deps build lint format clean bench bench-compile bench-runtime docs golden integration fuzz fuzz-smoke sanitize artifactbundle

run: build
	@echo "== error-tables lint --spec $(SPEC)"
	@$(TOOL) lint --spec $(SPEC)
	@echo
	@echo "== error-tables generate --spec $(SPEC) --output $(OUTPUT) --xcstrings"
	@$(TOOL) generate --spec $(SPEC) --output $(OUTPUT) --xcstrings
	@cd $(OUTPUT) && find . -type f | sort | sed 's|^\./|  |' | while read -r f; do printf '  %-48s %6s lines\n' "$$f" "$$(wc -l < "$$f")"; done
	@echo
	@echo "== errors through the generated types (SeedExamples)"
	@$(SWIFT) build --product SeedExamples 2>&1 | grep -E "error:|warning:" || true
	@.build/debug/SeedExamples
	@echo
	@echo "== translators' round trip on a copy of $(SPEC): export Facebook's Italian, edit one target, import --dry-run"
	@tmp=$$(mktemp -d) && cp -R $(SPEC) $$tmp/spec && \
		$(TOOL) export --spec $$tmp/spec --domain Facebook --language it --format xliff --output $$tmp/it.xliff && \
		sed -i.bak 's|hanno segnalato un problema temporaneo.</target>|hanno avuto un problema temporaneo.</target>|' $$tmp/it.xliff && \
		(cd $$tmp && $(CURDIR)/$(TOOL) import --spec spec --dry-run it.xliff); status=$$?; rm -rf $$tmp; exit $$status

test: deps
	$(SWIFT) test

build: deps
	$(SWIFT) build --product error-tables

# The bundled spec with warnings as errors, and the sources against .swift-format.
lint: build
	$(TOOL) lint --spec $(SPEC) --strict
	find Sources Tests Plugins Examples -name '*.swift' -not -path '*/Generated/*' -not -path 'Tests/Golden/*' -not -path '*/.build/*' -print0 \
		| xargs -0 swift-format lint --strict

# Builds and tests the consumer packages in Examples/ from a clean state, each in its own .build (see
# Examples/integration.sh): the build plugin on a package's own docs, checked-in code kept in sync by `check`, and
# a package depending only on ErrorTablesRuntime whose verbose build log shows no C target and no error-tables.
integration: deps
	SWIFT="$(SWIFT)" bash Examples/integration.sh

# error-tables for release as an artifact bundle (SE-0305) in Plugins/Prebuilt/Artifacts, with cmark, libgumbo and
# (on Linux) the Swift runtime linked statically, its zip and checksum: what the plugins of Plugins/Prebuilt run
# (Plugins/Prebuilt/artifactbundle.sh).
artifactbundle: deps
	SWIFT="$(SWIFT)" bash Plugins/Prebuilt/artifactbundle.sh

# generate, lint and dump against cmark parsing the same Markdown, on synthetic specs of 2.5, 10 and 20 MB
# (release build, runs interleaved): time ratios, peak memory, time per stage, then the linear-growth table,
# and, first, the runtime's lookups (bench-runtime).
# Figures only, not part of the tests; about 3 minutes. BENCH_ARGS="--rounds N --sizes 1,5 --no-growth".
bench: deps bench-runtime
	$(SWIFT) run -c release ErrorTablesBenchmarks $(BENCH_ARGS)

# The runtime's lookups at 1,000 and 10,000 codes and with the golden types, in ns per call, each
# against the algorithm it replaced measured interleaved in the same run (release build).
bench-runtime: deps
	$(SWIFT) run -c release ErrorTablesRuntimeBenchmarks

# Compiler time and peak memory for the code generated for 100, 1,000 and 10,000 codes, against a bare
# `enum: Int` with the same cases (Benchmarks/compile.sh; each compile capped at CAP_MB of memory).
bench-compile: deps
	SWIFT="$(SWIFT)" bash Benchmarks/compile.sh

# DocC documentation of the core library (with the reference articles: spec format, config keys, generated API,
# command line, diagnostics, architecture, contributing) and the runtime into .build/docs (open index.html of
# each with `docc preview` or any static file server). Any DocC warning fails it.
docs: deps
	rm -rf .build/docs .build/symbol-graphs && mkdir -p .build/docs
	$(SWIFT) build --target ErrorTablesCore
	$(SWIFT) build --target ErrorTablesRuntime
	for module in ErrorTablesRuntime ErrorTablesCore; do \
		mkdir -p .build/symbol-graphs/$$module && \
		swift-symbolgraph-extract -module-name $$module -I .build/debug/Modules -I Sources/CCmark -I Sources/CGumbo \
			-target "$$($(SWIFT) -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -1)" \
			-minimum-access-level public -output-dir .build/symbol-graphs/$$module && \
		docc convert Sources/$$module/$$module.docc --additional-symbol-graph-dir .build/symbol-graphs/$$module \
			--output-path .build/docs/$$module --fallback-display-name $$module \
			--fallback-bundle-identifier errortables.$$module --warnings-as-errors || exit 1; \
	done

# libFuzzer targets (Tests/Fuzz): the Markdown reader and table extraction, the whole pipeline from config and
# documents to generated files in memory, the runtime's .strings parser, and import's XLIFF and String Catalog
# reading and planning against a fixture domain; FUZZ_SECONDS each, built with
# swiftc -sanitize=fuzzer,address into .build/fuzz, from scratch copies of the checked-in seed corpora.
# Prints executions, coverage and corpus size per target; fails on a crash (input in .build/fuzz/artifacts).
# FUZZ_RUNS=N stops each target after N inputs instead (or first): `make fuzz FUZZ_RUNS=1000000 FUZZ_SECONDS=0`
# runs a million per target with no time limit.
FUZZ_SECONDS ?= 300
FUZZ_RUNS ?=
fuzz: deps
	FUZZ_RUNS=$(FUZZ_RUNS) Tests/Fuzz/run.sh $(FUZZ_SECONDS)

# Every fuzz target for 20 seconds (CI).
fuzz-smoke: deps
	Tests/Fuzz/run.sh 20

# The unit tests under AddressSanitizer, then ThreadSanitizer, each in its own scratch folder so the normal
# .build/debug stays as it is. Leak checking is off: every leak it reports is inside Foundation (file reading,
# Data kept in test globals), none in ErrorTables.
sanitize: deps
	SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize=address --scratch-path .build/asan
	SWIFT_BACKTRACE=enable=no $(SWIFT) test --sanitize=thread --scratch-path .build/tsan

# cmark (the CommonMark reference C library) and libgumbo (an HTML5 parser, for raw HTML tables) are
# ErrorTables' outside dependencies, both Debian packages.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libcmark || ! pkg-config --exists gumbo; then \
		echo "Installing libcmark-dev, libgumbo-dev and pkg-config with apt-get…"; \
		$(SUDO) apt-get update -q && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q libcmark-dev libgumbo-dev pkg-config; \
	fi

# Regenerates the golden files that ErrorTablesGoldenTests compare with and compile; run it after a
# deliberate change to the generator or to Tests/Fixtures/GoldenSpec, and review the diff.
# Regenerates every checked-in generated file: the golden files, the seed domains' targets and the checked-in
# examples (the same bytes the command plugin writes there).
golden: build
	$(TOOL) generate --spec Tests/Fixtures/GoldenSpec --output Tests/Golden/Generated --xcstrings
	$(TOOL) generate --spec Tests/Fixtures/Corpus --output Tests/Golden/Corpus --no-strings --quiet
	$(TOOL) generate --spec spec/FirebaseAuth --output Sources/FirebaseAuthErrors/Generated --no-strings
	$(TOOL) generate --spec spec/Facebook --output Sources/FacebookErrors/Generated --no-strings
	$(TOOL) generate --spec Examples/CheckedInErrors/Sources/Payments --output Examples/CheckedInErrors/Sources/Payments/Generated --no-strings
	$(TOOL) generate --spec Examples/UploadKit/Docs/Uploads --output Examples/UploadKit/Sources/UploadErrors/Generated --no-strings

# Generated files are left alone: they are already as swift-format leaves them.
format:
	find Sources Tests Plugins Examples -name '*.swift' -not -path '*/Generated/*' -not -path 'Tests/Golden/*' -not -path '*/.build/*' -print0 \
		| xargs -0 swift-format format --in-place
	swift-format format --in-place Package.swift

clean:
	$(SWIFT) package clean
