// eslint over the site's scripts (static/js), the pad's unit tests (tests/js) and the bench's
// node script: `make lint`.
// The recommended rules catch what a browser only shows at run time (a name never defined, a
// variable never used, an unreachable branch).  The globals are named here, one list per kind
// of script, rather than taken from a package.
"use strict";
const js = require("@eslint/js");

const page = {
  window: "readonly",
  document: "readonly",
  navigator: "readonly",
  location: "readonly",
  console: "readonly",
  fetch: "readonly",
  URL: "readonly",
  URLSearchParams: "readonly",
  Event: "readonly",
  FormData: "readonly",
  Intl: "readonly",
  setTimeout: "readonly",
  clearTimeout: "readonly",
  setInterval: "readonly",
  clearInterval: "readonly",
  requestAnimationFrame: "readonly",
  localStorage: "readonly",
  sessionStorage: "readonly",
  EventSource: "readonly",
  HTMLElement: "readonly",
  matchMedia: "readonly",
  // Django's JavaScript catalogue (jsi18n), loaded by templates/base.html before the scripts.
  gettext: "readonly",
  ngettext: "readonly",
  pgettext: "readonly",
  interpolate: "readonly",
};
const worker = {
  self: "readonly",
  caches: "readonly",
  fetch: "readonly",
  URL: "readonly",
  Response: "readonly",
};
const node = {
  console: "readonly",
  process: "readonly",
  URL: "readonly",
  structuredClone: "readonly",
};

module.exports = [
  { ignores: ["node_modules/", "staticfiles/", ".venv/"] },
  js.configs.recommended,
  // A `catch (error)` that ignores the error is the older scripts' way of saying so.
  { rules: { "no-unused-vars": ["error", { caughtErrors: "none" }] } },
  {
    files: ["static/js/*.js"],
    languageOptions: { ecmaVersion: 2017, sourceType: "script", globals: page },
  },
  {
    files: ["static/js/sw.js"],
    languageOptions: { sourceType: "script", globals: worker },
  },
  {
    files: ["static/js/pad/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: page },
  },
  {
    files: ["tests/js/**/*.mjs"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: node },
  },
  {
    files: ["eslint.config.js", "bench/**/*.js"],
    languageOptions: {
      sourceType: "commonjs",
      globals: Object.assign({ require: "readonly", module: "writable" }, node),
    },
  },
];
