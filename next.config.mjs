// @ts-check
import { normaliseBasePath } from './lib/brand/base-path.mjs';
import { contentFilePath, translationFiles } from './lib/build/content/files.mjs';

const basePath = normaliseBasePath(process.env.NEXT_PUBLIC_BASE_PATH);
// app/[lang]'s files end in .lang.tsx: routes only when the content file has a translation beside
// it, as an export cannot have a dynamic segment with no pages.
const translated =
  translationFiles(contentFilePath(process.env, process.cwd()), process.cwd()).length > 0;

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  pageExtensions: ['tsx', 'ts', 'jsx', 'js', ...(translated ? ['lang.tsx', 'lang.ts'] : [])],
  basePath,
  images: { unoptimized: true },
  // `npm run typecheck` is the type check, once over the whole program (tests and specs too);
  // next build would run it again on every build, five in CI.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  transpilePackages: ['@dicebear/core', '@dicebear/collection'],
  // Loaded by the PNG routes at build time; it finds its WebAssembly file by require.resolve,
  // which bundling would turn into a module number.
  serverExternalPackages: ['subset-font'],
  // The 404 page is app/global-not-found.tsx, so no page's payload carries it.
  experimental: { globalNotFound: true },
};

export default nextConfig;
