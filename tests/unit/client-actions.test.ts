import { describe, expect, it } from 'vitest';
import withdrawals from '../../resources/withdrawals';
import type { ActionDeclaration } from '../../resources/types';
import { declarations } from '../../src/model/registry';
import { isReadOnlyButton } from '../../src/model/actions';
import { summarizeSignatureStatus } from '../../src/model/chain';
import { loadClientAction } from '../../src/engine/clientActionLoader';

describe('client actions (run:)', () => {
  it('loads a handler for every declared run (a file of the module, by reference)', async () => {
    const declared = declarations.flatMap((declaration) =>
      (declaration.actions ?? []).flatMap((action) => (action.run ? [action] : [])),
    );
    expect(declared.map((action) => action.name)).toContain('check-on-chain');
    for (const action of declared) {
      const handler = await loadClientAction(action.run!);
      expect(handler, action.name).toBeTypeOf('function');
    }
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
