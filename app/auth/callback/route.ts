import { NextResponse, type NextRequest } from "next/server";
import { FLASH_COOKIE, flashCookieOptions } from "@/lib/auth/flash";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";
import { createClient } from "@/lib/supabase/server";

/** OAuth (PKCE) return: exchange the code for a session, then go to a same-site path only. */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  // request.url keeps the host the visitor used (nextUrl.origin may be normalised).
  const origin = request.url;
  const code = searchParams.get("code");
  const next = safeRedirectPath(searchParams.get("next"));
  if (code) {
    try {
      const supabase = await createClient();
      const { error } = await supabase.auth.exchangeCodeForSession(code);
      if (!error) {
        const response = NextResponse.redirect(new URL(next, origin));
        response.cookies.set(FLASH_COOKIE, "signed-in", flashCookieOptions);
        return response;
      }
    } catch (error) {
      console.error("OAuth code exchange threw:", error);
    }
  }
  return NextResponse.redirect(new URL("/admin/login", origin));
}
