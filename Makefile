# Reelroom. `make help` lists the targets; `make run` and `make test` are the
# README's two commands.

SHELL      := /bin/bash
PORT       ?= 8080
DATA_DIR   ?= ./data
# nomsgpack leaves gin's MessagePack binding (and its codec, 9 MB of the binary) out:
# no route takes MessagePack, and the service starts with 3-4 MiB less resident.
GO_BUILD   := CGO_ENABLED=0 go build -trimpath -tags nomsgpack
WEBUI_DIST := cloud/internal/webui/dist
DESKTOP_DIST := desktop/internal/webui/dist
# Wails v3: `production` drops the dev tools; on Linux it needs cgo and, on
# Debian 12 (WebKitGTK 4.1, no GTK 4), the gtk3 tag.
DESKTOP_BUILD := go build -trimpath -tags production
NPM_STAMP  := frontend/node_modules/.installed
# mailpit (the tests' mail server, pinned in tools/) and one of its modules are not
# known to the checksum database the module proxy here offers; their go.sum lines are
# committed, so the download is still checked.
comma := ,
export GONOSUMDB := $(if $(GONOSUMDB),$(GONOSUMDB)$(comma))github.com/axllent/mailpit,github.com/kovidgoyal/imaging

.DEFAULT_GOAL := help
.PHONY: help deps deps-desktop deps-test deps-release npm gen check-gen web build run desktop desktop-e2e desktop-web desktop-windows recordcheck-windows deb installer-windows mac-bundle desktop-macos release dev test clean

help: ## List the targets
	@grep -hE '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-15s %s\n", $$1, $$2}'

deps: ## Install what building and running need (apt packages, npm packages, Go modules)
	@bash scripts/install-deps.sh
	@$(MAKE) --no-print-directory npm
	@# Fetch the modules the code imports (not every module in the graph: some
	@# never-imported goose drivers are not served by the module proxy).
	go list -deps -test ./cloud/... ./shared/... ./desktop/... > /dev/null

deps-desktop: ## Install what building the desktop app also needs (GTK 3, WebKitGTK 4.1)
	@bash scripts/install-deps.sh --desktop

deps-release: ## Install what packaging the desktop app also needs (NSIS, dpkg-dev, desktop-file-utils)
	@bash scripts/install-release-deps.sh

deps-test: ## Install what the tests also need (desktop packages, Chromium, PostgreSQL, fonts, Xvfb)
	@bash scripts/install-deps.sh --test
	@$(MAKE) --no-print-directory npm

# `npm install` with the committed lock rather than `npm ci`: the registry mirror here does
# not serve other platforms' optional binaries (e.g. @rollup/rollup-darwin-arm64), so the lock
# cannot list them and `npm ci` refuses it. Versions are still exactly those of the lock.
npm: $(NPM_STAMP)
$(NPM_STAMP): frontend/package.json frontend/package-lock.json
	cd frontend && npm install --no-audit --no-fund
	@touch $@

gen: ## Generate the TypeScript API types from shared/api
	cd shared && go tool tygo generate

check-gen: ## Fail when the generated TypeScript types are out of date
	@bash scripts/check-gen.sh

# The cloud's copy also gets brotli and gzip copies of its text files, made once
# here so the service never compresses an asset per request.
web: $(NPM_STAMP) ## Build the web app and put it where the cloud binary embeds it
	cd frontend && npm run build
	find $(WEBUI_DIST) -mindepth 1 ! -name .gitkeep -delete
	cp -r frontend/dist/. $(WEBUI_DIST)/
	go run ./cloud/cmd/precompress $(WEBUI_DIST)

build: web ## Build bin/reelroom (the cloud service with the web app embedded)
	$(GO_BUILD) -o bin/reelroom ./cloud/cmd/reelroom

desktop: deps-desktop desktop-web ## Build bin/reelroom-desktop (Linux, cgo, gtk3) with the web app embedded
	CGO_ENABLED=1 $(DESKTOP_BUILD),gtk3 -o bin/reelroom-desktop ./desktop

desktop-e2e: deps-desktop desktop-web ## Build bin/reelroom-desktop-e2e: the app with the automation (ours and Wails MCP) its end-to-end test drives
	CGO_ENABLED=1 $(DESKTOP_BUILD),gtk3,e2e,mcp -o bin/reelroom-desktop-e2e ./desktop
	CGO_ENABLED=0 go build -o bin/testpattern ./desktop/cmd/testpattern
	CGO_ENABLED=0 go build -o bin/testnotifyd ./desktop/cmd/testnotifyd

# Windows builds use cgo through Debian's mingw-w64, against FFmpeg and x264
# built for Windows from Debian's source packages by scripts/windows-ffmpeg.sh
# (cached outside the repository; it prints the cache's folder at once when
# built, and builds it first when missing). Its pkg-config reads only those
# libraries, static. x264 makes the binaries GPL (README, "Windows build").
WIN_FFMPEG = $$(bash scripts/windows-ffmpeg.sh)
WIN_GO_ENV = CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC=x86_64-w64-mingw32-gcc CXX=x86_64-w64-mingw32-g++

