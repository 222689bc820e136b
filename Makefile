PREFIX ?= /usr/local

.PHONY: install test slow generative generative-catalog kill-loop kill-points fuzz plugin-integration

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
# generative specs, all 1,723 starter specs of the catalog, the plugin built from source.
# About ten minutes on two cores.
slow:
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
