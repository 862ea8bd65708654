// @ts-check
import { normaliseBasePath } from './lib/brand/base-path.mjs';

const basePath = normaliseBasePath(process.env.NEXT_PUBLIC_BASE_PATH);

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  basePath,
  images: { unoptimized: true },
  poweredByHeader: false,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  transpilePackages: ['@dicebear/core', '@dicebear/collection'],
  // Loaded by the PNG routes at build time; it finds its WebAssembly file by require.resolve,
  // which bundling would turn into a module number.
  serverExternalPackages: ['subset-font'],
};

export default nextConfig;
