// What the table's pad and a progressive party's table page share: the phone's own storage
// (results kept until the server has them, each with a key of its own so a resend stores nothing
// twice) and the page built as DOM nodes, never from markup strings (the site's policy allows
// no inline code).  Loaded before either page's own script.
(function () {
  "use strict";
  function read(key) {
    try { return JSON.parse(window.localStorage.getItem(key)); } catch (e) { return null; }
  }
  function write(key, value) {
    try { window.localStorage.setItem(key, JSON.stringify(value)); } catch (e) { /* full */ }
  }
  function newKey() {
    if (window.crypto && window.crypto.randomUUID) { return window.crypto.randomUUID(); }
    var out = "";
    for (var i = 0; i < 32; i++) { out += Math.floor(Math.random() * 16).toString(16); }
    return out;
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      var value = attrs[name];
      if (value === null || value === undefined || value === false) { return; }
      if (name === "text") { node.textContent = value; }
      else if (name === "cls") { node.className = value; }
      else { node.setAttribute(name, value === true ? "" : value); }
    });
    (children || []).forEach(function (child) {
      if (child === null || child === undefined || child === "") { return; }
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }
  function button(label, act, val, opts) {
    opts = opts || {};
    return el("button", {type: "button", cls: "tap " + (opts.cls || ""), "data-act": act,
      "data-val": val === undefined ? null : String(val), "aria-pressed": opts.pressed === undefined
        ? null : String(!!opts.pressed), "aria-label": opts.label || null,
      disabled: opts.disabled || null}, Array.isArray(label) ? label : [label]);
  }
  window.TraysTap = {read: read, write: write, newKey: newKey, el: el, button: button};
})();
