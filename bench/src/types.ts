/** The shapes the bench measures, checks and writes to bench/results/*.json. */

/** A missed budget or goal: which one (a key of the checks in budgets.ts), where, and why. */
export type Miss = { budget: string; route: string; message: string };

export type ScriptBytes = { src: string; bytes: number; raw: number };

/** The byte counts of one exported page (bytes.ts): gzip -9 and raw. */
export type PageBytes = {
  route: string;
  htmlFile: string;
  html: number;
  htmlRaw: number;
  js: number;
  jsRaw: number;
  scripts: ScriptBytes[];
};

/** A page Lighthouse loads: a route or the floor. */
export type Target = PageBytes & { name: string; url: string };

export type Scores = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
};

export type Metrics = {
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  speedIndex: number | null;
};

export type FailingAudit = {
  category: string;
  id: string;
  weight: number;
  title: string;
  score: number;
  displayValue?: string;
  items: string[];
};

/** One Lighthouse run of one target. */
export type RunSummary = {
  runtimeError?: string;
  cpuBusyBefore: number;
  benchmarkIndex: number | null;
  scores: Scores;
  metrics: Metrics;
  transfer: number | null;
  requests: number | null;
  scriptTransfer: number | null;
  lcpElement: string | null;
  failingAudits: FailingAudit[];
};

/** A target with the medians of its Lighthouse runs. */
export type LighthouseResult = Target & {
  scores: Scores;
  metrics: Metrics;
  transfer: number | null;
  requests: number | null;
  scriptTransfer: number | null;
  benchmarkIndex: number | null;
  lcpElements: string[];
  runtimeErrors: string[];
  failingAudits: (FailingAudit & { runs: number })[];
  runs: RunSummary[];
};

/** Median, min and max of one metric over loads. */
export type Spread = { median: number; min: number; max: number };

export type Load = {
  fcp: number | null;
  /** The largest contentful paint when the page hydrated, and its element's tag. */
  lcp: number | null;
  lcpElement: string | null;
  hydrated: number;
  /**
   * When the last byte of the HTML and of the scripts asked for before hydration arrived: the
   * network's share of `hydrated` (Resource Timing's responseEnd).
   */
  lastByte: number | null;
  listening: number | null;
  buttons: number;
  cpuBusyBefore: number;
};

/** How much later than the floor's load of the same round a route's load came, in ms. */
export type Margins = { fcp: Spread | null; hydrated: Spread | null; lastByte?: Spread | null };

export type VariantSummary = {
  fcp: Spread | null;
  lcp?: Spread | null;
  hydrated: Spread | null;
  lastByte?: Spread | null;
  listening: Spread | null;
  gap: number | null;
  loads: Load[];
  /** Each load minus the floor's load of the same round (absent on the floor's own summary). */
  overFloor?: Margins;
};

/** The phone profile at 4x and 6x CPU slowdown (gzip), and at 4x served with Brotli. */
export type HydrationVariant = 'phone' | 'phone6' | 'phoneBrotli';

export type PageHydration = Partial<Record<HydrationVariant, VariantSummary>>;

/** The most a route's median may come after the floor's, per variant and metric, in ms. */
export type HydrationGoals = Partial<
  Record<HydrationVariant, Partial<Record<keyof Margins, number>>>
>;

/** One press of a picture maker (maker-timing.ts): ms from the press to the first preview, and
 * from the export's start to its end; null with an error when a step did not come. */
export type MakerRun = {
  preview: number | null;
  export: number | null;
  error?: string;
  cpuBusyBefore?: number;
};

/** A maker's runs and their medians; `built: false` when its opener is not on its page yet. */
export type MakerResult = {
  name: string;
  route: string;
  built: boolean;
  preview: Spread | null;
  export: Spread | null;
  runs: MakerRun[];
};

/** One route in the report: its bytes, its Lighthouse medians when measured, its loads, its misses. */
export type PageReport = (Target | LighthouseResult) & {
  hydration: PageHydration | null;
  misses: Miss[];
};

export type LighthousePageReport = LighthouseResult & PageReport;

export const hasLighthouse = (page: PageReport): page is LighthousePageReport => 'scores' in page;

/** How busy the machine was during the Lighthouse runs. */
export type LoadSummary = {
  busyRuns: number;
  totalRuns: number;
  benchmarkIndex: { median: number | null; min: number; max: number };
  loadAverage: number[];
};

export type Report = {
  meta: {
    date: string;
    machine: { cpu: string; cores: number; memoryGiB: number; os: string };
    /** The languages the machine has no font for (./fonts.ts); absent in older reports. */
    fonts?: string;
    node: string;
    chromium: string;
    chromePath: string;
    lighthouse: string;
    next: string;
    react: string;
    runs: number;
    loads: number;
    parts: { lighthouse: boolean; hydration: boolean; brotli: boolean; makers?: boolean };
    partial: boolean;
    load: LoadSummary | null;
    loadAverage: number[];
    throttling: string;
    hydrationProfiles: Partial<Record<HydrationVariant, string>>;
    durationSeconds: number;
    /** The overlay image the build made, and the upload it came from (null: the default mascot). */
    mascot?: {
      upload: { file: string; bytes: number } | null;
      overlay: { file: string; bytes: number };
    };
  };
  budgets: Record<string, number>;
  hydrationGoals: HydrationGoals;
  floor: LighthouseResult | null;
  /** The floor's own loads, interleaved with the routes' (null when hydration was not run). */
  floorHydration?: PageHydration | null;
  routes: PageReport[];
  /** The picture makers on the phone profile (absent in reports written before issue 41). */
  makers?: MakerResult[];
  makerGoals?: { preview: number; export: number };
  misses: Miss[];
};
