// A phone's storage and network for the pad's modules, in node: localStorage as a Map of
// strings, and fetch answering from a list the test writes (a reply, or an error for a
// dropped connection), recording every request.

export class FakeStorage {
  constructor() {
    this.values = new Map();
  }
  getItem(name) {
    return this.values.has(name) ? this.values.get(name) : null;
  }
  setItem(name, value) {
    this.values.set(name, String(value));
  }
  // What a reload would read back.
  parsed(name) {
    return JSON.parse(this.getItem(name));
  }
}

// A storage whose writes fail, as a full phone's do.
export class FullStorage extends FakeStorage {
  setItem() {
    throw new Error("QuotaExceededError");
  }
}

// fetch for a list of answers: {status, data} for a reply with a JSON body, {status, text}
// for one whose body is not JSON, "offline" for a request that never reaches the server.
export function fakeFetch(answers) {
  const sent = [];
  const fetch = (url, options) => {
    sent.push({ url: url, options: options, body: JSON.parse(options.body) });
    const answer = answers.shift();
    if (answer === undefined) {
      throw new Error("fakeFetch: no answer left for " + url);
    }
    if (answer === "offline") {
      return Promise.reject(new TypeError("Failed to fetch"));
    }
    return Promise.resolve({
      status: answer.status,
      ok: answer.status < 400,
      json: () =>
        "text" in answer
          ? Promise.reject(new SyntaxError(answer.text))
          : Promise.resolve(answer.data),
    });
  };
  return { fetch: fetch, sent: sent };
}

// The game's words at bridge.
export function bridgeWords(key) {
  return { Board: "Board", board: "board" }[key];
}
