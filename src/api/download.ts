/** Time-based default name for a downloaded CSV: `<prefix>-YYYYMMDD-HHmmss.csv`. */
export function defaultCsvName(prefix = 'export', at: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp =
    `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}` +
    `-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${prefix}-${stamp}.csv`;
}

/** The caller's name, made safe and given a .csv ending; the default when none is given. */
export function csvFileName(name: string | undefined, prefix?: string, at?: Date): string {
  const clean = (name ?? '').trim().replace(/[\\/:*?"<>|]+/g, '-');
  if (!clean) return defaultCsvName(prefix, at);
  return /\.csv$/i.test(clean) ? clean : `${clean}.csv`;
}

/** Saves a response body as a file in the browser. */
export function saveBlob(body: Blob | string, fileName: string): void {
  const blob =
    typeof body === 'string' ? new Blob([body], { type: 'text/csv;charset=utf-8' }) : body;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
