/**
 * Where progress lives in the browser, on its own so that the first-load
 * progress slot can look for stored data without bringing the rest of the
 * progress types along.
 */

/** The localStorage key; the format inside carries its own version (`v`). */
export const STORAGE_KEY = "pmkh-progress";
/** Where stored data that could not be read is kept (see SetAside), so nothing is lost for good. */
export const BACKUP_KEY = "pmkh-progress-unreadable";
