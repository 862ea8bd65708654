import type { Config } from 'tailwindcss';
import defaultTheme from 'tailwindcss/defaultTheme';

const { fontSize } = defaultTheme;

const token = (name: string) => `rgb(var(--${name}) / <alpha-value>)`;

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    // A small type scale on purpose. Every size and weight pair on a page is one more font
    // instance for the first layout to set up; on desktop Linux, where the benchmark runs, each
    // costs a synchronous call to the browser process (2-4 ms in traced cold loads). A page uses
    // five: 12/400 for small print (no 12/600), 14/400 for text (the body's default, so unsized
    // and screen-reader-only text adds none), 14/600, 16/600 for card titles and 24/700 for
    // headings. Going from nine or ten to five or six cut strike queries from 9-10 to 5-6 and home's
    // first layout from a median of 61 to 38 ms (5 cold loads each). 5xl is the 404 page's alone.
    fontWeight: { normal: '400', semibold: '600', bold: '700' },
    fontSize: {
      xs: fontSize.xs,
      sm: fontSize.sm,
      base: fontSize.base,
      '2xl': fontSize['2xl'],
      '5xl': fontSize['5xl'],
    },
    extend: {
      // Every colour is a CSS variable holding RGB channels, so Tailwind's opacity modifiers still
      // work: every one is written into app/brand.css by `npm run art` from lib/brand/ (the
      // neutrals in neutrals.ts, the brand and accent families from the colours in config.ts).
      colors: {
        brand: { DEFAULT: token('brand'), dark: token('brand-dark'), soft: token('brand-soft') },
        accent: { DEFAULT: token('accent'), soft: token('accent-soft') },
        'on-brand': token('on-brand'),
        'on-accent': token('on-accent'),
        canvas: token('canvas'),
        surface: token('surface'),
        ink: token('ink'),
        muted: token('muted'),
        line: token('line'),
        field: token('field'),
        success: token('success'),
        'on-success': token('on-success'),
        warning: token('warning'),
      },
      // Short stacks on purpose: when a glyph (an emoji, ™, ✓) is missing from the first font, the
      // browser asks the OS about every family in the list, one synchronous lookup each (about
      // 3 ms in cold loads on Linux), before its own fallback. system-ui is the platform UI font
      // everywhere this site is read. Monospace is for the contract page's address alone (home's
      // is sans: a base58 address has no 0/O or I/l to confuse); no Consolas, which is already
      // Chrome's generic monospace on Windows.
      fontFamily: {
        sans: ['system-ui', 'sans-serif'],
        mono: ['ui-monospace', 'Menlo', 'monospace'],
      },
      spacing: {
        header: '3.5rem',
        'bottom-nav': '3.5rem',
      },
      keyframes: {
        pop: { '0%': { transform: 'scale(0.96)' }, '100%': { transform: 'scale(1)' } },
      },
      animation: {
        pop: 'pop 150ms ease-out',
      },
    },
  },
  plugins: [],
  // Sets Tailwind's --tw-* defaults only on elements whose classes read them (shadows, gradients,
  // transforms), not on every element and pseudo-element: home's first style pass took half as
  // long (Chromium's RecalcStyleDuration, median of 9 loads: 62 -> 32 ms).
  experimental: { optimizeUniversalDefaults: true },
};

export default config;
