import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ResourceDeclaration } from '../../resources/types';

/** The last address (filters, sorting, page) of each resource's list in this tab. */
const lastSearch = new Map<string, string>();

/** Lists remember where the admin was... */
export function useRememberListAddress(resource: string): void {
  const { search } = useLocation();
  useEffect(() => {
    lastSearch.set(resource, search);
  }, [resource, search]);
}

/** ...so that saving a form or going back returns there, not to page one unfiltered. */
export function listAddress(declaration: ResourceDeclaration): string | undefined {
  const path = declaration.routes.list;
  return path ? `${path}${lastSearch.get(declaration.name) ?? ''}` : undefined;
}
