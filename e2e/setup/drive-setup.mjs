/**
 * Drives `npm run setup` on a pseudo-terminal (util-linux's `script`), as a team would answer it,
 * in the project it is run from (CI: a fork-like clone, e2e/rebrand/check-rebrand.sh):
 *
 * 1. a run stopped with Ctrl-C at the second question must exit 130 and write nothing; it runs on
 *    a terminal that reports 0 columns, where each question must still read on its own line;
 * 2. a run answering the second token's values (e2e/fixtures/rebrand/token.env), with one bad
 *    answer that must be refused with the build's message and asked again, must write
 *    brand/content.yaml, whose brand: section check-rebrand.sh then builds.
 *
 *   node e2e/setup/drive-setup.mjs
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const TOKEN_ENV = 'e2e/fixtures/rebrand/token.env';
const BRAND_FILE = 'brand/content.yaml';
const DOWN = '\x1b[B';
const UP = '\x1b[A';
const CTRL_C = '\x03';
/** Long enough for a slow shared machine; a step that waits longer has hung. */
const STEP_TIMEOUT_MS = 30_000;

const token = Object.fromEntries(
  readFileSync(TOKEN_ENV, 'utf8')
    .split('\n')
    .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line.trim()))
    .filter(Boolean)
    .map((match) => [match[1], match[2]]),
);

const ANSI = /\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\r/g;

/**
 * Runs setup on a terminal of `cols` columns; `steps` are [what the screen must show next, what
 * to type].
 */
function drive(steps, cols = 120) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'script',
      ['-qefc', `stty cols ${cols} rows 40; npm run --silent setup`, '/dev/null'],
      {
        env: { ...process.env, TERM: 'xterm-256color' },
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    let screen = '';
    let seen = 0;
    let step = 0;
    let timer;
    const arm = () => {
      clearTimeout(timer);
      const waiting = steps[step]?.[0];
      timer = setTimeout(() => {
        child.kill();
        reject(
          new Error(`setup never showed ${waiting}; the screen ends:\n${screen.slice(-1500)}`),
        );
      }, STEP_TIMEOUT_MS);
    };
    const advance = () => {
      while (step < steps.length) {
        const [expected, keys] = steps[step];
        const found = screen.indexOf(expected, seen);
        if (found === -1) return;
        seen = found + expected.length;
        step += 1;
        arm();
        // Typed a little later, as a person would: the prompt is listening by then.
        setTimeout(() => child.stdin.write(keys), 150);
      }
    };
    arm();
    child.stdout.on('data', (chunk) => {
      screen += chunk.toString('utf8').replace(ANSI, '');
      advance();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (step < steps.length) {
        reject(
          new Error(`setup exited (${code}) before ${steps[step][0]}:\n${screen.slice(-1500)}`),
        );
      } else resolve({ code, screen });
    });
  });
}

function fail(message) {
  console.error(`drive-setup: ${message}`);
  process.exit(1);
}

if (existsSync(BRAND_FILE)) fail(`${BRAND_FILE} exists already; run this in a fresh clone`);

// A pseudo-terminal that reports 0 columns: the prompts wrap at 80 rather than at every
// character, so each question is found whole on the screen.
const stopped = await drive(
  [
    ['The site’s name (your brand, e.g. PepeIn)', 'Frog\r'],
    ['The ticker (e.g. $PEPE)', CTRL_C],
  ],
  0,
);
if (stopped.code !== 130) fail(`Ctrl-C ended setup with ${stopped.code}, not 130`);
if (existsSync('brand')) fail('a run stopped with Ctrl-C left brand/ behind');
console.log(
  'drive-setup: on a 0-column terminal the questions read whole; Ctrl-C at the second exits 130 and writes nothing',
);

const badAddress = '0xNotSolana';
const { code, screen } = await drive([
  ['The site’s name', `${token.NEXT_PUBLIC_BRAND_NAME}\r`],
  ['The ticker', `${token.NEXT_PUBLIC_TICKER}\r`],
  // Solana, the first chain, is picked already.
  ['The chain', '\r'],
  ['The token’s address', `${badAddress}\r`],
  // The build's own message for it, then the same question again.
  ['must be an EVM address: 0x and 40 hex digits', ''],
  ['The token’s address', `${token.NEXT_PUBLIC_CONTRACT_ADDRESS}\r`],
  // pump.fun, then Jupiter: the second suggestion.
  ['The token page', `${DOWN}\r`],
  // The default: a search for the ticker on X.
  ['The X (Twitter) page', '\r'],
  ['The community', `${token.NEXT_PUBLIC_COMMUNITY_URL}\r`],
  ['The Telegram group', `${token.NEXT_PUBLIC_TELEGRAM_URL}\r`],
  // No Mini App.
  ['BotFather’s direct link', '\r'],
  ['The brand colour', `${token.NEXT_PUBLIC_BRAND_COLOR}\r`],
  ['The accent colour', `${token.NEXT_PUBLIC_ACCENT_COLOR}\r`],
  ['The mascot', `${token.NEXT_PUBLIC_MASCOT}\r`],
  // None is picked; DexScreener is two above it.
  ['The chart page', `${UP}${UP}\r`],
  // No claims: none of LewdIn's is written for this token.
  ['Your claims', '\r'],
  // No bot, terminal, raid post or reply here: the token's own (e2e/fixtures/rebrand/content.yaml)
  // come with its words (fork-content.mts).
  ['Your trading bots', '\r'],
  ['Your trading terminals', '\r'],
  ['Your raid posts', '\r'],
  ['The X post raiders reply under', '\r'],
  // A tag that is not one is refused with the check's words; then none.
  ['Add a language?', 'frog!\r'],
  ['"frog!" is not a BCP 47 language tag', ''],
  ['Add a language?', '\r'],
  [`Wrote ${BRAND_FILE}`, ''],
]);
if (code !== 0) fail(`setup exited ${code}:\n${screen.slice(-1500)}`);
if (!existsSync(BRAND_FILE)) fail(`setup said it wrote ${BRAND_FILE}, but there is none`);
console.log(`drive-setup: ${badAddress} was refused with the build's message and asked again`);
console.log(`drive-setup: wrote ${BRAND_FILE} from the answers`);
