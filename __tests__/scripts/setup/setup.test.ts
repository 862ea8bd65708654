/**
 * @jest-environment node
 */
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { accentFor, textContrastProblem } from '@/lib/brand/colors';
import { deriveMark } from '@/lib/brand/checks';
import { CHAINS } from '@/lib/chain';
import { parseContent } from '@/lib/build/content/load';
import { parseFlags, SetupError } from '@/scripts/setup/flags';
import { EVM, MASCOT, minimal, PROJECT, setupProject, SOLANA } from './project';

const { at, run, written, brandOf, files } = setupProject();

describe('the flag parser', () => {
  it('takes every value as a flag, and --yes, --force and --help', () => {
    const flags = parseFlags([
      '--name',
      'PepeIn',
      '--ticker',
      '$RIBBIT',
      '--chain',
      'base',
      '--address',
      EVM,
      '--token-url',
      'https://x.test/{address}',
      '--social',
      'https://x.com/p',
      '--community',
      'https://x.com/c',
      '--telegram',
      'https://t.me/p',
      '--chart',
      'https://dexscreener.com/base/{address}',
      '--color',
      '#1d6b2f',
      '--accent',
      '#0b5394',
      '--mascot',
      'frog.png',
      '--launch-at',
      '2026-12-01T18:00:00Z',
      '--add-language',
      'ja',
      '--yes',
      '--force',
    ]);
    expect(flags.given).toEqual({
      brandName: 'PepeIn',
      ticker: '$RIBBIT',
      chain: 'base',
      contractAddress: EVM,
      tokenUrl: 'https://x.test/{address}',
      socialUrl: 'https://x.com/p',
      communityUrl: 'https://x.com/c',
      telegramUrl: 'https://t.me/p',
      chartUrl: 'https://dexscreener.com/base/{address}',
      brandColor: '#1d6b2f',
      accentColor: '#0b5394',
      mascot: 'frog.png',
      launchAt: '2026-12-01T18:00:00Z',
    });
    expect(flags).toMatchObject({ yes: true, force: true, help: false, addLanguage: 'ja' });
    expect(parseFlags(['--help']).help).toBe(true);
  });

  it('refuses an unknown flag and a flag without its value, naming it', () => {
    expect(() => parseFlags(['--colour', '#fff'])).toThrow(SetupError);
    expect(() => parseFlags(['--colour', '#fff'])).toThrow(/--colour/);
    expect(() => parseFlags(['--name'])).toThrow(/--name/);
  });

  it('lists every flag under --help, and writes nothing', async () => {
    const { status, said } = await run(['--help']);
    expect(status).toBe(0);
    for (const flag of [
      'name',
      'ticker',
      'chain',
      'address',
      'token-url',
      'social',
      'community',
      'telegram',
      'chart',
      'color',
      'accent',
      'mascot',
      'launch-at',
      'add-language',
      'yes',
      'force',
      'help',
    ]) {
      expect(said).toContain(`--${flag}`);
    }
    expect(said).toContain('keep:');
    expect(files()).toEqual([]);
  });
});

describe('the defaults', () => {
  it('takes the chain from the address and the token page', async () => {
    await run([...minimal, '--address', SOLANA]);
    expect(brandOf()).toMatchObject({ chain: 'solana', tokenUrl: CHAINS.solana.tokenPages[0] });
    rmSync(at('brand'), { recursive: true });
    await run([...minimal, '--address', EVM, '--token-url', 'https://four.meme/token/{address}']);
    expect(brandOf()).toMatchObject({ chain: 'bsc', contractAddress: EVM });
    rmSync(at('brand'), { recursive: true });
    await run([...minimal, '--token-url', 'https://app.uniswap.org/explore/tokens/base/{address}']);
    expect(brandOf()).toMatchObject({ chain: 'base', contractAddress: 'soon' });
    // Three runs of setup, each checking the whole file as the build does.
  }, 20_000);

  it('makes the mark from the name, the accent from the brand colour, the X link from the ticker', async () => {
    await run([...minimal, '--color', '#1d6b2f']);
    const brand = brandOf();
    expect(brand.brandMark).toBe(deriveMark('PepeIn'));
    expect(brand.accentColor).toBe(accentFor('#1d6b2f'));
    expect(brand.socialUrl).toBe('https://x.com/search?q=%24RIBBIT');
    expect(brand.telegramUrl).toBeUndefined();
    expect(brand.chartUrl).toBeUndefined();
  });

  it('makes an accent that carries text, in another hue than the brand colour', () => {
    for (const color of ['#b0124f', '#1d6b2f', '#0b5394', '#ffcc00']) {
      const accent = accentFor(color);
      expect(textContrastProblem(accent)).toBeNull();
      expect(accent).not.toBe(color);
    }
  });
});

