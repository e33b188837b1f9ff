import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ChainLink } from '../../src/engine/fields/types/_chain';
import { shortenKey } from '../../src/model/format';

const KEY = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

describe('a key or signature on screen', () => {
  afterEach(cleanup);

  it('shows the whole key over its text, and its copy button has a tooltip of its own', async () => {
    const user = userEvent.setup();
    render(<ChainLink kind="address" value={KEY} />);
    await user.hover(screen.getByText(shortenKey(KEY, 6)));
    const whole = (await screen.findAllByRole('tooltip')).find((tip) => tip.textContent === KEY);
    expect(whole).toBeDefined();
    // What that tooltip describes: the text alone, not the copy button beside it.
    const described = document.querySelector(`[aria-describedby="${whole?.id}"]`);
    expect(described).toHaveTextContent(shortenKey(KEY, 6));
    expect(described).not.toContainElement(screen.getByRole('button', { name: /copy/i }));
    await user.unhover(screen.getByText(shortenKey(KEY, 6)));
  });
});
