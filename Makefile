PREFIX ?= /usr/local

.PHONY: install

# Builds the release binary and installs it; it carries its templates and needs nothing else.
install:
	swift build -c release --product screenletgen
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/release/screenletgen $(DESTDIR)$(PREFIX)/bin/screenletgen
