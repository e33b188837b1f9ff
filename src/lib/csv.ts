/**
 * CSV text that a spreadsheet opens as data only. A cell starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return would be run as a formula (CSV injection, OWASP): it gets a leading `'`,
 * which spreadsheets show as text. Plain numbers (`-12.50`, a loss) stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/;

export function neutralizeCell(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** One CSV cell: neutralized, then quoted when it holds a comma, a quote or a line break. */
export function csvCell(cell: string): string {
  const safe = neutralizeCell(cell);
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text (RFC 4180 line ends). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
