PREFIX ?= /usr/local

.PHONY: install generative generative-catalog kill-loop fuzz plugin-integration

# Builds the release binary and installs it; it carries its templates and needs nothing else.
install:
	swift build -c release --product screenletgen
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/release/screenletgen $(DESTDIR)$(PREFIX)/bin/screenletgen

# A larger run of the generative name test (CI runs 16 specs): COUNT specs from SEED.
COUNT ?= 500
SEED ?= 2026
generative:
	SCREENLETGEN_GENERATIVE_COUNT=$(COUNT) SCREENLETGEN_GENERATIVE_SEED=$(SEED) swift test --disable-swift-testing --filter GenerativeNameTests

# The starter spec of every list-shaped and add method of the Mobile SDK catalog (CI runs 12):
# init -> generate -> type-check in the five modes. CATALOG_COUNT=300 CATALOG_SEED=7 for a sample.
CATALOG_COUNT ?= all
CATALOG_SEED ?= 2026
generative-catalog:
	SCREENLETGEN_CATALOG_COUNT=$(CATALOG_COUNT) SCREENLETGEN_CATALOG_SEED=$(CATALOG_SEED) swift test --disable-swift-testing --filter CatalogGenerativeTests

# The kill loop of a merging update (CI tries 3 kill points): LOOPS kills, half of them just
# after the merged file is in place and before the manifest names it.
LOOPS ?= 60
kill-loop:
	SCREENLETGEN_KILL_LOOPS=$(LOOPS) swift test --disable-swift-testing --filter testAKillDuringAMergingUpdateNeverMakesAFalseConflict

# A longer fuzz run (CI sends 1,200 mutated specs through the pipeline).
RUNS ?= 20000
fuzz:
	SCREENLETGEN_FUZZ_RUNS=$(RUNS) swift test --disable-swift-testing --filter FuzzTests

# The plugin with this whole package as a dependency, built from source (CI runs the plugin's
# source with the built binary as a binary target).
plugin-integration:
	SCREENLETGEN_PLUGIN_INTEGRATION=1 swift test --disable-swift-testing --filter PluginTests
