import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../../src/demo/backend';
import { DemoStore } from '../../src/demo/store';
import { csvCell, neutralizeCell, toCsv } from '../../src/lib/csv';
import { demoClient } from './demoClient';

describe('CSV cells a spreadsheet cannot run (CSV injection)', () => {
  it('prefixes cells that start like a formula with a quote', () => {
    for (const cell of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', '\r=x', '=HYPERLINK("x")'])
      expect(neutralizeCell(cell)).toBe(`'${cell}`);
  });

  it('leaves plain numbers (losses too) and ordinary text as they are', () => {
    for (const cell of ['-12.50', '+3', '42', '1e-7', 'Alice', 'a=b', '', 'x@y.test'])
      expect(neutralizeCell(cell)).toBe(cell);
  });

  it('quotes after neutralizing, and ends lines with CRLF', () => {
    expect(csvCell('=A1,"B"')).toBe(`"'=A1,""B"""`);
    expect(
      toCsv([
        ['a', '-1'],
        ['=b', 'c\nd'],
      ]),
    ).toBe(`a,-1\r\n'=b,"c\nd"\r\n`);
  });

  it('neutralizes what the demo API exports', async () => {
    const store = new DemoStore();
    const category = store.all('categories')[0];
    store.update('categories', category._id, { name: '=HYPERLINK("https://evil.test","x")' });
    const api = createDemoApi(store);
    const { call, signIn } = demoClient(() => api);
    const token = await signIn('superadmin@demo.test');
    const { status, body } = await call('GET', `categories/export?q=HYPERLINK`, undefined, token);
    expect(status).toBe(200);
    const [, row] = String(body).trim().split('\r\n');
    expect(row).toContain(`"'=HYPERLINK(""https://evil.test"",""x"")"`);
  });
});
