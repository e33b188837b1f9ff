import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDeclaration, FieldType } from '../../resources/types';
import { fieldText } from '../../src/model/fieldText';
import { fieldTypeView } from '../../src/engine/fields/types';

/**
 * How a value reads is written once, in its type's model (`text`): a list cell, a show page and
 * the cell's title (and the audit trail) all say the same. A type's view draws that text.
 */
const cases: [FieldType, Partial<FieldDeclaration>, unknown, string][] = [
  ['money', { unit: 'USDC' }, '1234.5', '1,234.5 USDC'],
  ['money', { unit: 'USDC', signed: true }, '-3.2', '-3.2 USDC'],
  ['number', {}, '42', '42'],
  ['bps', {}, 25, '25 bps (0.25%)'],
  ['price', {}, 0.625, '62.5¢'],
  [
    'enum',
    { options: [{ value: 'awaitingSecondApproval', label: 'Awaiting 2nd approval' }] },
    'awaitingSecondApproval',
    'Awaiting 2nd approval',
  ],
  ['enum', { options: [] }, 'partially_filled', 'Partially filled'],
  ['text', {}, 'Will it rain?', 'Will it rain?'],
];

describe('a value as text', () => {
  it.each(cases)('draws %s as its model writes it', (type, extra, value, expected) => {
    const field = { key: 'x', label: 'X', type, ...extra } as FieldDeclaration;
    const text = fieldText(field, value);
    const { Display } = fieldTypeView(type);
    const { container } = render(<Display field={field} value={value} />);
    expect(container.textContent).toBe(text);
    expect(text?.replace(/\s/g, ' ')).toBe(expected.replace(/\s/g, ' '));
  });

  it('draws dates as their model writes them, with and without the time', () => {
    for (const type of ['date', 'datetime'] as const) {
      const field: FieldDeclaration = { key: 'x', label: 'X', type };
      const value = '2026-11-20T14:05:00.000Z';
      const { Display } = fieldTypeView(type);
      const { container } = render(<Display field={field} value={value} />);
      expect(container.textContent).toBe(fieldText(field, value));
    }
    const date = fieldText({ key: 'x', label: 'X', type: 'date' }, '2026-11-20T14:05:00.000Z');
    const datetime = fieldText(
      { key: 'x', label: 'X', type: 'datetime' },
      '2026-11-20T14:05:00.000Z',
    );
    expect(datetime!.length).toBeGreaterThan(date!.length);
  });

  it('has no text for empty values and for types drawn otherwise', () => {
    expect(fieldText({ key: 'x', label: 'X', type: 'money' }, '')).toBeUndefined();
    expect(fieldText({ key: 'x', label: 'X', type: 'image' }, '/logo.svg')).toBeUndefined();
  });
});
