import { marketTakesBots } from '../domain';
import type { Values } from '../../types';
import { badRequest, conflict, ok } from '../../../src/demo/http-utils';
import type { DemoStore, Row } from '../../../src/demo/store';
import { allMarkets } from '../../events/demo';
import type { CollectionRules, RuleContext } from '../../../src/demo/rules';
import { say } from '../../_text';

/**
 * Trade bots in demo mode. Start and Stop put a bot in `starting` or `stopping` (the admin's
 * request is answered with that state); the bot's runner then reports back, which the demo
 * plays at the next request to the collection, with no timer (deterministic for tests):
 * starting -> running when its market is active and accepting orders, otherwise -> error with
 * lastError; stopping -> stopped. A bot in error stops at once (error -> stopped).
 */

const marketOf = (store: DemoStore, id: unknown): Row | undefined =>
  allMarkets(store).find((market) => market._id === id);

/** The market a bot may quote on, or the 400 that refuses it (on the field). */
function eligibleMarket(store: DemoStore, id: unknown): Row | Response {
  const market = marketOf(store, id);
  if (!market) return badRequest(say`The trade bot has errors`, { marketId: say`Unknown market` });
  // The rule of marketTakesBots (../domain.ts), naming the state the market is in.
  if (!marketTakesBots(market))
    return badRequest(say`The trade bot has errors`, {
      marketId: market.acceptingOrders
        ? say`The market must be active and accepting orders (it is ${String(market.status)})`
        : say`The market must be active and accepting orders (it is ${String(market.status)}, not accepting orders)`,
    });
  return market;
}

function settle({ store, now }: RuleContext): void {
  for (const bot of store.all('trade-bots')) {
    if (bot.status === 'starting') {
      const market = marketOf(store, bot.marketId);
      store.update(
        'trade-bots',
        bot._id,
        marketTakesBots(market)
          ? { status: 'running', updatedAt: now }
          : {
              status: 'error',
              lastError: `Market is ${market ? String(market.status) : 'gone'}: it does not accept orders`,
              updatedAt: now,
            },
      );
    } else if (bot.status === 'stopping') {
      store.update('trade-bots', bot._id, { status: 'stopped', updatedAt: now });
    }
  }
}

const tradeBots: CollectionRules = {
  settle,
  create({ store }, values: Values) {
    const market = eligibleMarket(store, values.marketId);
    if (market instanceof Response) return market;
    // A new bot waits, stopped, for an admin to start it.
    return { ...(values as Row), marketQuestion: market.question, status: 'stopped' };
  },
  update({ store }, existing, values) {
    if (!('marketId' in values) || values.marketId === existing.marketId) return values as Row;
    if (!['stopped', 'error'].includes(String(existing.status)))
      return conflict(
        say`Stop the trade bot before moving it to another market: it is ${String(existing.status)}.`,
      );
    const market = eligibleMarket(store, values.marketId);
    if (market instanceof Response) return market;
    return { ...(values as Row), marketQuestion: market.question };
  },
  actions: {
    start({ store, admin, now }, bot) {
      const saved = store.update('trade-bots', bot._id, {
        status: 'starting',
        lastError: '',
        updatedAt: now,
        updatedBy: admin._id,
      });
      return ok(saved, say`Trade bot "${String(bot.name)}" is starting`);
    },
    stop({ store, admin, now }, bot) {
      const status = bot.status === 'error' ? 'stopped' : 'stopping';
      const saved = store.update('trade-bots', bot._id, {
        status,
        updatedAt: now,
        updatedBy: admin._id,
      });
      return ok(
        saved,
        status === 'stopped'
          ? say`Trade bot "${String(bot.name)}" is stopped`
          : say`Trade bot "${String(bot.name)}" is stopping`,
      );
    },
  },
};

export default tradeBots;
