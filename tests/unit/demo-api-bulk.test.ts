import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../resources/domain';
import { actionAllowed } from '../../src/model/actions';
import { bulkActions, type BulkAnswer } from '../../src/model/bulk';
import { apiPath, declarations } from '../../src/model/registry';
import { collectionRules } from '../../src/demo/rules';
import { STEP_UP_REQUIRED } from '../../src/model/stepUp';
import { call, session, signIn, start, store } from './support/careful-demo-api';

/**
 * Batch actions in the demo API (POST {resource}/bulk/{action}): a dry run says what each row
 * would do and changes nothing; the run itself takes the action on each row under the rules it has
 * alone, one audit entry per row with the batch's id; caps, rights and step-up hold for the batch.
 */
beforeEach(() => start());

const pending = (twoApprovals: boolean) =>
  store
    .all('withdrawals')
    .filter((row) => row.status === 'pending' && row.needsTwoApprovals === twoApprovals);
const rejected = () => store.all('withdrawals').find((row) => row.status === 'rejected')!;
const trail = () => store.all('audit-log') as unknown as AuditEntry[];
const batchOf = (answer: { body: { result: BulkAnswer } }) => answer.body.result;

async function approve(body: Record<string, unknown>, token?: string) {
  return call(
    'POST',
    'withdrawals/bulk/approve',
    body,
    token ?? (await signIn('finance@demo.test')),
  );
}

describe('a batch dry run', () => {
  it('says per row what would happen and what it adds up to, and changes nothing', async () => {
    const [one, two] = pending(false);
    const large = pending(true)[0];
    const ids = [one._id, two._id, large._id, rejected()._id];
    const finance = await signIn('finance@demo.test');
    const before = JSON.stringify(store.all('withdrawals'));
    const entries = trail().length;
    const answer = await approve({ ids, dryRun: true }, finance);
    expect(answer.status).toBe(200);
    const dry = batchOf(answer);
    expect(dry.dryRun).toBe(true);
    expect(dry.rows.map((row) => [row._id, row.outcome])).toEqual([
      [one._id, 'applied'],
      [two._id, 'applied'],
      [large._id, 'awaitingApproval'],
      [rejected()._id, 'refused'],
    ]);
    expect(dry.rows[3]).toMatchObject({ status: 409 });
    expect(dry.rows[0].version).toBe(1);
    expect(dry.totals.outcomes).toEqual({ applied: 2, awaitingApproval: 1, held: 0, refused: 1 });
    // Summed per coin over the rows it acts on; rows per user likewise.
    const acted = [one, two, large];
    expect(dry.totals.counts.reduce((sum, item) => sum + item.rows, 0)).toBe(3);
    expect(dry.totals.amounts.length).toBeGreaterThan(0);
    expect(dry.totals.amounts.length).toBeLessThanOrEqual(acted.length);
    expect(JSON.stringify(store.all('withdrawals'))).toBe(before);
    expect(trail()).toHaveLength(entries);
  });

  it('needs no step-up, while the run itself does', async () => {
    const { token } = await session('finance@demo.test', { confirmed: false });
    const ids = [pending(false)[0]._id];
    expect((await approve({ ids, dryRun: true }, token)).status).toBe(200);
    const run = await approve({ ids, dryRun: false }, token);
    expect(run.status).toBe(403);
    expect(run.body.code).toBe(STEP_UP_REQUIRED);
    expect(store.find('withdrawals', ids[0])!.status).toBe('pending');
  });
});

