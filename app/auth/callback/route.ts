import { NextResponse, type NextRequest } from "next/server";
import { FLASH_COOKIE, flashCookieOptions } from "@/lib/auth/flash";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";
import { createSessionClient } from "@/lib/supabase/server";

/**
 * A redirect to a path on this site. The Location is relative on purpose:
 * it can only ever resolve against the host the visitor is on.
 */
function redirectTo(path: string) {
  return new NextResponse(null, { status: 307, headers: { Location: path, "Cache-Control": "no-store" } });
}

/** OAuth (PKCE) return: exchange the code for a session, then go to a same-site path only. */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const code = searchParams.get("code");
  const next = safeRedirectPath(searchParams.get("next"));
  if (code) {
    try {
      const supabase = await createSessionClient();
      const { error } = await supabase.auth.exchangeCodeForSession(code);
      if (!error) {
        const response = redirectTo(next);
        response.cookies.set(FLASH_COOKIE, "signed-in", flashCookieOptions);
        return response;
      }
    } catch (error) {
      console.error("OAuth code exchange threw:", error);
    }
  }
  return redirectTo("/admin/login");
}
