# OpenBench's build convention: `make EXE=<path>` builds an engine to that path.
#
#   make EXE=engine                        # the last chapter's engine (ch06-micro-max)
#   make EXE=engine CHAPTER=ch03-killers   # any chapter, by its package name
#
# With `<engine> bench` ending in one `<nodes> nodes <nps> nps` line, this is all an
# OpenBench instance needs to run SPRT tests of a chapter against another.

CHAPTER ?= ch06-micro-max
EXE ?= $(CHAPTER)

.PHONY: all
all:
	cargo build --release --locked -p $(CHAPTER)
	cp target/release/$(CHAPTER) $(EXE)
