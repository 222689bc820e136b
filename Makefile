PREFIX ?= /usr/local

.PHONY: install test slow generative generative-catalog kill-loop kill-points fuzz plugin-integration mutants realsdk realsdk-catalog inventory

# Builds the release binary and installs it; it carries its templates and needs nothing else.
install:
	swift build -c release --product screenletgen
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/release/screenletgen $(DESTDIR)$(PREFIX)/bin/screenletgen

# What CI runs (.ci/run): every test, with the sampled loops at their CI size.
test:
	swift test --disable-swift-testing --skip ScreenletGenKitSlowTests

# The sampled loops run whole (ScreenletGenKitSlowTests): 20,000 fuzzed specs, 60 kills of a
# merging update, every kill point of the runs KillPointTests stops, 500
# generative specs, all 1,725 starter specs of the catalog, every broken attribute reading
# (AttributeMutantRuntimeTests), every broken template behaviour (TemplateMutantRuntimeTests), the plugin built from source, a 300 MB output stopped by the
# default limit (RunInputTests), OpenAPI documents of hostile shapes at 4 MiB (HostileDocumentTests).
# About ten minutes on two cores. The release build first: HostileDocumentTests times it
# (a 4 MiB OpenAPI document of each shape in under 2 seconds, a signal answered within one).
slow:
	swift build -c release --product screenletgen
	swift test --disable-swift-testing --filter ScreenletGenKitSlowTests

# One loop, whole or at the size given (the same counts as `make slow` by default).
SLOW = swift test --disable-swift-testing --filter
COUNT ?= 500
SEED ?= 2026
generative:
	SCREENLETGEN_GENERATIVE_COUNT=$(COUNT) SCREENLETGEN_GENERATIVE_SEED=$(SEED) $(SLOW) ScreenletGenKitTests.GenerativeNameTests

CATALOG_COUNT ?= all
CATALOG_SEED ?= 2026
generative-catalog:
	SCREENLETGEN_CATALOG_COUNT=$(CATALOG_COUNT) SCREENLETGEN_CATALOG_SEED=$(CATALOG_SEED) $(SLOW) ScreenletGenKitTests.CatalogGenerativeTests

# LOOPS kills of a merging update, half of them just after the merged file is in place and
# before the manifest names it.
LOOPS ?= 60
kill-loop:
	SCREENLETGEN_KILL_LOOPS=$(LOOPS) $(SLOW) ScreenletGenKitTests.InterruptionTests/testAKillDuringAMergingUpdateNeverMakesAFalseConflict

# Every kill point (SIGKILL before each rename, link, unlink, rmdir and mkdir) of the runs
# KillPointTests stops, each rerun with either spec; POINTS=N for a seeded sample.
POINTS ?= all
kill-points:
	SCREENLETGEN_KILL_POINTS=$(POINTS) $(SLOW) ScreenletGenKitTests.KillPointTests

RUNS ?= 20000
fuzz:
	SCREENLETGEN_FUZZ_RUNS=$(RUNS) $(SLOW) ScreenletGenKitTests.FuzzTests

plugin-integration:
	SCREENLETGEN_PLUGIN_INTEGRATION=1 $(SLOW) ScreenletGenKitTests.PluginTests

# Every break of TemplateMutants, one at a time (and the no-op), each example's runtime program
# rebuilt with the broken template and its scenarios compared with the recorded transcripts;
# prints the table, fails on a break no scenario notices. CI runs the first break.
mutants:
	SCREENLETGEN_TEMPLATE_MUTANT_COUNT=all $(SLOW) ScreenletGenKitTests.TemplateMutantRuntimeTests

