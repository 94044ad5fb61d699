import type { Metadata } from "next";
import { cookies } from "next/headers";
import { LoginForm } from "@/components/admin/login-form";
import { FlashToast } from "@/components/admin/flash-toast";
import { adminUsername } from "@/lib/auth/admin";
import { FLASH_COOKIE, flashMessage } from "@/lib/auth/flash";

export const metadata: Metadata = {
  title: "Admin sign-in",
  description: "Sign in to the PM Knowledge Hub admin area.",
};

export default async function AdminLoginPage() {
  const flash = flashMessage((await cookies()).get(FLASH_COOKIE)?.value);
  const username = adminUsername();
  return (
    <div className="mx-auto max-w-md">
      <FlashToast message={flash} />
      <h1 className="text-3xl font-bold tracking-tight">Admin sign-in</h1>
      <p className="mt-3 text-muted">
        Admin username: <strong className="font-semibold text-foreground">{username}</strong>. Only this username can
        access the admin area.
      </p>
      <LoginForm />
    </div>
  );
}
