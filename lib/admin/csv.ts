/**
 * CSV for the signup export. Cells are quoted, and a cell that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR) gets a leading apostrophe.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One row per signup; unsubscribe_url is what a mailing tool puts in each email's List-Unsubscribe header. */
export function signupsCsv(rows: { email: string; created_at: string; unsubscribe_url: string }[]): string {
  const lines = [["email", "subscribed_at", "unsubscribe_url"], ...rows.map((r) => [r.email, r.created_at, r.unsubscribe_url])];
  return `${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
