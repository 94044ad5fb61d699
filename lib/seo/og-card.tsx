import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ImageResponse } from "next/og";
import type { ReactNode } from "react";
import { siteName } from "@/config/site";
import { ogImageSize } from "./metadata";

/*
 * Share cards, rendered once at build time by the opengraph-image routes.
 * Satori reads TTF/OTF/WOFF but not WOFF2; the geist package ships TTFs, so
 * the cards use the site's own typeface without any network request.
 */
const fontDir = join(process.cwd(), "node_modules", "geist", "dist", "fonts", "geist-sans");

async function loadFonts() {
  const [regular, bold] = await Promise.all([readFile(join(fontDir, "Geist-Regular.ttf")), readFile(join(fontDir, "Geist-Bold.ttf"))]);
  return [
    { name: "Geist", data: regular, weight: 400 as const, style: "normal" as const },
    { name: "Geist", data: bold, weight: 700 as const, style: "normal" as const },
  ];
}

// Light-theme tokens from app/globals.css, so the card looks like the site.
export const ogColours = { primary: "#4338ca", primaryDark: "#312e81", foreground: "#ffffff", muted: "#c7d2fe" };
const colours = ogColours;

type OgCardInput = {
  /** Small label above the title, e.g. "Book review". */
  eyebrow: string;
  title: string;
  /** One line under the title; long text is clamped. */
  subtitle?: string;
  /** A picture beside the text, e.g. the quiz result's score ring. */
  visual?: ReactNode;
};

function clamp(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export async function renderOgCard({ eyebrow, title, subtitle, visual }: OgCardInput): Promise<ImageResponse> {
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "64px 72px",
          background: `linear-gradient(135deg, ${colours.primary} 0%, ${colours.primaryDark} 100%)`,
          color: colours.foreground,
          fontFamily: "Geist",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <div
            style={{
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: 72,
              height: 72,
              borderRadius: 18,
              background: colours.foreground,
              color: colours.primary,
              fontSize: 32,
              fontWeight: 700,
            }}
          >
            PM
          </div>
          <div style={{ display: "flex", fontSize: 32, fontWeight: 700 }}>{siteName}</div>
        </div>
        <div style={{ display: "flex", alignItems: "center", gap: 56 }}>
          <div style={{ display: "flex", flexDirection: "column", gap: 20, flex: 1 }}>
            <div style={{ display: "flex", fontSize: 28, color: colours.muted, textTransform: "uppercase", letterSpacing: 2 }}>{eyebrow}</div>
            <div style={{ display: "flex", fontSize: title.length > 40 ? 60 : 72, fontWeight: 700, lineHeight: 1.1 }}>{clamp(title, 80)}</div>
            {subtitle ? <div style={{ display: "flex", fontSize: 30, color: colours.muted, lineHeight: 1.35 }}>{clamp(subtitle, 150)}</div> : null}
          </div>
          {visual ?? null}
        </div>
      </div>
    ),
    { ...ogImageSize, fonts: await loadFonts() },
  );
}