desktop-windows: desktop-web ## Cross-compile bin/reelroom-desktop.exe for Windows (cgo: FFmpeg, x264, miniaudio)
	prefix=$(WIN_FFMPEG) && $(WIN_GO_ENV) PKG_CONFIG=$$prefix/bin/pkg-config \
	  $(DESKTOP_BUILD) -ldflags=-H=windowsgui -o bin/reelroom-desktop.exe ./desktop

recordcheck-windows: ## Cross-compile bin/recordcheck.exe: the recorder without windows, for Wine (see desktop/cmd/recordcheck)
	prefix=$(WIN_FFMPEG) && $(WIN_GO_ENV) PKG_CONFIG=$$prefix/bin/pkg-config \
	  go build -trimpath -o bin/recordcheck.exe ./desktop/cmd/recordcheck

# The desktop app's version, for its packages: build/config.yml's.
VERSION ?= $(shell sed -n 's/^  version: "\(.*\)"$$/\1/p' build/config.yml)
DIST    := dist
# The Windows installer packs whatever .exe it is given (make desktop-windows's by default).
WINDOWS_EXE ?= bin/reelroom-desktop.exe

deb: deps-release ## Package bin/reelroom-desktop (as it is: make desktop builds it) as dist/reelroom-desktop_VERSION_ARCH.deb
	bash scripts/build-deb.sh bin/reelroom-desktop $(VERSION) $(DIST)

installer-windows: deps-release ## Build the Windows installer dist/reelroom-desktop-VERSION-setup.exe from $(WINDOWS_EXE) (NSIS)
	bash scripts/build-nsis.sh $(WINDOWS_EXE) $(VERSION) $(DIST)

mac-bundle: ## Write dist/Reelroom.app: the macOS bundle's Info.plist, icon and words (no binary: it is built on a Mac, see README)
	rm -rf $(DIST)/Reelroom.app
	go run ./desktop/cmd/bundle mac -version $(VERSION) -out $(DIST)/Reelroom.app

# On a Mac only (never run here; README, macOS): the darwin build, with Wails v3's minimum macOS,
# in the bundle. FFmpeg 5.1 from Homebrew's ffmpeg@5, found through PKG_CONFIG_PATH.
desktop-macos: desktop-web ## On a Mac: build dist/Reelroom.app with the app in it (README, macOS)
	CGO_ENABLED=1 MACOSX_DEPLOYMENT_TARGET=12.0 CGO_CFLAGS=-mmacosx-version-min=12.0 CGO_LDFLAGS=-mmacosx-version-min=12.0 \
	  $(DESKTOP_BUILD) -o bin/reelroom-desktop-darwin ./desktop
	rm -rf $(DIST)/Reelroom.app
	go run ./desktop/cmd/bundle mac -version $(VERSION) -binary bin/reelroom-desktop-darwin -out $(DIST)/Reelroom.app

release: ## Build every artifact that can be built here into dist/, with SHA256SUMS
	rm -rf $(DIST)
	$(MAKE) --no-print-directory desktop desktop-windows
	mkdir -p $(DIST)
	cp bin/reelroom-desktop $(DIST)/reelroom-desktop-$(VERSION)-linux-amd64
	cp bin/reelroom-desktop.exe $(DIST)/reelroom-desktop-$(VERSION)-windows-amd64.exe
	$(MAKE) --no-print-directory deb installer-windows mac-bundle
	cd $(DIST) && tar -czf Reelroom-$(VERSION)-macos-bundle-skeleton.tar.gz Reelroom.app && rm -rf Reelroom.app
	cd $(DIST) && sha256sum -- * > SHA256SUMS
	@cat $(DIST)/SHA256SUMS

# The desktop app embeds the same build of the web app the cloud serves.
desktop-web: web
	find $(DESKTOP_DIST) -mindepth 1 ! -name .gitkeep ! -name .gitignore -delete
	cp -r frontend/dist/. $(DESKTOP_DIST)/

run: deps build ## Build and start the service on :$(PORT) with SQLite and local storage in $(DATA_DIR)
	PORT=$(PORT) DATA_DIR=$(DATA_DIR) ./bin/reelroom

dev: $(NPM_STAMP) ## Develop: the service on :8080 and Vite on :5173 proxying /api
	@trap 'kill 0' EXIT; \
	  (DATA_DIR=$(DATA_DIR) go run ./cloud/cmd/reelroom) & \
	  (cd frontend && npm run dev) & \
	  wait

test: deps-test deps-release ## Run every test: Go (SQLite and PostgreSQL), front-end checks, end-to-end in Chromium
	@bash scripts/test.sh

clean: ## Remove build outputs
	rm -rf bin dist frontend/dist
	find $(WEBUI_DIST) -mindepth 1 ! -name .gitkeep -delete
	find $(DESKTOP_DIST) -mindepth 1 ! -name .gitkeep ! -name .gitignore -delete
