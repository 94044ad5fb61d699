/**
 * The "floor": the smallest App Router app, on the site's own Next and React
 * (resolved from the repository's node_modules). Performance gates compare
 * the site against it, measured in the same run on the same machine.
 */
export const metadata = { title: "Floor", description: "A minimal Next.js App Router page." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
