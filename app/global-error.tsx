"use client";

/**
 * Last-resort screen when the root layout itself fails. It renders its own
 * <html> and uses inline styles because the app's CSS may not have loaded.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  console.error(error);
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: 0, background: "#ffffff", color: "#111827" }}>
        <main style={{ maxWidth: 560, margin: "20vh auto", padding: "0 16px", textAlign: "center" }}>
          <h1 style={{ fontSize: 28 }}>Unexpected Application Error!</h1>
          <p style={{ color: "#4b5563" }}>Something went wrong while loading the site.</p>
          {/* A full page load, not client navigation: the app shell is broken. */}
          <a href="/" style={{ display: "inline-block", marginTop: 24, padding: "12px 20px", background: "#4338ca", color: "#fff", borderRadius: 8, textDecoration: "none" }}>
            Return to Home
          </a>
        </main>
      </body>
    </html>
  );
}
