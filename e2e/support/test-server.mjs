#!/usr/bin/env node
/**
 * Runs the browser tests' server and keeps it answering: Playwright's webServer runs this
 * (supervisedServer in ./server-watch.mjs), not wrangler itself.
 *
 *   node e2e/support/test-server.mjs --port 4173 --upstream 24173 --url http://127.0.0.1:4173/ \
 *     -- '<shell command that serves on 24173>'
 *
 * The browsers reach the server through ./drain-proxy.mjs on `port`, which never passes on a
 * request they abandon (wrangler does not survive one) and holds their GETs while it restarts.
 * The command runs in a process group of its own, its output going to .tmp/test-server/<port>.log
 * rather than through a pipe a reader may close (cloudflare/workers-sdk#15202: workerd stopped on
 * a broken pipe). Every second the supervisor asks `url` at the server's own port; wrangler can
 * outlive its workerd, so an answer counts, not a live process. When wrangler exits, or two probes
 * in a row get no answer below 500 (each waits 5 s at most), it stops the whole group and starts the command again, then
 * prints one line once the new server answers. SIGTERM or SIGINT (Playwright's shutdown), or the
 * end of its stdin (Playwright gone), stops the group and exits.
 */
import { spawn } from 'node:child_process';
import { fstatSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { drainProxy } from './drain-proxy.mjs';
import {
  answers,
  groupMemory,
  groupProcesses,
  logTail,
  probe,
  SERVER_DIR,
  serverFiles,
  writeServerState,
} from './server-watch.mjs';

const dashes = process.argv.indexOf('--');
const option = (/** @type {string} */ name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && (dashes < 0 || at < dashes) ? process.argv[at + 1] : undefined;
};
const port = Number(option('port'));
const upstream = Number(option('upstream'));
const url = option('url') ?? `http://127.0.0.1:${port}/`;
// The supervisor asks the server itself: the proxy in front holds a browser's GET while it is down.
const serverUrl = Object.assign(new URL(url), { port: String(upstream) }).href;
const command = dashes < 0 ? '' : process.argv.slice(dashes + 1).join(' ');
if (
  !Number.isInteger(port) ||
  port <= 0 ||
  !Number.isInteger(upstream) ||
  upstream <= 0 ||
  !command
) {
  console.error(
    "usage: test-server.mjs --port <port> --upstream <port> [--url <url>] -- '<shell command>'",
  );
  process.exit(2);
}

const PROBE_EVERY_MS = 1_000;
const MISSES_BEFORE_RESTART = 2;
const START_TIMEOUT_MS = 60_000;

// Playwright reads our stderr; if it stops reading, a write must not take the supervisor down.
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});

const { log } = serverFiles(port);
mkdirSync(SERVER_DIR, { recursive: true });
writeFileSync(log, '');
// Appending, from both the server and the supervisor, so neither overwrites the other.
const logFd = openSync(log, 'a');
const note = (/** @type {string} */ line) =>
  writeSync(logFd, `[test-server ${new Date().toISOString()}] ${line}\n`);

/** @type {import('./server-watch.mjs').ServerState} */
const state = { supervisor: process.pid, group: 0, port, upstream, url, log, outages: [] };
/** @type {import('node:child_process').ChildProcess | null} */
let child = null;
/** How the server's process ended ('code 1', 'SIGKILL'), once it has; empty while it runs. */
let exited = '';
let stopping = false;
/** @type {() => void} */
let wake = () => {};
const sleep = (/** @type {number} */ ms) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake = () => {
      clearTimeout(timer);
      resolve(undefined);
    };
  });

function start() {
  exited = '';
  const current = spawn('/bin/sh', ['-c', command], {
    detached: true,
    stdio: ['ignore', logFd, logFd],
  });
  child = current;
  state.group = current.pid ?? 0;
  note(`started: ${command} (process group ${state.group})`);
  writeServerState(state);
  current.once('exit', (code, signal) => {
    if (current !== child) return;
    exited = signal ?? `code ${code}`;
    note(`the server's process exited (${exited})`);
    wake();
  });
}

/** Sends `signal` to the group, then waits up to `grace` ms for every process in it to end. */
async function signalGroup(/** @type {NodeJS.Signals} */ signal, /** @type {number} */ grace) {
  try {
    process.kill(-state.group, signal);
  } catch {
    // no process left in the group
  }
  const until = Date.now() + grace;
  while (groupProcesses(state.group).length > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return groupProcesses(state.group).length === 0;
}

async function stopGroup(/** @type {number} */ grace) {
  if (!state.group) return;
  if (!(await signalGroup('SIGTERM', grace))) await signalGroup('SIGKILL', 2_000);
}

/** Waits until the server answers (true) or its process exits or the start times out (false). */
async function started() {
  const until = Date.now() + START_TIMEOUT_MS;
  while (!stopping && !exited && Date.now() < until) {
    if (await answers(serverUrl, 2_000)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

async function shutdown(/** @type {string} */ why) {
  if (stopping) return;
  stopping = true;
  wake();
  note(`stopping (${why})`);
  // Within Playwright's gracefulShutdown timeout (5 s), after which it kills the supervisor.
  await stopGroup(2_500);
  process.exit(0);
}
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT', 'SIGHUP'])) {
  process.on(signal, () => void shutdown(signal));
}
const parent = process.ppid;
if (fstatSync(0).isFIFO() || fstatSync(0).isSocket()) {
  process.stdin.on('end', () => void shutdown('stdin closed')).resume();
}

await drainProxy(port, upstream);
start();
if (!(await started())) {
  if (!stopping) {
    console.error(`test server did not start; log: ${log}`);
    await stopGroup(1_000);
    process.exit(1);
  }
}

let misses = 0;
let answeredAt = Date.now();
let missedAt = 0;
/** @type {string[]} */
let outcomes = [];
while (!stopping) {
  await sleep(PROBE_EVERY_MS);
  if (stopping) break;
  if (process.ppid !== parent) await shutdown('parent gone');
  const probed = exited ? { ok: false, outcome: `exited (${exited})` } : await probe(serverUrl);
  if (probed.ok) {
    misses = 0;
    outcomes = [];
    answeredAt = Date.now();
    continue;
  }
  if (misses === 0) missedAt = Date.now();
  misses = exited ? MISSES_BEFORE_RESTART : misses + 1;
  outcomes.push(probed.outcome);
  if (misses < MISSES_BEFORE_RESTART || stopping) continue;

  const outage = { from: answeredAt, to: /** @type {number | null} */ (null) };
  state.outages.push(outage);
  // Why, where CI's output shows it: the probes' outcomes, the memory of what still runs (before
  // it is stopped), and the last lines the server wrote.
  const why = exited
    ? `the server's process exited (${exited})`
    : `${misses} probes unanswered (${outcomes.join(', ')}); running: ${groupMemory(state.group) || 'nothing'}`;
  const tail = logTail(log, 12);
  note(`restarting: ${why}`);
  console.error([`test server restarting: ${why}; its last lines:`, ...tail].join('\n  '));
  writeServerState(state);
  for (;;) {
    await stopGroup(1_000);
    if (stopping) break;
    start();
    if ((await started()) || stopping) break;
    note('the restarted server did not answer; trying again');
    await sleep(PROBE_EVERY_MS);
  }
  if (stopping) break;
  misses = 0;
  answeredAt = outage.to = Date.now();
  writeServerState(state);
  const line = `test server stopped answering, restarted in ${((answeredAt - missedAt) / 1000).toFixed(1)} s; log: ${log}`;
  note(line);
  console.error(line);
}
