import { describe, expect, it } from 'vitest';
import {
  coinLimitErrors,
  compareDecimal,
  approvalOutcome,
  approvalsNeeded,
  decideApproval,
  fromBaseUnits,
  needsSecondApproval,
  subtractDecimal,
  multiplyDecimals,
  sumDecimals,
  toBaseUnits,
  WITHDRAWAL_STATES,
} from '../../resources/domain';
import coins from '../../resources/coins';
import withdrawals from '../../resources/withdrawals';
import type { ActionDeclaration } from '../../resources/types';
import { declarations } from '../../src/model/registry';
import { validateValues } from '../../src/model/validation';
import { isReadOnlyButton } from '../../src/model/actions';
import { summarizeSignatureStatus } from '../../src/model/chain';
import { clientActionNames } from '../../src/engine/clientActionLoader';

const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const AT = '2026-11-01T10:00:00.000Z';

describe('decimal strings (amounts are never floats)', () => {
  it('compares exactly, whatever the number of decimals', () => {
    expect(compareDecimal('10', '10.00')).toBe(0);
    expect(compareDecimal('9.99', '10')).toBe(-1);
    expect(compareDecimal('5000000000.00002', '5000000000.00001')).toBe(1);
    // As floats these two are the same number.
    expect(Number('9007199254740993') === Number('9007199254740992')).toBe(true);
    expect(compareDecimal('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimal('-1', '0')).toBe(-1);
    expect(compareDecimal('abc', '1')).toBeUndefined();
    expect(compareDecimal('', '1')).toBeUndefined();
  });

  it('sums exactly with the most precise term’s decimals', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['1.5', '0.0025', '3'])).toBe('4.5025');
    expect(sumDecimals([])).toBe('0');
    expect(sumDecimals(['-2.50', '1'])).toBe('-1.50');
    expect(sumDecimals(['x', '2'])).toBe('2');
    expect(subtractDecimal('10.00', '0.25')).toBe('9.75');
    expect(subtractDecimal('1', '3')).toBe('-2');
  });

  it('multiplies exactly, with the decimals of both terms', () => {
    expect(multiplyDecimals('0.9965', '12.5')).toBe('12.45625');
    expect(multiplyDecimals('0.1', '0.2')).toBe('0.02');
    expect(multiplyDecimals('-1.5', '2')).toBe('-3.0');
    expect(multiplyDecimals('9007199254740993', '1.00')).toBe('9007199254740993.00');
    expect(multiplyDecimals('x', '2')).toBe('0');
  });

  it('converts token base units both ways', () => {
    expect(fromBaseUnits('1234500', 6)).toBe('1.2345');
    expect(fromBaseUnits(5n, 6)).toBe('0.000005');
    expect(fromBaseUnits('1000000', 6)).toBe('1');
    expect(fromBaseUnits('42', 0)).toBe('42');
    expect(toBaseUnits('1.2345', 6)).toBe(1_234_500n);
    expect(toBaseUnits('0.1234567', 6)).toBe(123_456n);
    expect(toBaseUnits('7', 0)).toBe(7n);
  });
});

