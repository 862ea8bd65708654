const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? '')
  .trim()
  .replace(/\/+$/, '')
  .replace(/^(?=[^/])/, '/');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  basePath,
  images: { unoptimized: true },
  poweredByHeader: false,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  transpilePackages: ['@dicebear/core', '@dicebear/collection'],
};

export default nextConfig;