describe('the launch time', () => {
  it('writes it into brand: as announced, for a build before launch', async () => {
    const { status } = await run([...minimal, '--launch-at', '2026-12-02T03:00+09:00']);
    expect(status).toBe(0);
    expect(brandOf()).toMatchObject({
      contractAddress: 'soon',
      launchAt: '2026-12-02T03:00+09:00',
    });
    expect(parseContent(written(), 'brand/content.yaml').brand?.launchAt).toBe(
      '2026-12-02T03:00+09:00',
    );
  });

  it('is optional, and not asked once the address is known', async () => {
    await run(minimal);
    expect(brandOf().launchAt).toBeUndefined();
  });
});

describe('what it writes', () => {
  it('writes LewdIn’s words with the answers in brand:, a schema line that points from brand/, and the mascot copied in', async () => {
    const { status, said } = await run([
      ...minimal,
      '--address',
      SOLANA,
      '--mascot',
      path.join(PROJECT, MASCOT),
    ]);
    expect(status).toBe(0);
    const text = written();
    expect(text.split('\n')[0]).toBe(
      '# yaml-language-server: $schema=../content/content.schema.json',
    );
    expect(text).toContain('# Every word, number and picture a visitor meets');
    const content = parseContent(text, 'brand/content.yaml');
    expect(content.brand).toMatchObject({
      brandName: 'PepeIn',
      ticker: '$RIBBIT',
      mascot: 'brand/mascot.png',
    });
    expect(content.home).toEqual(
      parseContent(readFileSync('content/lewdin.yaml', 'utf8'), 'x.yaml').home,
    );
    expect(readFileSync(at('brand/mascot.png'))).toEqual(readFileSync(MASCOT));
    expect(said).toContain('npm start');
    expect(said).toContain('git push');
  });

  it('writes the team’s claims in claims:, and none of LewdIn’s when it gives none', async () => {
    await run([...minimal, '--address', SOLANA, '--claims', 'mintRevoked, liquidityLocked=95']);
    expect(parseContent(written(), 'brand/content.yaml').claims).toEqual({
      mintRevoked: true,
      liquidityLocked: 95,
    });
    rmSync(at('brand'), { recursive: true });
    await run([...minimal, '--address', SOLANA]);
    expect(parseContent(written(), 'brand/content.yaml').claims).toEqual({});
  });
});

