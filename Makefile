# The two commands a fresh machine needs: `make run` (demo site) and `make test` (the suite).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
HOST := 127.0.0.1
PORT := 8000

.PHONY: run test fuzz lint format bench venv install install-dev migrate demo clean browser-rules js-tools
.PHONY: messages messages-check compiled-messages

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip

$(VENV)/.installed: requirements.txt | $(PY)
	$(PIP) install --quiet -r requirements.txt
	touch $@

$(VENV)/.installed-dev: requirements.txt requirements-dev.txt | $(PY)
	$(PIP) install --quiet -r requirements-dev.txt
	touch $(VENV)/.installed $@

install: $(VENV)/.installed
install-dev: $(VENV)/.installed-dev

migrate: install
	$(PY) manage.py migrate --noinput

demo: migrate
	$(PY) manage.py demo

run: demo compiled-messages
	@echo ""
	@echo "  Trays is running at http://$(HOST):$(PORT)/"
	@echo "  Demo event:        http://$(HOST):$(PORT)/e/demo/"
	@echo "  Organiser login:   director / compass-whist"
	@echo ""
	$(PY) manage.py runserver $(HOST):$(PORT)

# The accessibility rules the browser tests load into pages (axe-core) and eslint, from
# package-lock.json; without npm the accessibility check skips (and fails under
# TRAYS_REQUIRE_ALL=1, as in CI), and make lint stops.
node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

browser-rules:
	@if command -v npm >/dev/null 2>&1; then $(MAKE) --no-print-directory node_modules/.installed; \
	else echo "npm is not installed: the accessibility check will skip"; fi

test: install-dev browser-rules compiled-messages
	$(PY) -m pytest

# The hostile-input suite with many random examples per test (tests/fuzz/conftest.py).
fuzz: install-dev
	TRAYS_FUZZ=long $(PY) -m pytest tests/fuzz -x

# eslint (eslint.config.js, from package-lock.json) checks the site's scripts: lint needs npm.
js-tools:
	@command -v npm >/dev/null 2>&1 || { echo "make lint runs eslint, which needs npm (apt-get install npm)"; exit 1; }
	@$(MAKE) --no-print-directory node_modules/.installed

lint: install-dev js-tools
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy
	node_modules/.bin/eslint .
	$(PY) tools/check_messages.py

format: install-dev
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

bench: install-dev
	$(PY) bench/run_all.py

# Ten club evenings at once (150 table phones, 500 readers) under gunicorn with PostgreSQL and
# Redis on loopback, then on two gunicorn "machines" with one killed and restarted; bounded in
# time, stops by itself.  Knobs: make load LOAD_ARGS="--quick" (or --help).
.PHONY: load
load: install-dev
	$(PY) bench/load.py $(LOAD_ARGS)

# Many more random club evenings than the suite's simulator plays (tests/simulator), each
# seeded afresh; TRAYS_SIMULATOR_EVENINGS=N sets how many (400 by default).
.PHONY: soak
soak: install-dev
	TRAYS_SIMULATOR=soak $(PY) -m pytest tests/simulator -q

# The site's languages (settings.LANGUAGES; locale/<language>/LC_MESSAGES).  `make messages`
# brings every catalogue up to date with the texts marked for translation (makemessages, then
# compiled); `make messages-check` (tools/check_messages.py) reports the texts a person reads
# that are not marked and, for each language, the empty or fuzzy entries, and fails if there
# are any; `make lint` runs it, so CI fails on either.  The .mo files are
# compiled from the .po files by run and test (GNU gettext's msgfmt: apt-get install gettext),
# never committed: README, "Languages".
LOCALES := nl fr de pl it sv
NOT_MESSAGES := .venv node_modules staticfiles tests bench var tools
MESSAGE_ARGS := $(addprefix --locale=,$(LOCALES)) --no-location --no-obsolete \
	$(addprefix --ignore=,$(NOT_MESSAGES))

messages: install
	$(PY) manage.py makemessages -d django $(MESSAGE_ARGS)
	$(PY) manage.py makemessages -d djangojs $(MESSAGE_ARGS)
	@# A new text starts empty for a translator, never with msgmerge's guess from a similar
	@# one ("Player" once came out as "Joueurs"): its fuzzy entries are emptied.
	@for po in locale/*/LC_MESSAGES/*.po; do msgattrib --clear-fuzzy --empty -o $$po $$po; done
	@$(MAKE) --no-print-directory compiled-messages

compiled-messages: install
	@command -v msgfmt >/dev/null 2>&1 || { echo "the catalogues need GNU gettext's msgfmt (apt-get install gettext)"; exit 1; }
	$(PY) manage.py compilemessages $(addprefix --ignore=,$(NOT_MESSAGES))

messages-check: install
	$(PY) tools/check_messages.py

clean:
	rm -rf $(VENV) var staticfiles .pytest_cache node_modules
