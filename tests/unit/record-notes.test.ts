import { beforeEach, describe, expect, it } from 'vitest';
import { mentionedIn, noteProblem } from '../../src/model/notes';
import { call, start, store } from './support/finance-demo-api';

/**
 * Notes on a record: append-only (405 to any edit or delete), readable by whoever may view the
 * record and no one else, written in the audit trail, and an @mention tells the admin named.
 */
beforeEach(start);

const withdrawal = () => store.all('withdrawals')[0];
const notesOf = (id: string) => `/api/admin/withdrawals/${id}/notes`;

describe('record notes', () => {
  it('finds each mention by the longest name, compared as names are', () => {
    const admins = [
      { _id: 'sam', name: 'Sam' },
      { _id: 'super', name: 'Sam Super' },
      { _id: 'felix', name: 'Felix Finance' },
    ];
    expect(mentionedIn('@sam super please check, cc @FELIX FINANCE.', admins)).toEqual([
      admins[1],
      admins[2],
    ]);
    expect(mentionedIn('@Sam, and @Samuel', admins)).toEqual([admins[0]]);
    expect(mentionedIn('mail sam@example.com', admins)).toEqual([]);
    expect(noteProblem('  ')).toBe('Write the note first');
    expect(noteProblem('a\u202Eb')).toBe('A note must not contain characters that reorder text');
  });

  it('are appended with author and time, never edited or deleted, and audited', async () => {
    const row = withdrawal();
    const empty = await call('GET', notesOf(row._id));
    expect(empty.status).toBe(200);
    expect(empty.body.result).toMatchObject({ items: [], total: 0 });
    const added = await call('POST', notesOf(row._id), { text: ' Called the user: waiting. ' });
    expect(added.status).toBe(201);
    expect(added.body.result).toMatchObject({
      text: 'Called the user: waiting.',
      authorId: 'admin-finance',
      authorName: 'Felix Finance',
    });
    expect((await call('POST', notesOf(row._id), { text: '' })).status).toBe(400);
    const noteId = added.body.result._id as string;
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect((await call(method, `${notesOf(row._id)}/${noteId}`, { text: 'x' })).status).toBe(405);
    expect((await call('PUT', notesOf(row._id), { text: 'x' })).status).toBe(405);
    const read = await call('GET', notesOf(row._id), undefined, 'viewer@demo.test');
    expect(read.body.result.items.map((note: { text: string }) => note.text)).toEqual([
      'Called the user: waiting.',
    ]);
    const entries = store.all('audit-log').filter((item) => item.recordId === row._id);
    expect(entries.find((item) => item.outcome === 201)).toMatchObject({
      resource: 'withdrawals',
      action: 'add-note',
      changes: [{ field: 'note', before: null, after: 'Called the user: waiting.' }],
    });
    // Each attempt to change a note is on the record too, refused.
    expect(
      entries.filter((item) => item.action === 'change-note').map((item) => item.outcome),
    ).toEqual([405, 405, 405, 405]);
  });

  it('are as readable as their record: not for an admin who may not view it', async () => {
    const row = withdrawal();
    expect((await call('GET', notesOf(row._id), undefined, 'operator@demo.test')).status).toBe(403);
    expect(
      (await call('POST', notesOf(row._id), { text: 'Hi' }, 'operator@demo.test')).status,
    ).toBe(403);
    expect((await call('GET', notesOf('no-such-id'))).status).toBe(404);
    // Another admin's notification: its notes are a 404 as the notification is.
    const theirs = store.all('notifications').find((item) => item.adminId !== 'admin-finance')!;
    expect((await call('GET', `/api/admin/notifications/${theirs._id}/notes`)).status).toBe(404);
  });

  it('tell each admin mentioned who may view the record, and only them', async () => {
    const row = withdrawal();
    const { body } = await call('GET', notesOf(row._id));
    const names = (body.result.mentionable as { name: string }[]).map((admin) => admin.name);
    expect(names).toContain('Sam Super');
    expect(names).not.toContain('Olivia Operator');
    const unread = (adminId: string) =>
      store.all('notifications').filter((item) => item.adminId === adminId && !item.readAt);
    const before = unread('admin-superadmin').length;
    const operatorBefore = unread('admin-operator').length;
    const added = await call('POST', notesOf(row._id), {
      text: '@Sam Super please take the second approval; @Olivia Operator FYI',
    });
    expect(added.body.result.mentions).toEqual([{ _id: 'admin-superadmin', name: 'Sam Super' }]);
    const told = unread('admin-superadmin');
    expect(told).toHaveLength(before + 1);
    expect(told.find((item) => item.title === 'You were mentioned in a note')).toMatchObject({
      title: 'You were mentioned in a note',
      link: `/withdraw/${row._id}#notes`,
    });
    expect(unread('admin-operator')).toHaveLength(operatorBefore);
  });
});
