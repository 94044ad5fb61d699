import type { MetadataRoute } from "next";
import { siteDescription, siteName } from "@/config/site";

/** Web app manifest; colours are the light theme's tokens in globals.css (primary #4338ca on white). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteName,
    short_name: "PM Hub",
    description: siteDescription,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#4338ca",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
