// The peer timed on the same results as bench_scoring.py: bridge-scorer on node.
// Reads [[tray, ns, ew, score], ...] as JSON on stdin.  argv[2]: the number of timed runs;
// argv[3]: the method, "matchpoints" (the package's standard scale, 2 a result beaten, 1 a
// tie), "butler" or "cross-imps" (its IMP pairs); argv[4]: untimed runs before them.  Each
// run does what our scoring does like for like: every result's figures on every tray, each
// pair's total, and every pair's rank (the package's own `rank`, places shared by equal
// totals).  Prints the median and the best of the runs in milliseconds (wall, and the
// process's CPU), the totals and places, for Butler each tray's datum (the package's own
// rule), and each row's NS and EW figures (from one more run, untimed), so the caller can
// check the figures.
'use strict';

const scorer = require('bridge-scorer');

const METHODS = {
  matchpoints: [scorer.matchpoints, 'matchpointsNS', 'matchpointsEW'],
  butler: [scorer.butler, 'impsNS', 'impsEW'],
  'cross-imps': [scorer.crossImps, 'impsNS', 'impsEW'],
};

function score(rows, method, kept) {
  const [scoreBoard, nsKey, ewKey] = METHODS[method];
  const boards = new Map();
  for (const [tray, ns, ew, points] of rows) {
    let games = boards.get(tray);
    if (games === undefined) boards.set(tray, (games = []));
    const game = { ns, ew, score: points, contract: { declaror: 'N' } };
    games.push(game);
    if (kept !== undefined) kept.push(game);
  }
  const totals = {};
  const datums = {};
  for (const [tray, games] of boards) {
    const datum = scoreBoard(games);
    if (method === 'butler') datums[tray] = datum;
    for (const game of games) {
      totals[game.ns] = (totals[game.ns] || 0) + game[nsKey].value;
      totals[game.ew] = (totals[game.ew] || 0) + game[ewKey].value;
    }
  }
  const ranked = scorer.rank(Object.keys(totals).map((pair) => ({ pair, score: totals[pair] })));
  return { totals, datums, ranked };
}

function median(values) {
  const sorted = values.slice().sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const rows = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const repeats = Number(process.argv[2] || 5);
const method = process.argv[3] || 'matchpoints';
// Untimed runs first (argv[4]), so node's compiler has warmed the package's code as a
// running server's would have.
const warmUp = Number(process.argv[4] || 0);
for (let i = 0; i < warmUp; ++i) score(rows, method);
const wall = [];
const cpu = [];
let out = null;
for (let i = 0; i < repeats; ++i) {
  const start = process.hrtime.bigint();
  const startCpu = process.cpuUsage();
  out = score(rows, method);
  const used = process.cpuUsage(startCpu);
  wall.push(Number(process.hrtime.bigint() - start) / 1e6);
  cpu.push((used.user + used.system) / 1e3);
}
const places = {};
for (const r of out.ranked) places[r.pair] = r.rank;
// One more run, untimed, keeping the games in the order of the rows: every line's figures.
const [, nsKey, ewKey] = METHODS[method];
const games = [];
score(rows, method, games);
process.stdout.write(
  JSON.stringify({
    ms: median(wall),
    cpu_ms: median(cpu),
    best_cpu_ms: Math.min(...cpu),
    totals: out.totals,
    places,
    datums: out.datums,
    ns: games.map((game) => game[nsKey].value),
    ew: games.map((game) => game[ewKey].value),
  }),
);
