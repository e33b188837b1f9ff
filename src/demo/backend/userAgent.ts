const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:HeadlessChrome|Chrome|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)(?:\.\d+)*.*Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Android/, 'Android'],
  [/Linux/, 'Linux'],
];

/** Browser and OS names from a User-Agent header, as a backend would log them ("Chrome 131"). */
export function describeAgent(agent: string | null): { browser: string; os: string } {
  const text = agent ?? '';
  let browser = text ? text.slice(0, 40) : 'unknown';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(text);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? 'unknown';
  return { browser, os };
}

/**
 * The browser the in-browser demo runs in. Its requests reach the demo's worker without a
 * User-Agent (the browser keeps that header from scripts), so the worker names its own browser,
 * which is the one that sent them. The HTTP demo server never sets it: there the header tells.
 */
let localAgent: string | null = null;
export function setLocalAgent(agent: string): void {
  localAgent = agent;
}

/** Browser and OS of the client that sent `request`. */
export function requestAgent(request: Request): { browser: string; os: string } {
  return describeAgent(request.headers.get('user-agent') ?? localAgent);
}
