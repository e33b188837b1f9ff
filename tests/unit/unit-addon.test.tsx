import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bps from '../../src/engine/fields/types/bps';
import money from '../../src/engine/fields/types/money';
import pricePair from '../../src/engine/fields/types/pricePair';
import type { FieldDeclaration } from '../../resources/types';

/**
 * A unit beside an input (bps, a money field's coin or shares, a price pair's Yes and No) is an
 * addon of a compact group, not the input's own addonBefore/addonAfter, which antd deprecates
 * (and warns about on every draw).
 */
const field = (declaration: Partial<FieldDeclaration>) =>
  ({ key: 'x', label: 'Amount', type: 'money', ...declaration }) as FieldDeclaration;

describe('units beside inputs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are drawn joined to the input, with no deprecation warning', () => {
    const warned = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnedToo = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(
      <>
        {money.Input({ field: field({ unit: 'USDC' }), value: '12.5', id: 'amount' })}
        {bps.Input({ field: field({ label: 'Fee', type: 'bps' }), value: 100, id: 'fee' })}
        {pricePair.Input({
          field: field({ label: 'Prices', type: 'pricePair' }),
          value: [0.4, 0.6],
        })}
      </>,
    );
    const addons = [...container.querySelectorAll('.ant-space-compact .ant-space-addon')];
    expect(addons.map((addon) => addon.textContent)).toEqual(['USDC', 'bps', 'Yes', 'No']);
    expect(screen.getByLabelText('Amount')).toHaveValue('12.5');
    expect(container.querySelector('.ant-input-group-addon')).toBeNull();
    const messages = [...warned.mock.calls, ...warnedToo.mock.calls].map((call) => String(call[0]));
    expect(messages.filter((message) => /deprecated/i.test(message))).toEqual([]);
  });

  it('leave an input without a unit alone', () => {
    const { container } = render(<>{money.Input({ field: field({}), value: '1', id: 'plain' })}</>);
    expect(container.querySelector('.ant-space-compact')).toBeNull();
    expect(container.querySelector('input')).toHaveValue('1');
  });
});