describe('coin limits (declared once: resources/coins.ts validate)', () => {
  const coin = {
    symbol: 'USDC',
    name: 'USD Coin',
    mintAddress: USDC_MINT,
    decimals: 6,
    minDeposit: '1',
    minWithdraw: '10.00',
    maxWithdraw: '50000.00',
    withdrawFee: '1.00',
    dailyWithdrawLimit: '100000',
    secondApprovalThreshold: '10000',
  };

  it('accepts a coin whose limits hold together', () => {
    expect(coinLimitErrors(coin)).toEqual({});
    expect(validateValues(coins, coin)).toEqual({});
    expect(coinLimitErrors({ ...coin, minWithdraw: '50000', maxWithdraw: '50000.00' })).toEqual({});
  });

  it("refuses amounts with more decimals than the mint's, and a daily limit below the max withdraw", () => {
    expect(coinLimitErrors({ ...coin, minWithdraw: '10.1234567' })).toEqual({
      minWithdraw: "At most 6 decimals (the mint's)",
    });
    // Trailing zeros are no precision.
    expect(coinLimitErrors({ ...coin, minWithdraw: '10.1234560000' })).toEqual({});
    expect(coinLimitErrors({ ...coin, decimals: 0, withdrawFee: '0.5' })).toEqual({
      withdrawFee: "At most 0 decimals (the mint's)",
    });
    expect(coinLimitErrors({ ...coin, decimals: 1, minDeposit: '0.25' })).toEqual({
      minDeposit: "At most 1 decimal (the mint's)",
    });
    expect(coinLimitErrors({ ...coin, dailyWithdrawLimit: '5' })).toEqual({
      dailyWithdrawLimit: 'Daily withdraw limit must not be below the max withdraw',
    });
    expect(coinLimitErrors({ ...coin, dailyWithdrawLimit: '50000' })).toEqual({});
  });

  it('refuses a min withdraw above the max, on the min field', () => {
    expect(coinLimitErrors({ ...coin, minWithdraw: '50000.01' })).toEqual({
      minWithdraw: 'Min withdraw must not be above the max withdraw',
    });
    // Exact, where floats would call them equal.
    expect(
      coinLimitErrors({
        ...coin,
        minWithdraw: '9007199254740993',
        maxWithdraw: '9007199254740992',
        withdrawFee: '1',
      }),
    ).toHaveProperty('minWithdraw');
    expect(validateValues(coins, { ...coin, minWithdraw: '60000' })).toEqual({
      minWithdraw: 'Min withdraw must not be above the max withdraw',
    });
  });

  it('refuses a fee that eats the smallest withdrawal', () => {
    expect(coinLimitErrors({ ...coin, withdrawFee: '10' })).toEqual({
      withdrawFee: 'Withdraw fee must be below the min withdraw',
    });
  });

  it('checks the mint as a Solana address (32 bytes of base58)', () => {
    expect(validateValues(coins, { ...coin, mintAddress: 'not-a-mint' })).toEqual({
      mintAddress: 'Mint address must be a Solana address (base58, 32 bytes)',
    });
    // Base58 alphabet but too short to be 32 bytes.
    expect(
      validateValues(coins, { ...coin, mintAddress: 'EPjFWdd5AufqSSqeM2qN1x' }),
    ).toHaveProperty('mintAddress');
    expect(validateValues(coins, { ...coin, mintAddress: '' })).toEqual({
      mintAddress: 'Mint address is required',
    });
  });
});

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
    expect(action('reject').input).toMatchObject({ required: true });
  });
});

describe('client actions (run:)', () => {
  it('has a handler file in src/clientActions for every declared run', () => {
    const declared = declarations.flatMap((declaration) =>
      (declaration.actions ?? []).flatMap((action) => (action.run ? [action.run] : [])),
    );
    expect(declared).toContain('checkOnChain');
    for (const name of declared) expect(clientActionNames).toContain(name);
  });

  it('keeps a check that only reads beside the Actions menu, shown with view', () => {
    const actions: readonly ActionDeclaration[] = withdrawals.actions;
    const check = actions.find((item) => item.run)!;
    expect(check.need).toBe('view');
    expect(isReadOnlyButton(check)).toBe(true);
    expect(isReadOnlyButton(actions[0])).toBe(false);
  });
});

describe('a signature status as the Check on chain dialog reads it', () => {
  const base = { slot: '455000000', contextSlot: '455000031', err: null };

  it('says finalized, confirmed, failed or not found', () => {
    expect(
      summarizeSignatureStatus({ ...base, confirmations: null, confirmationStatus: 'finalized' }),
    ).toMatchObject({
      type: 'success',
      title: 'Finalized on chain',
      rows: expect.arrayContaining([
        ['Confirmations', 'rooted (finalized)'],
        ['Slot', '455,000,000'],
        ['Error', 'none'],
      ]),
    });
    expect(
      summarizeSignatureStatus({ ...base, confirmations: '12', confirmationStatus: 'confirmed' }),
    ).toMatchObject({ type: 'info', rows: expect.arrayContaining([['Confirmations', '12']]) });
    expect(
      summarizeSignatureStatus({
        ...base,
        confirmations: null,
        confirmationStatus: 'finalized',
        err: { InstructionError: [0, { Custom: 1 }] },
      }),
    ).toMatchObject({
      type: 'error',
      title: 'Failed on chain',
      rows: expect.arrayContaining([['Error', '{"InstructionError":[0,{"Custom":1}]}']]),
    });
    expect(summarizeSignatureStatus(null)).toMatchObject({
      type: 'warning',
      title: 'Not found on chain',
    });
  });
});
