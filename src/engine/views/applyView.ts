import type { NavigateFunction } from 'react-router';
import type { ResourceDeclaration } from '../../../resources/types';
import type { SavedView } from '../../model/views';
import { openingListSearch } from '../listAddress';
import { showColumns } from './viewColumns';
import { viewListSearch } from './viewAddress';

/**
 * The navigation state that marks a list address as a view applied: the list starts again from
 * that address (../pages/ListWithViews.tsx), where an address it writes itself keeps it as it is.
 */
interface ViewApplied {
  viewApplied: true;
}

export const VIEW_APPLIED: ViewApplied = { viewApplied: true };

export const isViewApplied = (state: unknown): state is ViewApplied =>
  Boolean(state && (state as ViewApplied).viewApplied);

/** Where a view opens its list (no view: the plain list). */
export function viewPath(declaration: ResourceDeclaration, view: SavedView | undefined): string {
  const list = declaration.routes.list ?? '';
  return list + (view ? viewListSearch(declaration, view.query) : openingListSearch(declaration));
}

/** Shows the view's columns on its list (a view without its own keeps the admin's). */
export function applyViewColumns(declaration: ResourceDeclaration, view: SavedView, admin: string) {
  if (view.columns.length) showColumns(admin, declaration.name, declaration.fields, view.columns);
}

/** Opens the list as `view` shows it (no view: the plain list). */
export function applyView(
  navigate: NavigateFunction,
  declaration: ResourceDeclaration,
  view: SavedView | undefined,
  admin: string,
): void {
  if (view) applyViewColumns(declaration, view, admin);
  void navigate(viewPath(declaration, view), { state: VIEW_APPLIED });
}
