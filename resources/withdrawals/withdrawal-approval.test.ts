import { describe, expect, it } from 'vitest';
import {
  approvalOutcome,
  approvalsNeeded,
  decideApproval,
  needsSecondApproval,
  WITHDRAWAL_STATES,
} from '.';
import withdrawals from '.';
import type { ActionDeclaration } from '../types';

const AT = '2026-11-01T10:00:00.000Z';

describe('four-eyes approval of withdrawals', () => {
  const pending = { status: 'pending' as const, needsTwoApprovals: true, approvals: [] };

  it('needs two approvals only above (not at) the threshold', () => {
    expect(needsSecondApproval('10000.01', '10000')).toBe(true);
    expect(needsSecondApproval('10000.00', '10000')).toBe(false);
    expect(needsSecondApproval('20', '10000')).toBe(false);
    // A coin without a readable threshold takes the safe side.
    expect(needsSecondApproval('20', undefined)).toBe(true);
  });

  it('approves a small withdrawal at once', () => {
    expect(decideApproval({ ...pending, needsTwoApprovals: false }, 'admin-a', AT)).toEqual({
      ok: true,
      status: 'approved',
      approvals: [{ adminId: 'admin-a', at: AT }],
    });
  });

  it('leaves a large one awaiting a second approval by a different admin', () => {
    const first = decideApproval(pending, 'admin-a', AT);
    expect(first).toEqual({
      ok: true,
      status: 'awaitingSecondApproval',
      approvals: [{ adminId: 'admin-a', at: AT }],
    });
    const awaiting = {
      ...pending,
      status: 'awaitingSecondApproval' as const,
      approvals: [...(first.ok ? first.approvals : [])],
    };
    const again = decideApproval(awaiting, 'admin-a', AT);
    expect(again).toEqual({
      ok: false,
      message:
        'You gave the first approval of this withdrawal; a different admin must give the second.',
    });
    const second = decideApproval(awaiting, 'admin-b', '2026-11-01T11:00:00.000Z');
    expect(second).toEqual({
      ok: true,
      status: 'approved',
      approvals: [
        { adminId: 'admin-a', at: AT },
        { adminId: 'admin-b', at: '2026-11-01T11:00:00.000Z' },
      ],
    });
  });

  it('takes the safe side for a row without the flag: two approvals', () => {
    expect(decideApproval({ status: 'pending' }, 'admin-a', AT)).toMatchObject({
      status: 'awaitingSecondApproval',
    });
  });

  it('refuses states past review, naming them', () => {
    expect(decideApproval({ ...pending, status: 'completed' }, 'a', AT)).toEqual({
      ok: false,
      message: 'Cannot approve: the withdrawal is completed.',
    });
    expect(decideApproval({ ...pending, status: 'approved' }, 'a', AT)).toMatchObject({
      message: 'Cannot approve: the withdrawal is approved already.',
    });
  });

  it("the approve confirmation says what decideApproval then does (a row's flag, not the threshold now)", () => {
    const facts = (record: Record<string, unknown>, adminId: string) =>
      Object.fromEntries(
        (withdrawals.actions as readonly ActionDeclaration[]).find(
          (item) => item.name === 'approve',
        )!.facts!.derived!(record, adminId).map((fact) => [fact.label, fact.text]),
      );
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [pending, 'admin-a', 'awaitingSecondApproval'],
      [{ ...pending, needsTwoApprovals: false }, 'admin-a', 'approved'],
      [{ status: 'pending' }, 'admin-a', 'awaitingSecondApproval'],
      [
        {
          ...pending,
          status: 'awaitingSecondApproval',
          approvals: [{ adminId: 'admin-a', at: AT }],
        },
        'admin-b',
        'approved',
      ],
      [
        {
          ...pending,
          status: 'awaitingSecondApproval',
          approvals: [{ adminId: 'admin-a', at: AT }],
        },
        'admin-a',
        undefined,
      ],
    ];
    for (const [record, adminId, status] of cases) {
      const decision = decideApproval(record as never, adminId, AT);
      expect(decision.ok ? decision.status : undefined).toBe(status);
      const said = facts(record, adminId)['After your approval'];
      expect(said).toBe(approvalOutcome(record, adminId));
      if (status === 'awaitingSecondApproval') expect(said).toMatch(/^A second approval follows/);
      if (status === 'approved') expect(said).toMatch(/^No (second|other) approval follows/);
      if (!decision.ok) expect(said).toBe(decision.message);
    }
    expect(facts({ ...pending, approvedByNames: 'Felix Finance' }, 'b')['Approvals']).toBe(
      "Two, by different admins (above the coin's threshold when requested); given by Felix Finance",
    );
    expect(approvalsNeeded({ needsTwoApprovals: false }, '')).toBe(
      "One (not above the coin's threshold when requested); none yet",
    );
  });

  it('declares approve and reject from the state machine', () => {
    const actions: readonly ActionDeclaration[] = withdrawals.actions;
    const action = (name: string) => actions.find((item) => item.name === name)!;
    expect(action('approve').allowedWhen).toEqual({
      field: 'status',
      in: ['pending', 'awaitingSecondApproval'],
    });
    expect(action('reject').allowedWhen).toEqual(WITHDRAWAL_STATES.move('rejected').allowedWhen);
    // A reject names its reason code; the text is required for "Other" only (model/reasons).
    expect(action('reject').reasons?.map((reason) => reason.code)).toContain('sanctions_hit');
    expect(action('reject').input).toMatchObject({ key: 'rejectReason' });
  });
});
