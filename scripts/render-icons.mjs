// @ts-check
/**
 * Renders the web-manifest PNG icons (public/icons) and the Apple touch icon
 * (app/apple-icon.png) with next/og, the
 * same renderer the share cards use. Run once after changing the design
 * (`node scripts/render-icons.mjs`); the PNGs are committed so builds need
 * no image tooling. Text is drawn with the Geist TTF from node_modules.
 */
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { createElement as h } from "react";
import { ImageResponse } from "next/og.js";

const root = process.cwd();
const bold = await readFile(join(root, "node_modules/geist/dist/fonts/geist-sans/Geist-Bold.ttf"));
const outDir = join(root, "public/icons");
await mkdir(outDir, { recursive: true });

/**
 * The app/icon.svg mark: white "PM" on the primary colour. Maskable icons keep the mark inside the 80% safe zone.
 * @param {number} size @param {boolean} maskable
 */
function mark(size, maskable) {
  const radius = maskable ? 0 : Math.round(size * 0.22);
  const fontSize = Math.round(size * (maskable ? 0.32 : 0.42));
  return h(
    "div",
    {
      style: {
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: "#4338ca",
        borderRadius: radius,
        color: "#ffffff",
        fontFamily: "Geist",
        fontWeight: 700,
        fontSize,
        letterSpacing: -Math.round(size * 0.01),
      },
    },
    "PM",
  );
}

const icons = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
  // app/apple-icon.png is Next's file convention for <link rel="apple-touch-icon">.
  { file: "../../app/apple-icon.png", size: 180, maskable: true },
];

for (const { file, size, maskable } of icons) {
  const response = new ImageResponse(mark(size, maskable), {
    width: size,
    height: size,
    fonts: [{ name: "Geist", data: bold, weight: 700, style: "normal" }],
  });
  await writeFile(join(outDir, file), Buffer.from(await response.arrayBuffer()));
  console.log(`${join("public/icons", file)} (${size}x${size})`);
}
