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
