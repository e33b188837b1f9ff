import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../resources/domain';
import type { Row } from '../../src/demo/store';
import { auditFields, readableChanges } from '../../src/model/auditTrail';
import { freshDemoApi } from './demoClient';
import { singleControl } from './support/singleControl';

/**
 * What the demo API writes into an audit entry beyond its changes: the names of the records they
 * hold by id, the rows of another record they changed (a market, through its event), and what it
 * leaves out (a payout preview, which only reads).
 */
const demo = freshDemoApi();
// Entries of changes as applied: nothing waits for a second admin here (dual control has its own files).
beforeEach(() => singleControl(demo.store));
const latest = () => demo.store.all('audit-log')[0] as unknown as AuditEntry;

/** Calls the demo API as one of the demo accounts (operator, viewer, finance). */
async function call(who: string, method: string, path: string, body?: unknown) {
  return demo.call(method, path, body, await demo.signIn(`${who}@demo.test`));
}

/** A draft event published and closed by the operator: its markets await resolution. */
async function closedEvent() {
  const event = demo.store
    .all('events')
    .find((row) => row.status === 'draft' && !row.negRisk && (row.markets as Row[]).length)!;
  expect((await call('operator', 'POST', `events/${event._id}/publish`)).status).toBe(200);
  expect((await call('operator', 'POST', `events/${event._id}/close`)).status).toBe(200);
  const markets = demo.store.find('events', event._id)!.markets as Row[];
  const outcomes = Object.fromEntries(markets.map((row, i) => [row._id, i ? 'No' : 'Yes']));
  return { event, markets, outcomes };
}

describe('audit entries name what their changes hold by id', () => {
  it('names the reviewing admin of a withdrawal and the admin in its approval', async () => {
    const withdrawal = demo.store
      .all('withdrawals')
      .find((row) => row.status === 'pending' && row.needsTwoApprovals === false)!;
    expect((await call('finance', 'POST', `withdrawals/${withdrawal._id}/approve`)).status).toBe(
      200,
    );
    const entry = latest();
    expect(entry.changes).toEqual(
      expect.arrayContaining([{ field: 'reviewedBy', before: null, after: 'admin-finance' }]),
    );
    expect(entry.names).toEqual({
      'admin-finance': { name: 'Felix Finance', resource: 'admins' },
    });
  });

  it('puts a market changed through its event on the market’s own history', async () => {
    const { event, markets, outcomes } = await closedEvent();
    const resolved = await call('operator', 'POST', `events/${event._id}/resolve`, {
      outcomes,
      ticker: event.ticker,
      reason: 'Official result published',
      evidenceUrl: 'https://results.example/final',
    });
    expect(resolved.status).toBe(200);
    const entry = latest();
    expect(entry.rowIds).toEqual(markets.map((row) => row._id));
    expect(entry.names?.[String(markets[0]._id)]).toEqual({
      name: markets[0].question,
      resource: 'markets',
    });
    const history = await call('viewer', 'GET', `markets/${String(markets[0]._id)}/history`);
    expect(history.status).toBe(200);
    expect(history.body.result.items.map((item: AuditEntry) => item.action)).toEqual([
      'resolve',
      'close',
      'publish',
    ]);
  });

  it('records the resolution’s reason and evidence on the event’s entry', async () => {
    const { event, markets, outcomes } = await closedEvent();
    await call('operator', 'POST', `events/${event._id}/resolve`, {
      outcomes,
      ticker: event.ticker,
      reason: 'Official result published',
      evidenceUrl: 'https://results.example/final',
    });
    const row = `markets.${String(markets[0]._id)}`;
    expect(latest().changes).toEqual(
      expect.arrayContaining([
        { field: `${row}.resolutionReason`, before: null, after: 'Official result published' },
        {
          field: `${row}.resolutionEvidence`,
          before: null,
          after: 'https://results.example/final',
        },
      ]),
    );
    const csv = await call('viewer', 'GET', 'resolutions/export?sort=resolvedAt&order=desc');
    const [header, first] = String(csv.body).split(/\r?\n/);
    expect(header.split(',')).toEqual(expect.arrayContaining(['reason', 'evidenceUrl']));
    expect(first).toContain('Official result published');
    expect(first).toContain('https://results.example/final');
  });

  it('writes nothing for a payout preview: it only reads', async () => {
    const { event, outcomes } = await closedEvent();
    const operator = await demo.signIn('operator@demo.test');
    const count = demo.store.all('audit-log').length;
    for (let i = 0; i < 3; i++) {
      const path = `events/${event._id}/resolve-preview`;
      expect((await demo.call('POST', path, { outcomes }, operator)).status).toBe(200);
    }
    expect(demo.store.all('audit-log')).toHaveLength(count);
  });
});

describe('an entry’s changes read with its names', () => {
  it('reads ids as names, rows of a path by name, and says which values are records', () => {
    const names = {
      'admin-finance': { name: 'Felix Finance', resource: 'admins' },
      m1: { name: 'Will it rain?', resource: 'markets' },
    };
    const [reviewer, approval, market] = readableChanges(
      [
        { field: 'reviewedBy', before: null, after: 'admin-finance' },
        { field: 'approvals.0', before: null, after: { adminId: 'admin-finance' } },
        { field: 'markets.m1.status', before: 'closed', after: 'resolved' },
      ],
      [...auditFields('withdrawals'), ...auditFields('events')],
      undefined,
      names,
    );
    expect(reviewer).toMatchObject({
      label: 'Reviewed by',
      after: 'Felix Finance',
      afterRefs: [{ id: 'admin-finance', resource: 'admins' }],
    });
    expect(approval.after).toBe('Admin: Felix Finance');
    expect(market.label).toBe('Markets › Will it rain? › Status');
  });
});
