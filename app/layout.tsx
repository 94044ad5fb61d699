import type { Metadata, Viewport } from "next";
import { geistSans } from "./fonts";
import { Activity, type ReactNode } from "react";
import { mainNav } from "@/data/site";
import { siteDescription, siteName, siteUrl } from "@/config/site";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ThemeProvider } from "@/components/layout/theme-provider";
import { ToastProvider } from "@/components/ui/toast";
import { VisitRecorder } from "@/components/progress/progress-marks";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: siteName, template: `%s | ${siteName}` },
  description: siteDescription,
  applicationName: siteName,
  // Defaults for pages that do not call pageMetadata (not-found, admin); app/opengraph-image.tsx adds the card.
  openGraph: { siteName, locale: "en_US", type: "website" },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0b1020" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning className={geistSans.variable}>
      <body className="flex min-h-dvh flex-col">
        {/*
          Chrome paints a half-parsed page when parsing yields (slow CPUs): the
          header's theme buttons moved as their siblings arrived, a small layout
          shift. Hold the first frame until the parser reaches <main>, i.e. the
          header is complete; pages with a centred first screen add their own
          hold (the home page's hero). Holding until the footer, as before, cost
          phones their first paint on long pages. React hoists this into <head>.
        */}
        <link rel="expect" href="#main-content" blocking="render" />
        <ThemeProvider>
          <ToastProvider>
            <a
              href="#main-content"
              className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
            >
              Skip to content
            </a>
            <SiteHeader links={mainNav} siteName={siteName} />
            {/*
              Selective hydration without moving any HTML: the page and the
              footer are Activity boundaries, so React hydrates the header
              first, then each of them in its own low-priority, time-sliced
              pass (a tap on one that is still dehydrated hydrates it at once
              and is replayed). A phone's main thread is never blocked for the
              whole page at once, and a lazily loaded piece inside the page
              (an explainer's accordion) holds back only its own boundary.
              Suspense boundaries would do the same on the client, but the
              server streams large ones out of order, after the footer.
            */}
            <main id="main-content" tabIndex={-1} className="flex-1 pt-16 outline-none">
              <Activity mode="visible">{children}</Activity>
            </main>
            <Activity mode="visible">
              <SiteFooter />
            </Activity>
            <VisitRecorder />
          </ToastProvider>
        </ThemeProvider>
      </body>
    </html>
  );
}
