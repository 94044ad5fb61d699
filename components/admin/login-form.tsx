"use client";

import { useActionState, useEffect, useState } from "react";
import { signInAction, signInWithGithubAction, signUpAction } from "@/lib/auth/actions";
import { initialAuthState, type AuthFormState } from "@/lib/auth/messages";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";

function useAnnounce(state: AuthFormState) {
  const { toast } = useToast();
  useEffect(() => {
    if (state.status === "idle") return;
    toast({ title: state.message, variant: state.status === "success" ? "default" : "destructive" });
  }, [state, toast]);
}

/**
 * GitHub, then username + password with Sign In and Sign Up. While any of
 * them is busy every control is disabled, so nothing is sent twice.
 */
export function LoginForm() {
  const [signInState, signIn, signingIn] = useActionState(signInAction, initialAuthState);
  const [signUpState, signUp, signingUp] = useActionState(signUpAction, initialAuthState);
  const [githubState, github, githubBusy] = useActionState(signInWithGithubAction, initialAuthState);
  const [showPassword, setShowPassword] = useState(false);
  const busy = signingIn || signingUp || githubBusy;
  useAnnounce(signInState);
  useAnnounce(signUpState);
  useAnnounce(githubState);

  const latest = [signInState, signUpState, githubState].reduce((a, b) => (b.submission > a.submission ? b : a));
  const field = "mt-1 block min-h-11 w-full rounded-lg border border-border bg-background px-3 text-base";

  return (
    <div className="rounded-2xl border border-border bg-surface-raised p-6 shadow-sm sm:p-8">
      <form action={github}>
        <button type="submit" disabled={busy} className={`${buttonClasses({ variant: "secondary" })} w-full`}>
          <Icon name="github" size={18} />
          {githubBusy ? "Connecting to GitHub..." : "Sign in with GitHub"}
        </button>
      </form>
      <div className="my-6 flex items-center gap-3 text-sm text-muted" role="separator" aria-label="Or">
        <span className="h-px flex-1 bg-border" />
        <span aria-hidden="true">Or</span>
        <span className="h-px flex-1 bg-border" />
      </div>
      <form action={signIn} className="space-y-4">
        <div>
          <label htmlFor="username" className="text-sm font-medium">
            Username
          </label>
          <input
            id="username"
            name="username"
            autoComplete="username"
            defaultValue={latest.username}
            key={`u-${latest.submission}`}
            disabled={busy}
            className={field}
          />
        </div>
        <div>
          <label htmlFor="password" className="text-sm font-medium">
            Password
          </label>
          <div className="relative">
            <input
              id="password"
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              disabled={busy}
              className={`${field} pr-12`}
            />
            <button
              type="button"
              onClick={() => setShowPassword((value) => !value)}
              disabled={busy}
              aria-label={showPassword ? "Hide password" : "Show password"}
              aria-pressed={showPassword}
              aria-controls="password"
              className="absolute inset-y-0 right-0 mt-1 grid w-11 place-items-center text-muted hover:text-foreground"
            >
              <Icon name={showPassword ? "eyeOff" : "eye"} size={18} />
            </button>
          </div>
        </div>
        {/* No reserved line (an empty one left a 52 px gap above the button; empty, its margins collapse to one): a message appears in answer to a press, so the shift is expected. */}
        <p role="alert" className="text-sm font-medium text-destructive">
          {latest.status === "error" ? latest.message : ""}
        </p>
        <button type="submit" disabled={busy} className={`${buttonClasses()} w-full`}>
          {signingIn ? "Signing in..." : "Sign In"}
        </button>
        <div className="border-t border-border pt-4 text-sm text-muted">
          <p>No account yet? Only the admin username can register and access the admin area.</p>
          <button
            type="submit"
            formAction={signUp}
            disabled={busy}
            className="mt-1 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 hover:no-underline disabled:opacity-60"
          >
            {signingUp ? "Signing up..." : "Sign Up"}
          </button>
        </div>
      </form>
    </div>
  );
}
