export const metadata = {
  title: 'Floor',
  description:
    'The smallest App Router page with one client island, the baseline the benchmark compares the site with.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
