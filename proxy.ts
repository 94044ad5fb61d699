import type { NextRequest } from "next/server";
import { updateSession } from "@/lib/supabase/proxy";

/**
 * Next 16's middleware (formerly middleware.ts). It runs only on the admin
 * area and the auth callback, never on content pages, so those stay static.
 */
export async function proxy(request: NextRequest) {
  return updateSession(request);
}

export const config = {
  matcher: ["/admin/:path*", "/auth/:path*"],
};
