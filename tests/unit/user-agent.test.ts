import { describe, expect, it } from 'vitest';
import { requestAgent, setLocalAgent } from '../../src/demo/backend/userAgent';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const call = (headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/api/admin/sessions', { headers });

describe('the browser a session or sign-in is recorded with', () => {
  it('is what the User-Agent header says; without one, unknown', () => {
    expect(requestAgent(call({ 'user-agent': FIREFOX_WINDOWS }))).toEqual({
      browser: 'Firefox 133',
      os: 'Windows',
    });
    expect(requestAgent(call())).toEqual({ browser: 'unknown', os: 'unknown' });
  });

  it("in the in-browser demo, the worker's own browser, which sent the request", () => {
    setLocalAgent(CHROME_LINUX);
    expect(requestAgent(call())).toEqual({ browser: 'Chrome 156', os: 'Linux' });
    // A header, where there is one, still tells.
    expect(requestAgent(call({ 'user-agent': FIREFOX_WINDOWS })).browser).toBe('Firefox 133');
  });
});
