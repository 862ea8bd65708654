import type { Config } from 'tailwindcss';
import defaultTheme from 'tailwindcss/defaultTheme';

const { fontSize } = defaultTheme;

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    // A small type scale on purpose. Every size and weight pair on a page is one more font
    // instance for the first layout to set up; on desktop Linux, where the benchmark runs, each
    // costs a synchronous call to the browser process (about 2 ms on the bench machine). Three
    // weights and six sizes keep a page at ten or so pairs.
    fontWeight: { normal: '400', semibold: '600', bold: '700' },
    fontSize: {
      xs: fontSize.xs,
      sm: fontSize.sm,
      base: fontSize.base,
      lg: fontSize.lg,
      '2xl': fontSize['2xl'],
      '4xl': fontSize['4xl'],
      '5xl': fontSize['5xl'],
    },
    extend: {
      colors: {
        brand: { DEFAULT: '#b0124f', dark: '#7d0d38', soft: '#fde7ef' },
        accent: { DEFAULT: '#5b21b6', soft: '#ede9fe' },
        canvas: '#f4f2ee',
        surface: '#ffffff',
        ink: '#1d1d1f',
        muted: '#585858',
        line: '#e0dfdc',
        field: '#edf3f8',
        success: '#0f6b3a',
      },
      // Short stacks on purpose: when a glyph (an emoji, ™, ✓) is missing from the first font, the
      // browser asks the OS about every family in the list, one synchronous lookup each, before
      // its own fallback. system-ui is the platform UI font everywhere this site is read.
      fontFamily: {
        sans: ['system-ui', 'sans-serif'],
        mono: ['ui-monospace', 'Menlo', 'Consolas', 'monospace'],
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
