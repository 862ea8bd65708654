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
/** @typedef {{ supervisor: number, group: number, port: number, upstream: number, url: string, log: string, outages: Outage[] }} ServerState `upstream`: the port the server itself listens on, behind ./drain-proxy.mjs on `port` */

/** TEST_SERVER_DIR: set for the supervisor, whose working directory is the config's. */
export const SERVER_DIR = process.env.TEST_SERVER_DIR || path.resolve('.tmp/test-server');

/** @param {number} port */
export const serverFiles = (port) => ({
  log: path.join(SERVER_DIR, `${port}.log`),
  state: path.join(SERVER_DIR, `${port}.json`),
});

/** A string as one word of a POSIX shell line. */
const quote = (/** @type {string} */ value) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The port a supervised server itself listens on, behind the browsers' `port`. */
export const upstreamPort = (/** @type {number} */ port) => port + 20_000;

/**
 * Playwright's webServer entry that runs a server under the supervisor, which restarts it whenever
 * `url` stops answering. `serve(upstream)` is the shell line that starts it in the foreground on
 * that port (such as hostServer's command); the browsers reach it on `port`, through the
 * supervisor's ./drain-proxy.mjs. Run from the project root.
 *
 * @param {(upstream: number) => string} serve
 * @param {number} port
 * @param {string} url
 */
export function supervisedServer(serve, port, url) {
  const supervisor = path.resolve('e2e/support/test-server.mjs');
  const upstream = upstreamPort(port);
  return {
    command: [
      `exec ${quote(process.execPath)} ${quote(supervisor)}`,
      `--port ${Number(port)} --upstream ${upstream} --url ${quote(url)}`,
      `-- ${quote(serve(upstream))}`,
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
export async function answers(url, timeout = 5_000) {
  return (await probe(url, timeout)).ok;
}

/**
 * One request to `url`, as `answers` makes it, and what came of it: the status, or the error
 * (ECONNREFUSED, ECONNRESET, "timed out after 5000 ms").
 *
 * @param {string} url
 * @param {number} [timeout]
 * @returns {Promise<{ ok: boolean, outcome: string }>}
 */
export function probe(url, timeout = 5_000) {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, headers: { Connection: 'close' }, timeout }, (res) => {
      res.resume();
      const status = res.statusCode ?? 500;
      resolve({ ok: status < 500, outcome: `HTTP ${status}` });
    });
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeout} ms`)));
    req.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      resolve({ ok: false, outcome: error.code ?? error.message }),
    );
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
      // The proxy holds a request while the server restarts, so even a first answer may have
      // waited for one: the supervisor has recorded it by then (it records before restarting).
      const answered = Date.now();
      const restarted = outagesBetween(Number(new URL(url).port), started, answered).length > 0;
      return tries === 0 && !restarted ? 0 : Math.max(1, answered - started);
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
 * The last `count` lines of the server's log that say something: workerd's "disconnected" errors
 * (a browser that closed a connection mid-response) and their stack lines left out.
 *
 * @param {string} log
 * @param {number} count
 */
export function logTail(log, count) {
  let text = '';
  try {
    text = readFileSync(log, 'utf8');
  } catch {
    return [];
  }
  const lines = text.split('\n').map((line) => line.replace(/\x1b\[[0-9;]*m/g, '').trimEnd());
  const said = lines.filter(
    (line, at) =>
      line &&
      !/disconnected: ::write|disconnected: .*(Broken pipe|reset by peer)/.test(line) &&
      !(/^\s+stack:/.test(line) && /disconnected/.test(lines[at - 1] ?? '')),
  );
  return said.slice(-count);
}

/**
 * The resident memory of each process of a group, in MB, as `workerd 2,031 MB; node 705 MB`.
 *
 * @param {number} group
 */
export function groupMemory(group) {
  return groupProcesses(group)
    .map(({ pid, command }) => {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
        const name = path.basename(command.split(' ')[0] ?? '?');
        return kb > 0 ? `${name} ${Math.round(kb / 1024).toLocaleString('en')} MB` : '';
      } catch {
        return '';
      }
    })
    .filter(Boolean)
    .join('; ');
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