describe('a batch run', () => {
  it('takes the action on each row under its own rules, one audit entry per row', async () => {
    const [one, two] = pending(false);
    const ids = [one._id, two._id, rejected()._id];
    const answer = await approve({ ids, dryRun: false });
    expect(answer.status).toBe(200);
    const done = batchOf(answer);
    expect(done.rows.map((row) => row.outcome)).toEqual(['applied', 'applied', 'refused']);
    expect(store.find('withdrawals', one._id)!.status).toBe('approved');
    expect(store.find('withdrawals', two._id)!.status).toBe('approved');
    const entries = trail().filter((entry) => entry.batchId === done.batchId);
    expect(entries.map((entry) => [entry.recordId, entry.outcome])).toEqual(
      expect.arrayContaining([
        [one._id, 200],
        [two._id, 200],
        [rejected()._id, 409],
      ]),
    );
    expect(entries).toHaveLength(3);
    // The batch itself is no entry of its own: its rows are.
    expect(trail().filter((entry) => entry.recordId === 'bulk')).toEqual([]);
  });

  it('refuses a row changed since the dry run showed it (its version)', async () => {
    const [one, two] = pending(false);
    const dry = batchOf(await approve({ ids: [one._id, two._id], dryRun: true }));
    const versions = Object.fromEntries(dry.rows.map((row) => [row._id, row.version]));
    store.update('withdrawals', two._id, { note: 'touched' });
    const done = batchOf(await approve({ ids: [one._id, two._id], versions, dryRun: false }));
    expect(done.rows.map((row) => [row.outcome, row.status])).toEqual([
      ['applied', 200],
      ['refused', 409],
    ]);
    expect(store.find('withdrawals', two._id)!.status).toBe('pending');
  });

  it('selects the rows by the list filters, and refuses more rows than the setting allows', async () => {
    const coinId = String(pending(false)[0].coinId);
    const matching = store
      .all('withdrawals')
      .filter((row) => row.status === 'pending' && row.coinId === coinId);
    const finance = await signIn('finance@demo.test');
    const input = { reasonCode: 'other', rejectReason: 'Address on a sanctions list' };
    const filter = { status: 'pending', coinId };
    const dry = batchOf(
      await call('POST', 'withdrawals/bulk/reject', { filter, input, dryRun: true }, finance),
    );
    expect(dry.rows.map((row) => row._id).sort()).toEqual(matching.map((row) => row._id).sort());

    store.setObject('site-setting', { ...store.object('site-setting'), bulkMaxRows: 1 });
    const over = await approve({
      ids: pending(false)
        .slice(0, 2)
        .map((row) => row._id),
      dryRun: true,
    });
    expect(over.status).toBe(400);
    expect(over.body.errors.ids).toBe('A batch holds at most 1 rows');
  });

  it("refuses a batch of approvals above a coin's batch cap, naming it", async () => {
    const rows = pending(false).slice(0, 2);
    const coinId = String(rows[0].coinId);
    const same = pending(false)
      .filter((row) => row.coinId === coinId)
      .slice(0, 2);
    store.update('coins', coinId, { batchApprovalLimit: '0.000001' });
    const answer = await approve({ ids: same.map((row) => row._id), dryRun: true });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^One batch approves at most 0\.000001 /);
    expect(same.every((row) => store.find('withdrawals', row._id)!.status === 'pending')).toBe(
      true,
    );
  });

  it('answers 404 to an action not taken in batches and 403 without edit', async () => {
    const finance = await signIn('finance@demo.test');
    const id = pending(false)[0]._id;
    const unknown = await call(
      'POST',
      'withdrawals/bulk/check-on-chain',
      { ids: [id], dryRun: true },
      finance,
    );
    expect(unknown.status).toBe(404);
    const viewer = await signIn('viewer@demo.test');
    expect((await approve({ ids: [id], dryRun: true }, viewer)).status).toBe(403);
    const bad = await approve({ ids: [id, id], dryRun: 'yes' }, finance);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['dryRun', 'ids']);
  });
});

describe('a batch under parallel requests', () => {
  it('applies each row once when the same batch is sent twice at once', async () => {
    const finance = await signIn('finance@demo.test');
    const ids = pending(false)
      .slice(0, 5)
      .map((row) => row._id);
    const [first, second] = await Promise.all([
      approve({ ids, dryRun: false }, finance),
      approve({ ids, dryRun: false }, finance),
    ]);
    const outcomes = [...batchOf(first).rows, ...batchOf(second).rows].map((row) => row.outcome);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(5);
  });

  it('keeps a read sent during a dry run from seeing what the dry run wrote', async () => {
    const finance = await signIn('finance@demo.test');
    const ids = pending(false)
      .slice(0, 20)
      .map((row) => row._id);
    const trial = store.trial.bind(store);
    let read: ReturnType<typeof call> | undefined;
    // Once the dry run has approved every row (inside its trial), a list is read.
    vi.spyOn(store, 'trial').mockImplementation((run) =>
      trial(async () => {
        const rows = await run();
        read = call('GET', `withdrawals?_id_in=${ids.join(',')}&limit=20`, undefined, finance);
        // Every step the read can take before the trial ends, it takes (none: it waits).
        await new Promise((resolve) => setImmediate(resolve));
        return rows;
      }),
    );
    await approve({ ids, dryRun: true }, finance);
    const statuses = ((await read!).body.result.items as { status: string }[]).map(
      (row) => row.status,
    );
    expect(new Set(statuses)).toEqual(new Set(['pending']));
  });
});

describe('every action declared for batches', () => {
  it('takes a dry run on the rows its state allows (two at most), each row acted on', async () => {
    const superadmin = await signIn('superadmin@demo.test');
    for (const declaration of declarations) {
      for (const action of bulkActions(declaration)) {
        // Rows as stored (a view's source), the caller's own where each admin has its own.
        const source = collectionRules(declaration.name).source ?? declaration.name;
        const owner = declaration.ownedBy;
        const rows = store
          .all(source)
          .filter((row) => !owner || row[owner] === 'admin-superadmin')
          .filter((row) => actionAllowed(action, row));
        expect(rows.length, `${declaration.name}: rows to ${action.name}`).toBeGreaterThan(0);
        const input = {
          ...(action.reasons ? { reasonCode: action.reasons[0].code } : {}),
          ...(action.input ? { [action.input.key]: 'Checked by the batch test' } : {}),
        };
        const ids = rows.slice(0, 2).map((row) => String(row._id));
        const path = `${apiPath(declaration.name)}/bulk/${action.name}`;
        const answer = await call('POST', path, { ids, input, dryRun: true }, superadmin);
        expect(answer.status, `${path}: ${JSON.stringify(answer.body.message)}`).toBe(200);
        const outcomes = batchOf(answer).rows.map((row) => `${row.outcome} ${row.message}`);
        expect(
          outcomes.filter((outcome) => outcome.startsWith('refused')),
          path,
        ).toEqual([]);
      }
    }
  });
});
