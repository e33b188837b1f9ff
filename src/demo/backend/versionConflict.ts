/**
 * Optimistic locking of the demo API's updates: a save sends the version it was loaded at
 * (If-Match), and one loaded before another admin's save is a 409 that says who saved since.
 */
import { conflict } from '../http-utils';
import { rowVersion, type DemoStore, type Row } from '../store';
import { say } from '../../../resources/_text';

/** The version an update was loaded at (If-Match: "3", 3 or W/"3"); undefined when not sent. */
export function ifMatchVersion(request: Request): number | undefined {
  const header = request.headers.get('If-Match');
  const version = Number(header?.trim().replace(/^W\//, '').replace(/"/g, ''));
  return header && Number.isInteger(version) ? version : undefined;
}

/**
 * The 409 of a save loaded at an older version of the row: who saved since, and when, so that
 * the reader can look at their change before saving again. None when no version was sent.
 */
export function versionConflict(
  store: DemoStore,
  request: Request,
  existing: Row,
  singular: string,
): Response | undefined {
  const loaded = ifMatchVersion(request);
  if (loaded === undefined || loaded === rowVersion(existing)) return undefined;
  const by = store.find('admins', String(existing.updatedBy ?? ''));
  const who = by ? String(by.name) : say`Someone else`;
  const at = typeof existing.updatedAt === 'string' ? existing.updatedAt : '';
  const record = singular.toLowerCase();
  const time = at.slice(0, 19).replace('T', ' ');
  return conflict(
    at
      ? say`${who} changed this ${record} at ${time} UTC, after you opened it. Reload it to see their change, then make yours again.`
      : say`${who} changed this ${record}, after you opened it. Reload it to see their change, then make yours again.`,
  );
}