describe('each refusal names the flag and the build’s message, and writes nothing', () => {
  const small = () => {
    const file = at('small.png');
    return sharp({ create: { width: 100, height: 100, channels: 3, background: '#1d6b2f' } })
      .png()
      .toFile(file)
      .then(() => file);
  };
  it.each([
    [
      ['--address', 'not-an-address'],
      '--address: NEXT_PUBLIC_CONTRACT_ADDRESS must be a Solana address',
    ],
    [
      ['--address', '0xba5EBA11000000000000000000000000000000Ff', '--chain', 'base'],
      'fails its EIP-55 checksum',
    ],
    [['--address', EVM], '--chain: needed'],
    [
      ['--chain', 'polygon'],
      '--chain: NEXT_PUBLIC_CHAIN must be one of solana, ethereum, base, bsc (got "polygon")',
    ],
    [
      ['--chain', 'base', '--address', SOLANA],
      '--address: NEXT_PUBLIC_CHAIN "base" (Base) takes an EVM address',
    ],
    [
      ['--address', SOLANA, '--token-url', 'https://four.meme/token/{address}'],
      '--token-url: NEXT_PUBLIC_TOKEN_URL',
    ],
    [
      ['--token-url', 'http://pump.fun/coin/{address}'],
      '--token-url: NEXT_PUBLIC_TOKEN_URL must use https://',
    ],
    [
      ['--telegram', 'http://t.me/ribbit'],
      '--telegram: NEXT_PUBLIC_TELEGRAM_URL must use https://',
    ],
    [
      ['--color', '#ff8fb1'],
      '--color: NEXT_PUBLIC_BRAND_COLOR "#ff8fb1" cannot carry text: white text on it has a contrast ratio of 2.',
    ],
    [
      ['--accent', 'crimson'],
      '--accent: NEXT_PUBLIC_ACCENT_COLOR must be a colour written #rgb or #rrggbb',
    ],
    [['--mascot', 'no-such.png'], '--mascot: NEXT_PUBLIC_MASCOT names a file that does not exist'],
    [
      ['--mascot', 'mascot.gif'],
      '--mascot: NEXT_PUBLIC_MASCOT must be a PNG, WebP, JPEG or SVG file',
    ],
    [
      ['--address', SOLANA, '--chart', 'https://dexscreener.com/base/{address}'],
      '--chart: NEXT_PUBLIC_CHART_URL "https://dexscreener.com/base/{address}" is a chart on Base',
    ],
    [['--name', 'A name far too long for the top bar of the site'], '--name: brand/content.yaml'],
    [
      ['--claims', 'freezeRevoked', '--address', EVM, '--chain', 'base'],
      '--claims: claims.freezeRevoked means nothing on Base',
    ],
    [['--claims', 'maxTax=1'], '--claims: claims.maxTax means nothing on Solana'],
    [['--claims', 'liquidityLocked'], '--claims: claims.liquidityLocked needs a percentage'],
    [['--claims', 'topTenMax=140'], '--claims: claims.topTenMax is wrong'],
    [['--claims', 'rugFree'], '--claims: claims has "rugFree", which is not a claim'],
    [
      ['--launch-at', '2026-12-01T18:00'],
      '--launch-at: NEXT_PUBLIC_LAUNCH_AT "2026-12-01T18:00" has no time zone',
    ],
    [
      ['--launch-at', '2026-02-30T18:00Z'],
      '--launch-at: NEXT_PUBLIC_LAUNCH_AT "2026-02-30T18:00Z" is a date that does not exist',
    ],
    [
      ['--launch-at', 'next friday'],
      '--launch-at: NEXT_PUBLIC_LAUNCH_AT "next friday" is not an instant',
    ],
  ])('%p', async (extra, message) => {
    const { status, error } = await run([...minimal, ...extra]);
    expect(status).toBe(1);
    expect(error).toContain(message);
    expect(files()).toEqual([]);
  });

  it('refuses a mascot under 256×256 with the build’s message', async () => {
    const { status, error } = await run([...minimal, '--mascot', await small()]);
    expect(status).toBe(1);
    expect(error).toContain('--mascot: NEXT_PUBLIC_MASCOT must be at least 256×256 pixels');
    expect(files()).toEqual([]);
  });

  it('refuses a renamed brand that keeps LewdIn’s sample address', async () => {
    const { status, error } = await run([
      ...minimal,
      '--address',
      '5AMPLEWaifuTokenNotFinancia1Advice11111pump',
    ]);
    expect(status).toBe(1);
    expect(error).toContain(
      "--address: NEXT_PUBLIC_CONTRACT_ADDRESS is still LewdIn's sample address",
    );
  });

  it('needs the name and ticker, and without a terminal --yes for the rest', async () => {
    expect((await run(['--ticker', '$R', '--yes'])).error).toContain('--name: needed');
    expect((await run(['--name', 'PepeIn', '--ticker', '$R'])).error).toContain(
      '--chain: not given, and there is no terminal',
    );
    expect(files()).toEqual([]);
  });
});

describe('no existing file is lost', () => {
  it('leaves brand/content.yaml untouched without --force', async () => {
    mkdirSync(at('brand'));
    writeFileSync(at('brand/content.yaml'), 'our own words\n');
    const { status, error } = await run(minimal);
    expect(status).toBe(1);
    expect(error).toContain('brand/content.yaml exists, and setup never overwrites it');
    expect(written()).toBe('our own words\n');
    expect(files()).toEqual(['content.yaml']);
  });

  it('keeps the file it would replace when --force comes with a refused launch time', async () => {
    mkdirSync(at('brand'));
    writeFileSync(at('brand/content.yaml'), 'our own words\n');
    const { status, error } = await run([...minimal, '--launch-at', '18:00 UTC', '--force']);
    expect(status).toBe(1);
    expect(error).toContain('--launch-at: NEXT_PUBLIC_LAUNCH_AT "18:00 UTC" is not an instant');
    expect(written()).toBe('our own words\n');
    expect(files()).toEqual(['content.yaml']);
  });

  it('with --force, keeps the old file as .bak, and an older .bak too', async () => {
    mkdirSync(at('brand'));
    writeFileSync(at('brand/content.yaml'), 'first\n');
    expect((await run([...minimal, '--force'])).status).toBe(0);
    expect(readFileSync(at('brand/content.yaml.bak'), 'utf8')).toBe('first\n');
    const second = written();
    expect((await run([...minimal, '--ticker', '$FROG', '--force'])).status).toBe(0);
    expect(readFileSync(at('brand/content.yaml.bak'), 'utf8')).toBe('first\n');
    expect(readFileSync(at('brand/content.yaml.2.bak'), 'utf8')).toBe(second);
    expect(brandOf().ticker).toBe('$FROG');
  });
});
