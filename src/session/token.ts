/** Signed in means an admin token is present in local storage. */
export const TOKEN_KEY = 'adminToken';

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

export function isSignedIn(): boolean {
  return Boolean(getToken());
}

/**
 * The session open now, as a check that it still is: an answer that arrives after its session
 * ended (signed out, or another admin signed in since) is no news about the session then open.
 */
export function openSession(): () => boolean {
  const token = getToken();
  return () => token !== null && getToken() === token;
}
