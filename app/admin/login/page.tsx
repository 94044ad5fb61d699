import type { Metadata } from "next";
import { cookies } from "next/headers";
import { LoginForm } from "@/components/admin/login-form";
import { FlashToast } from "@/components/admin/flash-toast";
import { adminUsername } from "@/lib/auth/admin";
import { FLASH_COOKIE, flashMessage } from "@/lib/auth/flash";
import { Icon } from "@/components/ui/icons";
import { Breadcrumb } from "@/components/ui/breadcrumb";

const adminAreaContents = [
  "Newsletter sign-ups, newest first, with the date each address subscribed and a search by address",
  "A CSV download of the list, with each address's unsubscribe link",
  "Removing an address on request",
];

export const metadata: Metadata = {
  title: "Admin sign-in",
  description: "Sign in to the PM Knowledge Hub admin area.",
};

export default async function AdminLoginPage() {
  const flash = flashMessage((await cookies()).get(FLASH_COOKIE)?.value);
  const username = adminUsername();
  return (
    <>
      <Breadcrumb trail={[{ name: "Admin sign-in", path: "/admin/login" }]} />
      {/*
        Phone: the title, the form, then what is behind it and the way back. Wide: the title with what is behind it
        on the left, the form beside them (it spans both rows, so no band is left under it).
      */}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,36rem)_26rem] lg:justify-between lg:gap-x-12 lg:gap-y-6">
        <FlashToast message={flash} />
        <div className="lg:col-start-1 lg:row-start-1 lg:pt-6">
          <p className="mb-3 text-small font-semibold tracking-wide text-primary uppercase">Admin area</p>
          <h1 className="text-3xl font-bold tracking-tight">Admin sign-in</h1>
          <p className="mt-3 text-muted">
            Admin username: <strong className="font-semibold text-foreground">{username}</strong>. Only this username can
            access the admin area.
          </p>
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <LoginForm />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          {/* What is behind the door, so the one person who signs in here knows they are in the right place (on a phone too, under the form). */}
          <h2 className="text-small font-semibold">In the admin area</h2>
          <ul className="mt-3 space-y-3 text-small text-muted">
            {adminAreaContents.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <Icon name="check" size={18} className="mt-0.5 shrink-0 text-primary" />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-6">
            {/* A plain link, as everywhere on the site: next/link would add its client code to the shared bundle. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="inline-flex items-center gap-1 text-small font-medium text-primary underline-offset-4 hover:underline">
              <Icon name="arrowLeft" size={16} />
              Back to the site
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
