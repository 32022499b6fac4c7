# make run: set up .venv if needed, then play Sprout-R-Out at the prompt against the computer
#           (make run OPPONENT=human for two people; OPPONENT=random, greedy or mcts:seconds=5).
# make test: set up .venv if needed, then run every test (on every core, with pytest-xdist).
PYTHON ?= python3
OPPONENT ?= mcts:seconds=2
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
	$(BIN)/ludeme run descriptions/sprout.lud --seat P2=$(OPPONENT)

test: $(STAMP)
	$(BIN)/python -m pytest -n auto

clean:
	rm -rf $(VENV) build *.egg-info
