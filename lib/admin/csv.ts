/**
 * CSV for the signup export. Cells are quoted, and a cell that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR) gets a leading apostrophe.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function signupsCsv(rows: { email: string; created_at: string }[]): string {
  const lines = [["email", "subscribed_at"], ...rows.map((r) => [r.email, r.created_at])];
  return `${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
