/** Same document as the floor's: no stylesheet, no font, no client code. */
export const metadata = { title: "Content floor", description: "A page's own content on the bare App Router." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
