import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../src/demo/backend';
import { DemoStore } from '../../src/demo/store';
import { demoClient } from '../../tests/unit/demoClient';
import { ipGeoAnswer, ipGeoMatcher } from '../../src/demo/backend/ipGeo';
import { fillTemplate, templatePattern } from '../../src/lib/urlTemplate';

let api: ReturnType<typeof createDemoApi>;
beforeEach(() => {
  api = createDemoApi(new DemoStore());
});

const { call, session: signIn } = demoClient(() => api);
const get = (path: string, token: string) => call('GET', path, undefined, token);

describe('demo API: login history', () => {
  it("lists only the caller's own sign-ins, for any signed-in admin", async () => {
    const nobody = await signIn('nobody@demo.test');
    const { status, body } = await get('login-history?limit=100', nobody.token);
    expect(status).toBe(200);
    expect(body.result.total).toBeGreaterThan(0);
    expect(body.result.items.every((row: { adminId: string }) => row.adminId === nobody.id)).toBe(
      true,
    );
    const superadmin = await signIn('superadmin@demo.test');
    const someoneElses = (await get('login-history?limit=1', superadmin.token)).body.result
      .items[0];
    expect((await get(`login-history/${someoneElses._id}`, nobody.token)).status).toBe(404);
  });

  it("shows sub-admins' sign-ins with who they are, to those granted the module", async () => {
    const superadmin = await signIn('superadmin@demo.test');
    const { body } = await get('sub-admin-login-history?limit=1000', superadmin.token);
    expect(body.result.total).toBeGreaterThan(0);
    for (const row of body.result.items) {
      expect(row.adminEmail).not.toBe('superadmin@demo.test');
      expect(row.adminName).toBeTruthy();
    }
    const nobody = await signIn('nobody@demo.test');
    expect((await get('sub-admin-login-history', nobody.token)).status).toBe(403);
  });
});

describe('IP geolocation templates', () => {
  it('fills and matches a configured template', () => {
    const template = 'https://ipapi.co/{ip}/json';
    expect(fillTemplate(template, { ip: '8.8.8.8' })).toBe('https://ipapi.co/8.8.8.8/json');
    expect(templatePattern(template, 'ip').exec('https://ipapi.co/2001:db8::1/json')?.[1]).toBe(
      '2001:db8::1',
    );
    expect(templatePattern(template, 'ip').test('https://evil.example/ipapi.co/1/json')).toBe(
      false,
    );
    const match = ipGeoMatcher(template);
    expect(match('https://ipapi.co/45.1.2.3/json')).toBe('45.1.2.3');
    expect(match('http://127.0.0.1:4599/ipgeo/45.1.2.3')).toBe('45.1.2.3');
    expect(match('http://127.0.0.1:4599/api/admin/x')).toBeUndefined();
  });

  it('answers like ipapi.co: the same place for the same IP, and says why there is none', async () => {
    const first = await ipGeoAnswer('45.1.2.3').json();
    expect(first).toMatchObject({ ip: '45.1.2.3', city: expect.any(String) });
    expect(await ipGeoAnswer('45.1.2.3').json()).toEqual(first);
    expect(await ipGeoAnswer('10.0.0.1').json()).toMatchObject({ error: true });
    expect(ipGeoAnswer('not-an-ip').status).toBe(400);
  });
});

describe('sign-in log', () => {
  it('names the browser and OS from the User-Agent', async () => {
    const { describeAgent } = await import('../../src/demo/backend/userAgent');
    expect(
      describeAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 131', os: 'Linux' });
    expect(
      describeAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      ),
    ).toEqual({ browser: 'Safari 18', os: 'macOS' });
    expect(describeAgent(null)).toEqual({ browser: 'unknown', os: 'unknown' });
  });
});
