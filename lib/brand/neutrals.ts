/**
 * The page's neutral colours, light and dark (issue 18). Written once, here: `npm run art` writes
 * them into app/brand.css as --canvas, --surface… and the contrast checks, the theme colour and the
 * manifest read them from this module, so the stylesheet and the checks cannot drift apart.
 */
export type Neutrals = {
  /** The page behind the cards. */
  canvas: string;
  /** Cards, the top bar. */
  surface: string;
  ink: string;
  muted: string;
  line: string;
  /** Inputs. */
  field: string;
  success: string;
  onSuccess: string;
  /** What reads as a warning at a glance: a contradicted claim, a honeypot, a source's danger. */
  warning: string;
};

export const neutrals: { light: Neutrals; dark: Neutrals } = {
  light: {
    canvas: '#f4f2ee',
    surface: '#ffffff',
    ink: '#1d1d1f',
    muted: '#585858',
    line: '#e0dfdc',
    field: '#edf3f8',
    success: '#0f6b3a',
    onSuccess: '#ffffff',
    warning: '#b42318',
  },
  dark: {
    canvas: '#0f1113',
    surface: '#1b1f23',
    ink: '#e7e9ea',
    muted: '#a3a8ad',
    line: '#383e44',
    field: '#262b30',
    success: '#4ac778',
    onSuccess: '#0f1113',
    warning: '#ff8a7a',
  },
};

/** Light scheme: cards (--surface) and the page behind them (--canvas). */
export const LIGHT_SURFACE = neutrals.light.surface;
export const LIGHT_CANVAS = neutrals.light.canvas;
/** Dark scheme: cards and page. */
export const DARK_SURFACE = neutrals.dark.surface;
export const DARK_CANVAS = neutrals.dark.canvas;
