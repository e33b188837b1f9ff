import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ORDER_FIELDS, positionFields } from '../../resources/_trading';
import { TIME_IN_FORCE } from '../../resources/domain';
import { RecordValue } from '../../src/engine/fields/Display';
import { recordCellText } from '../../src/engine/listColumns';
import { formatSigned, signOf } from '../../src/model/format';

const timeInForce = ORDER_FIELDS.find((field) => field.key === 'timeInForce')!;
const side = ORDER_FIELDS.find((field) => field.key === 'side')!;
const realised = positionFields(true).find((field) => field.key === 'realizedPnl')!;
// A local time: the list shows dates in the browser's zone.
const expiry = '2026-11-20T14:05:00';

describe('time in force labels', () => {
  it('reads GTC, IOC and GTD by their labels', () => {
    expect(TIME_IN_FORCE.options.map((option) => option.label)).toEqual([
      "Good 'Til Canceled",
      'Immediate Or Cancel',
      "Good 'Til Date",
    ]);
    expect(recordCellText(timeInForce, { timeInForce: 'GTC' }, ORDER_FIELDS)).toBe(
      "Good 'Til Canceled",
    );
    expect(recordCellText(timeInForce, { timeInForce: 'IOC' }, ORDER_FIELDS)).toBe(
      'Immediate Or Cancel',
    );
  });

  it('gives a GTD order its expiry', () => {
    expect(
      recordCellText(timeInForce, { timeInForce: 'GTD', expiresAt: expiry }, ORDER_FIELDS),
    ).toBe("Good 'Til Date until 2026-11-20 14:05");
    const { container } = render(
      <RecordValue
        field={timeInForce}
        record={{ timeInForce: 'GTD', expiresAt: expiry }}
        fields={ORDER_FIELDS}
      />,
    );
    expect(container.querySelector('.ant-tag')).toHaveTextContent("Good 'Til Date");
    expect(container.querySelector('.field-detail-below')).toHaveTextContent(
      'until 2026-11-20 14:05',
    );
  });

  it('shows no expiry when the order has none', () => {
    const { container } = render(
      <RecordValue field={timeInForce} record={{ timeInForce: 'GTC' }} fields={ORDER_FIELDS} />,
    );
    expect(container).toHaveTextContent("Good 'Til Canceled");
    expect(container.querySelector('.field-detail')).toBeNull();
  });

  it('puts the outcome after the side on the same line ("Buy Yes")', () => {
    expect(recordCellText(side, { side: 'BUY', outcome: 'Yes' }, ORDER_FIELDS)).toBe('Buy Yes');
    const { container } = render(
      <RecordValue field={side} record={{ side: 'SELL', outcome: 'No' }} fields={ORDER_FIELDS} />,
    );
    expect([...container.querySelectorAll('.ant-tag')].map((tag) => tag.textContent)).toEqual([
      'Sell',
      'No',
    ]);
    expect(container.querySelector('.field-detail-below')).toBeNull();
  });
});

describe('profit and loss', () => {
  it('reads the sign from the digits of a decimal string', () => {
    expect(signOf('12.50')).toBe(1);
    expect(signOf('-0.01')).toBe(-1);
    expect(signOf('0.00')).toBe(0);
    expect(signOf('-0.00')).toBe(0);
    expect(signOf('+3')).toBe(1);
    expect(signOf('')).toBe(0);
    expect(signOf('abc')).toBe(0);
  });

  it('writes a plus above zero, keeps the minus below, and no sign for zero', () => {
    expect(formatSigned('1234567.89', 'USDC')).toBe('+1,234,567.89 USDC');
    expect(formatSigned('-80.00', 'USDC')).toBe('-80.00 USDC');
    expect(formatSigned('0.00', 'USDC')).toBe('0.00 USDC');
    expect(formatSigned('-0.00')).toBe('0.00');
    expect(formatSigned('+5.10')).toBe('+5.10');
    expect(recordCellText(realised, { realizedPnl: '-3.40' })).toBe('-3.40 USDC');
  });

  it('colours a signed money field green above zero and red below', () => {
    const gain = render(
      <RecordValue field={realised} record={{ realizedPnl: '51.44' }} fields={[]} />,
    );
    expect(gain.container.querySelector('.num-gain')).toHaveTextContent('+51.44 USDC');
    const loss = render(
      <RecordValue field={realised} record={{ realizedPnl: '-2.78' }} fields={[]} />,
    );
    expect(loss.container.querySelector('.num-loss')).toHaveTextContent('-2.78 USDC');
    const flat = render(
      <RecordValue field={realised} record={{ realizedPnl: '0.00' }} fields={[]} />,
    );
    expect(flat.container.querySelector('.num-gain, .num-loss')).toBeNull();
  });
});
