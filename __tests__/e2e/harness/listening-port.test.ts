/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { listeningPort } from '@/e2e/harness/listening-port';

// A server on port 0 in a process of its own, as WebKitWebDriver is: it prints the port the
// system chose, which listeningPort must read back without being told.
const serve = (host: string) =>
  spawn(process.execPath, [
    '-e',
    `const s = require('node:net').createServer().listen(0, '${host}', () => console.log(s.address().port));`,
  ]);

let child: ChildProcess;
afterEach(() => {
  child.kill();
});

describe('listeningPort', () => {
  it.each(['127.0.0.1', '::1'])('reads back the port the system chose on %s', async (host) => {
    child = serve(host);
    const [printed] = (await once(child.stdout!, 'data')) as [Buffer];
    expect(listeningPort(child.pid!)).toBe(Number(printed.toString()));
  });

  it('answers null for a process that listens on nothing', async () => {
    child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000); console.log("up")']);
    await once(child.stdout!, 'data');
    expect(listeningPort(child.pid!)).toBeNull();
  });
});
