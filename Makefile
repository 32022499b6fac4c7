# make run: set up .venv if needed, then open the game on Sprout-R-Out.
# make test: set up .venv if needed, then run every test.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test clean

$(STAMP): pyproject.toml
	test -d $(VENV) || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/ludeme run descriptions/sprout.lud

test: $(STAMP)
	$(BIN)/python -m pytest

clean:
	rm -rf $(VENV) build *.egg-info
