/** Where a subscriber leaves: the confirmation page (GET) and the unsubscribe itself (POST, also RFC 8058 one-click). */
export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";
