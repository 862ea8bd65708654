import type { NextConfig } from 'next';
import { normaliseBasePath } from './lib/brand/base-path';

const basePath = normaliseBasePath(process.env.NEXT_PUBLIC_BASE_PATH);

const nextConfig: NextConfig = {
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
