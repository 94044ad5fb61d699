/**
 * One-shot messages shown after a redirect ('Successfully signed in', 'You
 * are already signed in'). The cookie carries a key, never free text, so it
 * cannot be used to inject a message.
 */
export const FLASH_COOKIE = "pmkh_flash";

const flashMessages = {
  "signed-in": "Successfully signed in",
  "already-signed-in": "You are already signed in",
  "signed-out": "You have been signed out",
} as const;

type FlashKey = keyof typeof flashMessages;

export function flashMessage(key: string | undefined): string | undefined {
  return key && key in flashMessages ? flashMessages[key as FlashKey] : undefined;
}

export const flashCookieOptions = { path: "/admin", maxAge: 60, sameSite: "lax" as const, httpOnly: false };
