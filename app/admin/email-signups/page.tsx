import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { DeleteSignup } from "@/components/admin/delete-signup";
import { FlashToast } from "@/components/admin/flash-toast";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { signOutAction } from "@/lib/auth/actions";
import { FLASH_COOKIE, flashMessage } from "@/lib/auth/flash";
import { clientForVerifiedAdmin, countSignups, databaseKnowsNewsletterSecret, listSignups } from "@/lib/admin/signups";

export const metadata: Metadata = { title: "Email signups", description: "Newsletter signups (admin only)." };

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export default async function EmailSignupsPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const admin = await clientForVerifiedAdmin();
  if (!admin) redirect("/admin/login");
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 254) ?? "";
  const [signups, total, secretKnown] = await Promise.all([
    listSignups(admin.supabase, query),
    query ? countSignups(admin.supabase) : Promise.resolve(null),
    databaseKnowsNewsletterSecret(),
  ]);
  const flash = flashMessage((await cookies()).get(FLASH_COOKIE)?.value);
  const count = total ?? signups.length;

  return (
    <div>
      <FlashToast message={flash} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Email signups</h1>
          <p className="mt-2 text-muted">
            {count} {count === 1 ? "subscriber" : "subscribers"} in total · signed in as {admin.email}
          </p>
        </div>
        <form action={signOutAction}>
          <button type="submit" className={buttonClasses({ variant: "secondary" })}>
            Sign out
          </button>
        </form>
      </div>
      {secretKnown ? null : (
        <p role="alert" className="mt-6 rounded-xl border border-destructive p-4 text-sm font-medium text-destructive">
          Unsubscribe links and new signups will fail: the database does not hold this site&apos;s NEWSLETTER_SECRET. Add
          it to private.newsletter_keys as the README&apos;s deploy section shows.
        </p>
      )}
      <div className="mt-8 flex flex-wrap items-end justify-between gap-4">
        <form role="search" className="flex items-end gap-2" action="/admin/email-signups">
          <div>
            <label htmlFor="signup-search" className="text-sm font-medium">
              Search emails
            </label>
            <input id="signup-search" name="q" type="search" defaultValue={query} className="mt-1 block min-h-11 w-64 rounded-lg border border-border bg-background px-3" />
          </div>
          <button type="submit" className={buttonClasses({ variant: "secondary" })}>
            <Icon name="search" size={16} />
            Search
          </button>
        </form>
        <a href="/admin/email-signups/export" download className={buttonClasses()}>
          Download CSV
        </a>
      </div>
      {query ? (
        <p className="mt-4 text-sm text-muted" role="status">
          {signups.length} {signups.length === 1 ? "match" : "matches"} for “{query}”
        </p>
      ) : null}
      {signups.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-border p-8 text-center text-muted">
          {query ? "No signups match this search." : "No one has subscribed yet."}
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Newsletter signups, newest first</caption>
            <thead className="bg-surface">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Email</th>
                <th scope="col" className="px-4 py-3 font-semibold">Subscribed (UTC)</th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Unsubscribe link
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">Actions</th>
              </tr>
            </thead>
            <tbody>
              {signups.map((signup) => (
                <tr key={signup.id} className="border-t border-border">
                  <td className="px-4 py-3 break-all">{signup.email}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={signup.created_at}>{dateFormat.format(new Date(signup.created_at))}</time>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {/* The List-Unsubscribe link for this address (also the CSV's unsubscribe_url column). */}
                    <a href={signup.unsubscribe_url} className="text-primary underline" aria-label={`Unsubscribe link for ${signup.email}`}>
                      Unsubscribe link
                    </a>
                  </td>
                  <td className="px-4 py-3 text-right">
                    <DeleteSignup id={signup.id} email={signup.email} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
