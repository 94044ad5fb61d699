import { NextResponse, type NextRequest } from "next/server";

/**
 * Next 16's middleware (formerly middleware.ts). It runs only on the admin
 * area and the auth callback, never on content pages, so those stay static.
 */
export function proxy(request: NextRequest) {
  void request;
  return NextResponse.next();
}

export const config = {
  matcher: ["/admin/:path*", "/auth/:path*"],
};