# The real SDK check (../shared/tools/realsdk, prepared once per machine with its setup.sh): every
# example generated and type-checked against the real iPhoneOS 17.4 SDK and Liferay Screens 5.2.1
# in Swift 5, Swift 6 and Swift 6 with default isolation MainActor. The custom plugins' service
# classes of the examples are the app's (Tests/ScreenletGenKitTests/Stubs/App/CustomServices.swift,
# as the Mobile SDK builder would write them into the app). Prints each example's errors, and its
# warnings in generated files (a framework header's own warnings are not the output's).
REALSDK ?= ../shared/tools/realsdk
REALSDK_OUT ?= $(or $(TMPDIR),/tmp)/screenletgen-realsdk
realsdk:
	@test -f "$${REALSDK_PREP:-$(or $(TMPDIR),/tmp)/realsdk-prep}/env.sh" || { echo "realsdk: not prepared; see $(REALSDK)/README.md (fetch the mirrors, then setup.sh)"; exit 2; }
	swift build --product screenletgen
	@rm -rf "$(REALSDK_OUT)"; status=0; \
	for spec in Examples/*.json; do \
		name=$$(basename $$spec .json); case $$name in *discovery*|*.openapi) continue;; esac; \
		out="$(REALSDK_OUT)/$$name"; .build/debug/screenletgen "$$spec" -o "$$out" -q >/dev/null || { echo "$$name: not generated"; status=1; continue; }; \
		cp Tests/ScreenletGenKitTests/Stubs/App/CustomServices.swift "$$out/"; \
		for mode in "" "--swift-version 6" "--swift-version 6 --main-actor"; do \
			log=$$($(REALSDK)/check.sh $$mode "$$out" 2>&1); \
			errors=$$(printf '%s\n' "$$log" | grep -c ': error:'); warnings=$$(printf '%s\n' "$$log" | grep -c "^$$out/.*: warning:"); \
			echo "$$name [$${mode:-swift 5}]: $$errors error(s), $$warnings warning(s)"; \
			[ $$errors -eq 0 ] && [ $$warnings -eq 0 ] || { printf '%s\n' "$$log" | grep -E ": error:|^$$out/.*: warning:"; status=1; }; \
		done; \
	done; exit $$status

# The real SDK check on every starter spec of the catalog (make generative-catalog writes each
# batch of 60 specs' files to REALSDK_OUT/catalog/batchN), in the three modes; prints each
# batch's errors and warnings in generated files. Two runs of check.sh at a time, one per core,
# each with its own build folder (one run rewrites its folder's key file while the other reads
# it); about 55 minutes (Contributing.md). CATALOG_COUNT=N samples; KEEP_EXPORT=1 checks the
# batches already written again.
REALSDK_BUILD ?= $(or $(TMPDIR),/tmp)/realsdk-build
realsdk-catalog:
	@test -f "$${REALSDK_PREP:-$(or $(TMPDIR),/tmp)/realsdk-prep}/env.sh" || { echo "realsdk: not prepared; see $(REALSDK)/README.md (fetch the mirrors, then setup.sh)"; exit 2; }
	@[ -n "$(KEEP_EXPORT)" ] || { rm -rf "$(REALSDK_OUT)/catalog" && SCREENLETGEN_CATALOG_EXPORT="$(REALSDK_OUT)/catalog" $(MAKE) generative-catalog; }
	@REALSDK_BUILD="$(REALSDK_BUILD)" $(REALSDK)/check.sh --self-test >/dev/null 2>&1 || { echo "realsdk: the self-test failed"; exit 2; }; \
	rm -rf "$(REALSDK_BUILD)-2"; cp -a "$(REALSDK_BUILD)" "$(REALSDK_BUILD)-2"; \
	check_half() { \
		index=0; \
		for out in "$(REALSDK_OUT)"/catalog/batch*; do \
			index=$$((index + 1)); [ $$((index % 2)) -eq $$1 ] || continue; \
			for mode in "" "--swift-version 6" "--swift-version 6 --main-actor"; do \
				log=$$(REALSDK_BUILD="$$2" $(REALSDK)/check.sh $$mode "$$out" 2>&1); \
				errors=$$(printf '%s\n' "$$log" | grep -c ': error:'); warnings=$$(printf '%s\n' "$$log" | grep -c "^$$out/.*: warning:"); \
				echo "$$(basename $$out) [$${mode:-swift 5}]: $$errors error(s), $$warnings warning(s)"; \
				[ $$errors -eq 0 ] && [ $$warnings -eq 0 ] || printf '%s\n' "$$log" | grep -E ": error:|^$$out/.*: warning:" | head -20; \
			done; \
		done; \
	}; \
	check_half 0 "$(REALSDK_BUILD)" > "$(REALSDK_OUT)/catalog-even.log" & \
	check_half 1 "$(REALSDK_BUILD)-2" > "$(REALSDK_OUT)/catalog-odd.log"; wait; \
	cat "$(REALSDK_OUT)/catalog-odd.log" "$(REALSDK_OUT)/catalog-even.log"; \
	total=$$(cat "$(REALSDK_OUT)"/catalog-*.log | grep -c '^batch'); clean=$$(cat "$(REALSDK_OUT)"/catalog-*.log | grep -c '^batch.*: 0 error(s), 0 warning(s)$$'); \
	echo "realsdk-catalog: $$clean of $$total batch checks clean ($$(ls -d "$(REALSDK_OUT)"/catalog/batch* | wc -l) batches × 3 modes)"; \
	[ $$clean -eq $$total ] && [ $$total -gt 0 ]

# Derives what each framework class a generated class inherits from takes (FrameworkInventory+
# Classes.swift) and the stub declarations for it (Stubs/Foundation+Derived.swift, UIKit+Derived.swift)
# from the real surfaces: the symbol graphs of the iOS 17.4 SDK's ObjectiveC, Foundation and UIKit and
# of Liferay Screens 5.2.1, each candidate name and selector kept when the compiler reports a
# subclass repeating it (Screens' internal members and the required members of a protocol a class
# conforms to are taken by rule: the compiler cannot see them). Needs the real SDK check set up (it
# builds Screens); about three minutes (Contributing.md).
INVENTORY_OUT ?= $(or $(TMPDIR),/tmp)/screenletgen-inventory
inventory:
	@test -f "$${REALSDK_PREP:-$(or $(TMPDIR),/tmp)/realsdk-prep}/env.sh" || { echo "inventory: the real SDK check is not prepared; see $(REALSDK)/README.md"; exit 2; }
	@REALSDK_BUILD="$(REALSDK_BUILD)" $(REALSDK)/check.sh --self-test >/dev/null 2>&1 || { echo "inventory: the real SDK check's self-test failed"; exit 2; }
	swift build --product screenletgen-inventory
	@. "$${REALSDK_PREP:-$(or $(TMPDIR),/tmp)/realsdk-prep}/env.sh"; B="$(REALSDK_BUILD)"; out="$(INVENTORY_OUT)"; \
	rm -rf "$$out"; mkdir -p "$$out/graphs/sdk" "$$out/graphs/screens"; \
	flags="-target arm64-apple-ios12.0 -sdk $$REAL_IOS_SDK -resource-dir $$B/res -module-cache-path $$B/mc -F $$B/fw -I $$B/mods"; \
	for module in ObjectiveC Foundation UIKit; do \
		swift-symbolgraph-extract -module-name $$module $$flags -output-dir "$$out/graphs/sdk" -minimum-access-level public || exit 1; \
	done; \
	swift-symbolgraph-extract -module-name LiferayScreens $$flags -output-dir "$$out/graphs/screens" -minimum-access-level internal || exit 1; \
	.build/debug/screenletgen-inventory probe --sdk "$$REAL_IOS_SDK" "$$out/graphs/sdk" "$$out/graphs/screens" > "$$out/Probe.swift" || exit 1; \
	swiftc $$flags -typecheck -continue-building-after-errors -swift-version 5 -module-name InventoryProbe \
		"$$out/Probe.swift" > "$$out/probe.log" 2>&1; \
	.build/debug/screenletgen-inventory write --sdk "$$REAL_IOS_SDK" --log "$$out/probe.log" \
		--inventory Sources/ScreenletGenKit/Model/Apple/Inventory/FrameworkInventory+Classes.swift \
		--stubs Tests/ScreenletGenKitTests/Stubs "$$out/graphs/sdk" "$$out/graphs/screens"
