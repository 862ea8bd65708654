/**
 * The framework floor: the smallest App Router page, exported statically with the project's own
 * next and react. `npm run bench` and `npm run size` compare every route of the site against it.
 *
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  output: 'export',
  poweredByHeader: false,
};

export default nextConfig;
