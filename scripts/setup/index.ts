/**
 * `npm run setup`: asks for the token's values (or takes them as flags, `--help` lists them),
 * checks each as the build does, and writes brand/content.yaml, which the build then reads by
 * itself. scripts/setup/run.ts says how; docs/make-it-yours.md says what it writes.
 */
import { runSetup, type Output } from './run';

const plain: Output = {
  info: (message) => console.log(message),
  error: (message) => console.error(`✖ ${message}`),
};

async function main() {
  const argv = process.argv.slice(2);
  const onTerminal =
    Boolean(process.stdin.isTTY && process.stdout.isTTY) && !argv.includes('--yes');
  if (!onTerminal || argv.includes('--help')) {
    return runSetup({ argv, root: process.cwd(), asker: null, out: plain });
  }
  const { intro, outro, readableColumns, terminalAsker, terminalOutput } =
    await import('./terminal');
  readableColumns(process.stdout);
  intro('Make it yours: brand/content.yaml');
  const status = await runSetup({
    argv,
    root: process.cwd(),
    asker: terminalAsker,
    out: terminalOutput,
  });
  if (status === 0) outro('Done.');
  return status;
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
