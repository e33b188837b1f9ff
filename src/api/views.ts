import { readList, readRecord } from '../model/envelope';
import { VIEWS_PATH, type ListedView, type SavedView, type ViewInput } from '../model/views';
import { http } from './http';

/** The saved views calls (docs/API.md, "Saved views"). */

/** GET /api/admin/views[?resource=]: one list's views, or every list's, with their counts. */
export async function readViews(resource?: string): Promise<ListedView[]> {
  const { data, status } = await http().get<unknown>(VIEWS_PATH, {
    params: resource ? { resource } : {},
  });
  return readList<ListedView>(data, status).items;
}

/** POST /api/admin/views: keeps a view of the caller's. */
export async function saveView(input: ViewInput): Promise<SavedView> {
  const { data, status } = await http().post<unknown>(VIEWS_PATH, input);
  return readRecord<SavedView>(data, status);
}

/** PUT /api/admin/views/{id}: renames, re-queries or shares one of the caller's views. */
export async function updateView(id: string, patch: Partial<ViewInput>): Promise<SavedView> {
  const { data, status } = await http().put<unknown>(
    `${VIEWS_PATH}/${encodeURIComponent(id)}`,
    patch,
  );
  return readRecord<SavedView>(data, status);
}

/** DELETE /api/admin/views/{id}. */
export async function deleteView(id: string): Promise<void> {
  const { data, status } = await http().delete<unknown>(`${VIEWS_PATH}/${encodeURIComponent(id)}`);
  readRecord(data, status);
}
