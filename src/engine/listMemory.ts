import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ResourceDeclaration } from '../../resources/types';
import { onSessionEnd } from '../session/unauthorized';

/** The last address (filters, sorting, page) of each resource's list in this tab. */
const lastSearch = new Map<string, string>();

// Searches are the admin's own: the next session (maybe another admin) starts from page one.
onSessionEnd(() => lastSearch.clear());

export function rememberListAddress(resource: string, search: string): void {
  lastSearch.set(resource, search);
}

/** Lists remember where the admin was (not a list inside another page: `skip`)... */
export function useRememberListAddress(resource: string, skip = false): void {
  const { search } = useLocation();
  useEffect(() => {
    if (!skip) rememberListAddress(resource, search);
  }, [resource, search, skip]);
}

/** ...so that saving a form or going back returns there, not to page one unfiltered. */
export function listAddress(declaration: ResourceDeclaration): string | undefined {
  const path = declaration.routes.list;
  return path ? `${path}${lastSearch.get(declaration.name) ?? ''}` : undefined;
}
