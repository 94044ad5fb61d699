import { authMessages } from "./messages";
import { usernameToEmail } from "./admin";

type AuthError = { message?: string; status?: number; code?: string } | null;
type SignIn = (email: string, password: string) => PromiseLike<{ error: AuthError }>;
type SignUp = (email: string, password: string) => PromiseLike<{ error: AuthError }>;
type CredentialOutcome = { ok: boolean; message: string };

/** The typed username (trimmed) and password, "" for a missing or non-text field. */
export function readCredentials(form: FormData) {
  const username = form.get("username");
  const password = form.get("password");
  return {
    username: typeof username === "string" ? username.trim() : "",
    password: typeof password === "string" ? password : "",
  };
}

/** Auth's own rate limit (429 over_request_rate_limit, "Request rate limit reached"): the same advice as the site's throttle. */
function rateLimited(error: AuthError): boolean {
  return error?.status === 429 || error?.code === "over_request_rate_limit";
}

/**
 * Password sign-in: the typed username as the email first (it may be a full address),
 * then the username on the placeholder domain, same password.
 */
export async function signInWithCredentials(form: FormData, signIn: SignIn): Promise<CredentialOutcome> {
  const { username, password } = readCredentials(form);
  if (!username || !password) return { ok: false, message: authMessages.missingCredentials };
  try {
    const first = await signIn(username, password);
    if (!first.error) return { ok: true, message: authMessages.signInSuccess };
    if (rateLimited(first.error)) return { ok: false, message: authMessages.tooManyAttempts };
    const fallbackEmail = usernameToEmail(username);
    const second = fallbackEmail === username.toLowerCase() ? first : await signIn(fallbackEmail, password);
    if (!second.error) return { ok: true, message: authMessages.signInSuccess };
    if (rateLimited(second.error)) return { ok: false, message: authMessages.tooManyAttempts };
    return { ok: false, message: second.error?.message || authMessages.invalidCredentials };
  } catch (error) {
    console.error("Sign-in threw:", error);
    return { ok: false, message: authMessages.signInException };
  }
}

/** Sign-up: only the admin username may register, as username@example.com. */
export async function signUpAdminWithCredentials(form: FormData, adminUsername: string, signUp: SignUp): Promise<CredentialOutcome> {
  const { username, password } = readCredentials(form);
  if (!username || !password) return { ok: false, message: authMessages.missingCredentials };
  if (username.toLowerCase() !== adminUsername.toLowerCase()) {
    return { ok: false, message: authMessages.onlyAdmin(adminUsername) };
  }
  try {
    const { error } = await signUp(usernameToEmail(username), password);
    if (error) return { ok: false, message: error.message || authMessages.signUpException };
    return { ok: true, message: authMessages.signUpSuccess };
  } catch (error) {
    console.error("Sign-up threw:", error);
    return { ok: false, message: authMessages.signUpException };
  }
}
