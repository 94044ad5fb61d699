import { NextResponse } from "next/server";
import { signupsCsv } from "@/lib/admin/csv";
import { clientForVerifiedAdmin, listSignups } from "@/lib/admin/signups";

export const dynamic = "force-dynamic";

/** CSV download of every signup, with each one's unsubscribe link; the same admin check as the page. */
export async function GET() {
  const admin = await clientForVerifiedAdmin();
  if (!admin) return NextResponse.json({ error: "Admin sign-in required" }, { status: 401, headers: { "Cache-Control": "no-store" } });
  let rows;
  try {
    rows = await listSignups(admin.supabase);
  } catch (error) {
    console.error("CSV export failed:", error);
    return NextResponse.json({ error: "The signups could not be loaded. Please try again." }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
  const day = new Date().toISOString().slice(0, 10);
  return new NextResponse(signupsCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="email-signups-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
