/** The admin sign-in messages, letter for letter: tests and the login form share this one copy. */
export const authMessages = {
  missingCredentials: "Please enter both username and password",
  onlyAdmin: (username: string) => `Only the admin username "${username}" can register for this site`,
  githubDisabled:
    "GitHub provider is not enabled in Supabase. Please enable it in your Supabase dashboard under Authentication > Providers.",
  githubException: "An error occurred while signing in with GitHub",
  invalidCredentials: "Invalid login credentials",
  signInException: "An error occurred while signing in",
  signInSuccess: "Successfully signed in",
  signUpException: "An error occurred while signing up",
  signUpSuccess: "Registration successful. You can now sign in.",
  // The sign-in throttle's own message (docs/product.md, Admin area: Throttle).
  tooManyAttempts: "Too many sign-in attempts. Please wait a few minutes and try again.",
} as const;

export type AuthFormState = { status: "idle" | "success" | "error"; message: string; username: string; submission: number };

export const initialAuthState: AuthFormState = { status: "idle", message: "", username: "", submission: 0 };
