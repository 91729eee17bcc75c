// The words a person reads, through Django's JavaScript catalogue (jsi18n, loaded before the
// page's scripts and kept offline by the service worker): gettext, ngettext, pgettext and
// interpolate as the catalogue defines them.  Without a catalogue (node's test runner, or a
// page whose catalogue failed to load) the English is given back as written, with English
// plurals and the same interpolation, so every message reads the same as before.

function catalogue(name) {
  const found = globalThis[name];
  return typeof found === "function" ? found : null;
}

export function gettext(message) {
  const translate = catalogue("gettext");
  return translate ? translate(message) : message;
}

export function ngettext(singular, plural, count) {
  const translate = catalogue("ngettext");
  if (translate) {
    return translate(singular, plural, count);
  }
  return count === 1 ? singular : plural;
}

// A short word whose meaning needs its context ("N" the seat, "X" the double).
export function pgettext(context, message) {
  const translate = catalogue("pgettext");
  return translate ? translate(context, message) : message;
}

// Django's interpolate: named values "%(round)s" from an object, or "%s" in turn from a list.
export function interpolate(format, values, named) {
  const own = catalogue("interpolate");
  if (own) {
    return own(format, values, named);
  }
  if (named) {
    return format.replace(/%\(\w+\)s/g, (match) => String(values[match.slice(2, -2)]));
  }
  const list = values.slice();
  return format.replace(/%s/g, () => String(list.shift()));
}

// A translated message's named values put in: format(gettext("%(time)s left"), {time: t}).
// (The message itself is always written inside gettext(), where makemessages finds it.)
export function format(message, values) {
  return interpolate(message, values, true);
}
