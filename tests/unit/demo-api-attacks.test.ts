import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../resources/domain';
import { RESET_MAILS_PER_ADDRESS, RESET_REQUESTS_PER_CLIENT } from '../../src/model/authLimits';
import { CLIENT_ADDRESS_HEADER } from '../../src/demo/clientAddress';
import { getDeclaration } from '../../src/model/registry';
import { checkField } from '../../src/model/validation';
import { freshDemoApi } from './demoClient';

/**
 * Attacks on the demo API (the reference backend) that must fail closed: conditions it cannot
 * read, reset e-mails without end, and an audit trail made to name an admin who did nothing.
 */
const demo = freshDemoApi();

describe('If-Match', () => {
  it('stores nothing unless it is exactly one current version', async () => {
    const token = await demo.signIn('superadmin@demo.test');
    const event = demo.store.all('events').find((row) => row.status === 'draft')!;
    const put = async (ifMatch: string, title: string) =>
      (await demo.api(
        new Request(`http://demo.test/api/admin/events/${event._id}`, {
          method: 'PUT',
          headers: {
            'Content-Type': 'application/json',
            Authorization: token,
            'If-Match': ifMatch,
          },
          body: JSON.stringify({ title }),
        }),
      ))!;
    for (const header of ['abc', '"1abc"', '1abc', 'W/"x"', 'W/"1"', '"1", "2"', '1, 2', '*', ''])
      expect([header, (await put(header, `${event.title} ${header}`)).status]).toEqual([
        header,
        412,
      ]);
    expect(demo.store.find('events', event._id)!.title).toBe(event.title);
    expect((await put('"2"', 'Too new')).status).toBe(409);
    // The app's own: the version it read, quoted.
    expect((await put('"1"', `${event.title} (saved)`)).status).toBe(200);
    expect((await put('2', `${event.title} (again)`)).status).toBe(200);
    expect(demo.store.find('events', event._id)!.title).toBe(`${event.title} (again)`);
  });
});

describe('forgotPassword', () => {
  const forgot = async (email: string, client = '10.0.0.1') =>
    (await demo.api(
      new Request('http://demo.test/api/admin/forgotPassword', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: client },
        body: JSON.stringify({ email }),
      }),
    ))!;

  it('limits the e-mails per address, known or not, with the same answers', async () => {
    const answers = async (email: string, client: string) => {
      const statuses: number[] = [];
      const messages = new Set<string>();
      for (let at = 0; at <= RESET_MAILS_PER_ADDRESS; at++) {
        const answer = await forgot(email, client);
        statuses.push(answer.status);
        messages.add((await answer.json()).message);
      }
      return { statuses, messages: [...messages] };
    };
    const known = await answers('viewer@demo.test', '10.0.0.1');
    const unknown = await answers('nobody-here@demo.test', '10.0.0.2');
    expect(known.statuses).toEqual([...Array(RESET_MAILS_PER_ADDRESS).fill(200), 429]);
    expect(unknown).toEqual(known);
    // Another spelling of the address is the same address.
    expect((await forgot(' Viewer@Demo.test ', '10.0.0.3')).status).toBe(429);
    const links = demo.store.all('password-resets').length;
    expect(links).toBe(RESET_MAILS_PER_ADDRESS);
  });

  it('limits the requests of one client across addresses', async () => {
    const statuses: number[] = [];
    for (let at = 0; at <= RESET_REQUESTS_PER_CLIENT; at++)
      statuses.push((await forgot(`someone${at}@demo.test`, '10.9.9.9')).status);
    expect(statuses).toEqual([...Array(RESET_REQUESTS_PER_CLIENT).fill(200), 429]);
    expect((await forgot('someone-else@demo.test', '10.9.9.8')).status).toBe(200);
  });
});

describe('the audit trail of requests without a session', () => {
  it("lists what was typed, never an admin's name", async () => {
    const entry = () => demo.store.all('audit-log')[0] as unknown as AuditEntry;
    await demo.call('POST', 'login', { email: 'Sam Super', password: 'x' });
    expect(entry()).toMatchObject({ adminId: null, adminName: '', typedEmail: 'Sam Super' });
    await demo.call('POST', 'forgotPassword', { email: 'Sam Super' });
    expect(entry()).toMatchObject({ adminName: '', typedEmail: 'Sam Super' });
    // A wrong password for an account: that account's attempt, but not in its admin's name.
    await demo.call('POST', 'login', { email: 'superadmin@demo.test', password: 'wrong' });
    expect(entry()).toMatchObject({
      adminId: 'admin-superadmin',
      adminName: '',
      typedEmail: 'superadmin@demo.test',
    });
    // A reset link asked for an admin's address is not that admin's act either.
    await demo.call('POST', 'forgotPassword', { email: 'superadmin@demo.test' });
    expect(entry()).toMatchObject({ adminName: '', typedEmail: 'superadmin@demo.test' });
    // A sign-in that succeeds is the admin's own.
    await demo.signIn('superadmin@demo.test');
    const signedIn = (demo.store.all('audit-log') as unknown as AuditEntry[]).find(
      (row) => row.action === 'sign-in',
    )!;
    expect(signedIn).toMatchObject({ adminName: 'Sam Super', outcome: 200 });
    expect(signedIn.typedEmail).toBeUndefined();
  });
});

describe('display names', () => {
  it("refuses an admin's name with a bidi or invisible control, as the form does", async () => {
    const token = await demo.signIn('superadmin@demo.test');
    const admins = getDeclaration('admins')!;
    const name = admins.fields.find((field) => field.key === 'name')!;
    for (const text of ['\u202Erepus maS', 'Sam\u200BSuper', 'Sam\u0007']) {
      const answer = await demo.call('PUT', 'admins/admin-operator', { name: text }, token);
      expect(answer.status).toBe(400);
      expect(answer.body.errors.name).toMatch(/must not contain invisible or control characters/);
      expect(checkField(name, text)).toBe(answer.body.errors.name);
    }
    expect(demo.store.find('admins', 'admin-operator')!.name).toBe('Olivia Operator');
    // Any script, accents and spaces are a name.
    const fine = await demo.call(
      'PUT',
      'admins/admin-operator',
      { name: 'Olivia Ópérateur Ольга' },
      token,
    );
    expect(fine.status).toBe(200);
  });
});

describe('values that cannot be read as text', () => {
  it('answer 400, never an exception, wherever they are sent', async () => {
    const token = await demo.signIn('superadmin@demo.test');
    const bad = { toString: 1 };
    const calls: [string, unknown, string?][] = [
      ['login', { email: bad, password: 'x' }],
      ['forgotPassword', { email: bad }],
      ['resetPassword', { token: 'x', password: { valueOf: 1 } }],
      ['pending-orders/cancel-all', { marketId: bad }, token],
      ['tags', { label: 'Fine', nested: [{ deeper: bad }] }, token],
    ];
    for (const [path, body, session] of calls) {
      const answer = await demo.call('POST', path, body, session);
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body.message).toMatch(/holds a key that is no data: (toString|valueOf)/);
    }
  });
});
