import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import DateInput from '../../src/engine/fields/DateInput';
import { setFormatLanguage } from '../../src/model/format';
import { Form } from 'antd';
import { FieldItem } from '../../src/engine/pages/form/FieldItem';

/** A date input as a form draws it; what it hands the form is the last `onChange`. */
async function typeInto(text: string, withTime = true) {
  const onChange = vi.fn();
  render(<DateInput withTime={withTime} onChange={onChange} id="at" />);
  const input = screen.getByRole('textbox');
  await userEvent.type(input, text);
  await userEvent.tab();
  return { onChange, input };
}

const iso = (local: string) => dayjs(local).toISOString();

describe('a typed date', () => {
  afterEach(() => {
    cleanup();
    setFormatLanguage('en');
  });

  it('is kept without seconds, and the placeholder says the format', async () => {
    const { onChange, input } = await typeInto('2026-11-27 09:00');
    expect(onChange).toHaveBeenLastCalledWith(iso('2026-11-27T09:00:00'));
    expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:mm');
  });

  it('is kept with seconds', async () => {
    const { onChange } = await typeInto('2026-11-27 09:00:30');
    expect(onChange).toHaveBeenLastCalledWith(iso('2026-11-27T09:00:30'));
  });

  it("is read in the language's day order too", async () => {
    setFormatLanguage('es');
    const { onChange, input } = await typeInto('27/11/2026 09:00');
    expect(onChange).toHaveBeenLastCalledWith(iso('2026-11-27T09:00:00'));
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY HH:mm');
  });

  it('is kept as a day alone in a date field', async () => {
    const { onChange, input } = await typeInto('2026-11-27', false);
    expect(onChange).toHaveBeenLastCalledWith(iso('2026-11-27T00:00:00'));
    expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  });

  it('that is no date stays in the input and reaches the form, which refuses it', async () => {
    const { onChange, input } = await typeInto('next friday');
    expect(onChange).toHaveBeenLastCalledWith('next friday');
    expect(input).toHaveValue('next friday');
  });

  it('that is no date is refused on the field with a message, not dropped', async () => {
    render(
      <Form>
        <FieldItem field={{ key: 'endDate', label: 'Ends', type: 'datetime' }} name={['endDate']} />
      </Form>,
    );
    const input = await screen.findByRole('textbox');
    await userEvent.type(input, '2026-11-27 9');
    await userEvent.tab();
    expect(input).toHaveValue('2026-11-27 9');
    // On the field (antd's help text slides in; jsdom may leave it at its first frame).
    const message = await screen.findByText('Ends must be a date (YYYY-MM-DD)');
    expect(message.closest('.ant-form-item')).toContainElement(input);
  });
});
