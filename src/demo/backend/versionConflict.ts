/**
 * Optimistic locking of the demo API's updates: a save sends the version it was loaded at
 * (If-Match), and one loaded before another admin's save is a 409 that says who saved since.
 */
import { conflict, json } from '../http-utils';
import { rowVersion, type DemoStore, type Row } from '../store';
import { say } from '../../../resources/_text';

/** One version, as the record's answer says it: "3" (a strong entity tag) or 3. */
const ONE_VERSION = /^(?:"(\d{1,15})"|(\d{1,15}))$/;

/**
 * The version an update was loaded at (If-Match: "3" or 3); undefined when not sent, NaN when
 * sent as anything else ("abc", "1abc", W/"3", two versions, *): such a save stores nothing.
 */
function ifMatchVersion(request: Request): number | undefined {
  const header = request.headers.get('If-Match');
  if (header === null) return undefined;
  const match = ONE_VERSION.exec(header.trim());
  return match ? Number(match[1] ?? match[2]) : NaN;
}

/**
 * The 409 of a save loaded at an older version of the row: who saved since, and when, so that
 * the reader can look at their change before saving again; the 412 of an If-Match that is no one
 * version. None when no version was sent.
 */
export function versionConflict(
  store: DemoStore,
  request: Request,
  existing: Row,
  singular: string,
): Response | undefined {
  const loaded = ifMatchVersion(request);
  if (loaded === undefined || loaded === rowVersion(existing)) return undefined;
  // Not one version: no save is made on a condition that cannot be read (fails closed).
  if (Number.isNaN(loaded))
    return json(412, {
      success: false,
      message: say`If-Match must be one version of the record, as "3"; nothing was saved.`,
    });
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
