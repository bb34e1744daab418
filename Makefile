# OpenBench's build convention: `make EXE=<path>` builds an engine to that path.
#
#   make EXE=engine                        # the last chapter's engine
#   make EXE=engine CHAPTER=ch03-killers   # any chapter, by its package name
#
# With `<engine> bench` ending in one `<nodes> nodes <nps> nps` line, this is all an
# OpenBench instance needs to run SPRT tests of a chapter against another.

# The last chapter: the highest-numbered folder under chapters/.
CHAPTER ?= $(lastword $(sort $(notdir $(wildcard chapters/ch[0-9]*))))
EXE ?= $(CHAPTER)

.PHONY: all
all:
	cargo build --profile engine --locked -p $(CHAPTER)
	cp target/engine/$(CHAPTER) $(EXE)
