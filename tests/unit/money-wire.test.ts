import { beforeEach, describe, expect, it } from 'vitest';
import { decimalText, sumDecimals } from '../../resources/domain';
import { getDeclaration } from '../../src/model/registry';
import { moneyAsText } from '../../src/model/validation';
import { freshDemoApi } from './demoClient';
import { singleControl } from './support/singleControl';

/** Money is a decimal string on the wire: a JSON number is a 400 on its field. */
const demo = freshDemoApi();
// About how amounts travel: nothing waits for a second admin here (dual control has its own files).
beforeEach(() => singleControl(demo.store));
const { call, signIn } = demo;

const AS_STRING = 'must be sent as a decimal string, e.g. "12.50"';

describe('the demo API refuses amounts sent as JSON numbers', () => {
  it('answers 400 on the field for 1e308 and for a plain number, storing nothing', async () => {
    const token = await signIn('finance@demo.test');
    const coin = demo.store.all('coins')[0];
    for (const minDeposit of [1e308, 12.5]) {
      const put = await call('PUT', `coins/${coin._id}`, { minDeposit }, token);
      expect(put.status).toBe(400);
      expect(put.body.errors).toEqual({ minDeposit: `Min deposit ${AS_STRING}` });
    }
    expect(demo.store.find('coins', coin._id)).toEqual(coin);
    // The same amount as text is stored as typed.
    const text = await call('PUT', `coins/${coin._id}`, { minDeposit: '12.50' }, token);
    expect(text.status).toBe(200);
    expect(demo.store.find('coins', coin._id)!.minDeposit).toBe('12.50');
  });

  it('refuses a number for money inside nested rows (a market of an event)', async () => {
    const token = await signIn('superadmin@demo.test');
    const event = demo.store.all('events').find((row) => row.status === 'draft')!;
    const markets = (event.markets as Record<string, unknown>[]).map((market) => ({
      ...market,
      minOrderSize: 5,
    }));
    const put = await call('PUT', `events/${event._id}`, { markets }, token);
    expect(put.status).toBe(400);
    expect(put.body.errors['markets.0.minOrderSize']).toBe(`Minimum order ${AS_STRING}`);
    expect(demo.store.find('events', event._id)).toEqual(event);
  });

  it('refuses numbers on create too (a trade bot), creating nothing', async () => {
    const token = await signIn('superadmin@demo.test');
    const bot = demo.store.all('trade-bots')[0];
    const count = demo.store.all('trade-bots').length;
    const post = await call(
      'POST',
      'trade-bots',
      {
        name: 'Numeric bot',
        marketId: bot.marketId,
        walletAddress: bot.walletAddress,
        strategy: bot.strategy,
        spreadBps: 100,
        orderSize: 10,
        maxPosition: '100',
      },
      token,
    );
    expect(post.status).toBe(400);
    expect(post.body.errors.orderSize).toBe(`Order size ${AS_STRING}`);
    expect(demo.store.all('trade-bots')).toHaveLength(count);
  });
});

describe('forms send amounts as text', () => {
  it('decimalText writes any finite number in plain decimal notation', () => {
    expect(decimalText(12.5)).toBe('12.5');
    expect(decimalText(1e21)).toBe('1000000000000000000000');
    expect(decimalText(1.5e-7)).toBe('0.00000015');
    expect(decimalText(-2.5e-10)).toBe('-0.00000000025');
    expect(decimalText(1e308)).toMatch(/^10{308}$/);
    expect(decimalText(Number.POSITIVE_INFINITY)).toBeUndefined();
    // Sums read numbers the same way, without exponents.
    expect(sumDecimals([1e21, '1'])).toBe('1000000000000000000001');
  });

  it('moneyAsText turns money numbers into text, in nested rows too, and nothing else', () => {
    const events = getDeclaration('events')!;
    expect(
      moneyAsText(events.fields, {
        title: 'T',
        markets: [{ question: 'Q', minOrderSize: 5, makerFeeBps: 0 }],
      }),
    ).toEqual({ title: 'T', markets: [{ question: 'Q', minOrderSize: '5', makerFeeBps: 0 }] });
  });
});
