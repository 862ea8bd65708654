/**
 * The browser tests' server, watched: what the supervisor (./test-server.mjs), the tests' fixture
 * (e2e/fixtures.ts) and the fault-injection check (./fault-injection.mjs) share. The supervisor
 * keeps two files per port in .tmp/test-server/: `<port>.log`, the server's whole output, and
 * `<port>.json`, its state: the process group it runs in and every outage it has restarted from.
 * Plain JavaScript, so that the supervisor runs on node alone. Paths are from the directory
 * Playwright runs in, the project root (as in ./host-server.ts).
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';

/** @typedef {{ from: number, to: number | null }} Outage times in ms since the epoch; `to` null while down */
/** @typedef {{ supervisor: number, group: number, port: number, url: string, log: string, outages: Outage[] }} ServerState */

/** TEST_SERVER_DIR: set for the supervisor, whose working directory is the config's. */
export const SERVER_DIR = process.env.TEST_SERVER_DIR || path.resolve('.tmp/test-server');

/** @param {number} port */
export const serverFiles = (port) => ({
  log: path.join(SERVER_DIR, `${port}.log`),
  state: path.join(SERVER_DIR, `${port}.json`),
});

/** A string as one word of a POSIX shell line. */
const quote = (/** @type {string} */ value) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * Playwright's webServer entry that runs `command` (a shell line that starts the server in the
 * foreground, such as hostServer's) under the supervisor, which restarts it whenever `url` stops
 * answering. Run from the project root.
 *
 * @param {string} command
 * @param {number} port
 * @param {string} url
 */
export function supervisedServer(command, port, url) {
  const supervisor = path.resolve('e2e/support/test-server.mjs');
  return {
    command: [
      `exec ${quote(process.execPath)} ${quote(supervisor)}`,
      `--port ${Number(port)} --url ${quote(url)} -- ${quote(command)}`,
    ].join(' '),
    url,
    env: { TEST_SERVER_DIR: SERVER_DIR },
  };
}

/**
 * Whether the server answers `url` with any HTTP status below 500 within `timeout` ms. A fresh
 * connection each time (no keep-alive agent), so no socket of a server since gone is reused.
 *
 * @param {string} url
 * @param {number} [timeout]
 * @returns {Promise<boolean>}
 */
export function answers(url, timeout = 5_000) {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, headers: { Connection: 'close' }, timeout }, (res) => {
      res.resume();
      resolve((res.statusCode ?? 500) < 500);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', () => resolve(false));
    req.end();
  });
}

/**
 * Waits until the server answers `url`, for at most `timeout` ms. Returns how long it waited (0 if
 * it answered at once), or null if it never answered.
 *
 * @param {string} url
 * @param {number} timeout
 */
export async function waitForServer(url, timeout) {
  const started = Date.now();
  for (let tries = 0; ; tries += 1) {
    const left = started + timeout - Date.now();
    if (await answers(url, Math.max(1, Math.min(5_000, left)))) {
      return tries === 0 ? 0 : Date.now() - started;
    }
    if (Date.now() - started >= timeout) return null;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** @param {number} port @returns {ServerState | null} */
export function readServerState(port) {
  try {
    return JSON.parse(readFileSync(serverFiles(port).state, 'utf8'));
  } catch {
    return null;
  }
}

/** Written whole and renamed into place, so a reader never sees half of it. */
export function writeServerState(/** @type {ServerState} */ state) {
  const { state: file } = serverFiles(state.port);
  mkdirSync(SERVER_DIR, { recursive: true });
  writeFileSync(`${file}.${process.pid}`, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(`${file}.${process.pid}`, file);
}

/**
 * The outages of the supervised server on `port` that overlap the time from `from` to `to`.
 *
 * @param {number} port @param {number} from @param {number} to
 */
export function outagesBetween(port, from, to) {
  return (readServerState(port)?.outages ?? []).filter(
    (outage) => outage.from <= to && (outage.to === null || outage.to >= from),
  );
}

/**
 * The live processes of a process group (zombies left out), each with its command line, from
 * Linux's /proc.
 *
 * @param {number} group
 * @returns {{ pid: number, command: string }[]}
 */
export function groupProcesses(group) {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp …; comm may hold spaces and parentheses.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) !== group || state === 'Z') continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
      found.push({ pid: Number(entry), command: command.trim() });
    } catch {
      // gone since the directory was read
    }
  }
  return found;
}
