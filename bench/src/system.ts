/** Child processes, ports and the browser's version: what the bench asks of the machine. */
import { execFileSync, spawn } from 'node:child_process';
import net from 'node:net';

/** Runs a command with the bench's own output; rejects on a non-zero exit. */
export function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit ${code}`}).`),
          ),
    );
  });
}

/** Fails early, with a clear message, when something already listens on a port. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error(`Port ${port} is in use; set BENCH_PORT / BENCH_FLOOR_PORT to free ports.`));
    });
    socket.once('error', () => resolve());
  });
}

/** `chromium --version`, or the fallback when it cannot be run. */
export function chromiumVersion(chromePath: string, fallback: string): string {
  try {
    return execFileSync(chromePath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return fallback;
  }
}
