import { QueryClient } from '@tanstack/react-query';
import { onSessionEnd } from '../session/unauthorized';

/**
 * One query cache for the app, owned here so that signing out and a 401 can clear it (no data of
 * one admin survives into another's session). can() answers are cached for the session
 * (accessControlProvider.ts): a 10-row list asks it dozens of times.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
  },
});

// Signing out and a 401 clear the cache: no data of one admin survives into another's session.
onSessionEnd(() => queryClient.clear());
