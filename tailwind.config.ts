import type { Config } from 'tailwindcss';

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
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
};

export default config;
