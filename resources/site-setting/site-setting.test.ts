import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../src/demo/backend';
import { DemoStore } from '../../src/demo/store';
import { demoClient } from '../../tests/unit/demoClient';
import {
  checkSiteSettingUpdate,
  flattenSiteSetting,
  nestSiteSetting,
} from '../../src/model/siteSetting';
import { singleControl } from '../../tests/unit/support/singleControl';

describe('site setting fields', () => {
  it('flattens social links for the form and nests them back, dropping empty ones', () => {
    const flat = flattenSiteSetting({
      siteName: 'X',
      maintenanceMode: true,
      socialLinks: { twitter: 'https://x.com/a' },
    });
    expect(flat).toMatchObject({
      siteName: 'X',
      maintenanceMode: true,
      registrationOpen: false,
      'socialLinks.twitter': 'https://x.com/a',
      'socialLinks.discord': '',
    });
    expect(nestSiteSetting(flat).socialLinks).toEqual({ twitter: 'https://x.com/a' });
  });

  it('refuses unknown keys and wrong types, naming each field', () => {
    const { errors, patch } = checkSiteSettingUpdate({
      siteName: '   ',
      maintenanceMode: { on: true },
      tradingEnabled: 'yes',
      defaultTakerFeeBps: 12.5,
      isAdmin: true,
      socialLinks: { twitter: 'javascript:alert(1)', myspace: 'https://myspace.com' },
    });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'defaultTakerFeeBps',
        'isAdmin',
        'maintenanceMode',
        'siteName',
        'socialLinks.myspace',
        'socialLinks.twitter',
        'tradingEnabled',
      ].sort(),
    );
    expect(errors.isAdmin).toBe('Unknown setting "isAdmin"');
    expect(errors.maintenanceMode).toBe('Maintenance mode must be yes or no');
    expect(patch).toEqual({});
  });

  it('accepts a partial update of declared settings', () => {
    const { errors, patch } = checkSiteSettingUpdate({ siteName: 'Ops', maintenanceMode: true });
    expect(errors).toEqual({});
    expect(patch).toEqual({ siteName: 'Ops', maintenanceMode: true });
  });
});

describe('demo API: updateSiteDetails', () => {
  let api: ReturnType<typeof createDemoApi>;
  beforeEach(() => {
    const store = new DemoStore();
    api = createDemoApi(store);
    // The switches saved at once here; held ones are in demo-api-dual-control-kinds.test.ts.
    singleControl(store);
  });
  const { call, signIn } = demoClient(() => api);

  it('stores declared settings only, and answers 403 without edit on Site Setting', async () => {
    const superadmin = await signIn('superadmin@demo.test');
    const refused = await call(
      'POST',
      '/api/admin/updateSiteDetails',
      { maintenanceMode: 'on', extra: 1 },
      superadmin,
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['extra', 'maintenanceMode']);

    const saved = await call(
      'POST',
      '/api/admin/updateSiteDetails',
      { siteName: 'Ops desk', maintenanceMode: true, socialLinks: {} },
      superadmin,
    );
    expect(saved.status).toBe(200);
    const read = await call('GET', '/api/admin/getSiteSetting');
    expect(read.body.result).toMatchObject({
      siteName: 'Ops desk',
      maintenanceMode: true,
      socialLinks: {},
    });
    expect(read.body.result.extra).toBeUndefined();

    const viewer = await signIn('viewer@demo.test');
    const denied = await call('POST', '/api/admin/updateSiteDetails', { siteName: 'X' }, viewer);
    expect(denied.status).toBe(403);
  });
});

describe('site logo in the layout', () => {
  it('draws only an http(s) address or a /path', async () => {
    const { isValidLogo } = await import('../../src/model/siteSetting');
    expect(['/logo.svg', 'https://cdn.example/logo.png'].map(isValidLogo)).toEqual([true, true]);
    expect(['javascript:alert(1)', '//evil.example/x.png', '', null].map(isValidLogo)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
