// The peer's match-pointing timed on the same results as bench_scoring.py: bridge-scorer on node.
// Reads [[tray, ns, ew, score], ...] as JSON on stdin; scores every tray with the package's
// standard scale (2 a result beaten, 1 a tie), totals each pair's match points, and prints the
// best of the runs asked for in milliseconds (wall, and the process's CPU) with the totals, so
// the caller can check the figures agree.
'use strict';

const scorer = require('bridge-scorer');

function score(rows) {
  const boards = new Map();
  for (const [tray, ns, ew, points] of rows) {
    let games = boards.get(tray);
    if (games === undefined) boards.set(tray, (games = []));
    games.push({ ns, ew, score: points, contract: { declaror: 'N' } });
  }
  const totals = {};
  for (const games of boards.values()) {
    scorer.matchpoints(games);
    for (const game of games) {
      totals[game.ns] = (totals[game.ns] || 0) + game.matchpointsNS.value;
      totals[game.ew] = (totals[game.ew] || 0) + game.matchpointsEW.value;
    }
  }
  return totals;
}

const rows = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const repeats = Number(process.argv[2] || 5);
let best = Infinity;
let bestCpu = Infinity;
let totals = null;
for (let i = 0; i < repeats; ++i) {
  const start = process.hrtime.bigint();
  const startCpu = process.cpuUsage();
  totals = score(rows);
  const cpu = process.cpuUsage(startCpu);
  best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  bestCpu = Math.min(bestCpu, (cpu.user + cpu.system) / 1e3);
}
process.stdout.write(JSON.stringify({ ms: best, cpu_ms: bestCpu, totals }));
