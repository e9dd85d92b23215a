# ErrorTables: `make run` lints and summarizes the bundled spec/, `make test` runs the test suite.
# Both install what is missing first (libcmark-dev through apt-get), so they work on a fresh Debian
# machine that has only the Swift toolchain.

SWIFT ?= swift
SPEC ?= spec
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
TOOL = .build/debug/error-tables

.PHONY: run test deps build lint format clean

run: build
	@echo "== error-tables lint --spec $(SPEC)"
	@$(TOOL) lint --spec $(SPEC)

test: deps
	$(SWIFT) test

build: deps
	$(SWIFT) build --product error-tables

lint: build
	$(TOOL) lint --spec $(SPEC) --strict

# cmark (the CommonMark reference C library) is ErrorTables' one outside dependency.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libcmark; then \
		echo "Installing libcmark-dev and pkg-config with apt-get…"; \
		$(SUDO) apt-get update -q && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q libcmark-dev pkg-config; \
	fi

format:
	swift-format format --in-place --recursive Sources Tests Plugins Package.swift

clean:
	$(SWIFT) package clean
