// The pad opens with the network down only if the service worker keeps every one of its
// modules: the list static/js/pad/offline.js gives it must name each module in the folder.
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { test } from "node:test";

import { MODULES } from "../../static/js/pad/offline.js";

test("the service worker is told to keep every module of the pad", () => {
  const folder = new URL("../../static/js/pad/", import.meta.url);
  const modules = readdirSync(folder).filter((name) => name.endsWith(".js"));
  assert.deepEqual([...MODULES].sort(), modules.sort());
});
