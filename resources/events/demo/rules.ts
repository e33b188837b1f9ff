import type { Values } from '../../types';
import { seriesRefusal, sumUsdc } from '../../domain';
import { MARKET_STATES } from '../domain';
import { badRequest, ok } from '../../../src/demo/http-utils';
import { type DemoStore, type Row } from '../../../src/demo/store';
import type { CollectionRules } from '../../../src/demo/rules';
import { say } from '../../_text';

import {
  MARKET_FIELDS,
  differs,
  slugErrors,
  newMarket,
  totals,
  cancelOpenOrders,
  transition,
  isFinal,
} from './eventMarkets';
import { marketLiquidity, marketsOf, tradeVolumes, type Market } from './markets';
import { preview, resolve, resolvedRefusal } from './resolution';
/** A closed or archived series takes no new event; one already in it stays (400 on the field). */
function seriesErrors(store: DemoStore, values: Values, existing?: Row): Record<string, string> {
  const id = values.seriesId;
  if (!id || (existing && existing.seriesId === id)) return {};
  const series = store.find('series', String(id));
  const reason = series ? seriesRefusal(series) : say`Unknown series`;
  return reason ? { seriesId: reason } : {};
}

const events: CollectionRules = {
  create(context, values) {
    const incoming = (Array.isArray(values.markets) ? values.markets : []) as Values[];
    const errors = {
      ...seriesErrors(context.store, values),
      ...slugErrors(context.store, String(values._id), incoming),
    };
    if (Object.keys(errors).length) return badRequest(say`The event has errors`, errors);
    const markets = incoming.map((market) =>
      newMarket(context, String(values._id), market, 'draft'),
    );
    return {
      ...(values as Row),
      status: 'draft',
      featured: values.featured === true,
      negRisk: values.negRisk === true,
      markets,
      ...totals(markets),
    };
  },

  update(context, existing, values) {
    const joining = seriesErrors(context.store, values, existing);
    if (Object.keys(joining).length) return badRequest(say`The event has errors`, joining);
    if (!Array.isArray(values.markets)) return values as Row;
    const incoming = values.markets as Values[];
    const current = marketsOf(existing);
    const errors = slugErrors(context.store, existing._id, incoming);
    if (Object.keys(errors).length) return badRequest(say`The event has errors`, errors);
    // Removing, adding and editing markets by their state: the declaration's rowRules, checked
    // before this (src/model/changes.ts).
    let reopened = false;
    const markets: Market[] = [];
    for (const [index, row] of incoming.entries()) {
      const known = current.find((market) => market._id === row._id);
      if (row._id && !known)
        return badRequest(say`The event has errors`, { [`markets.${index}`]: say`Unknown market` });
      if (!known) {
        markets.push(
          newMarket(context, existing._id, row, existing.status === 'active' ? 'active' : 'draft'),
        );
        continue;
      }
      const changed = differs(known, { ...known, ...row }, MARKET_FIELDS);
      const next: Market = {
        ...known,
        ...row,
        _id: known._id,
        ...(changed ? { updatedAt: context.now, updatedBy: context.admin._id } : {}),
      };
      // Extending the end date of a closed market reopens it.
      if (
        known.status === 'closed' &&
        Date.parse(next.endDate) > Date.parse(known.endDate) &&
        Date.parse(next.endDate) > Date.now()
      ) {
        Object.assign(next, { status: 'active', acceptingOrders: true, closedAt: undefined });
        reopened = true;
      }
      markets.push(next);
    }
    return {
      ...(values as Row),
      markets,
      ...totals(markets),
      ...(reopened && existing.status === 'closed'
        ? { status: 'active', closedAt: undefined }
        : {}),
    };
  },

  // An event's volume and liquidity are its markets' (from their trades and books, as
  // /market-overview shows them).
  present: (row, store) => {
    const { ever } = tradeVolumes(store);
    const liquidity = marketLiquidity(store);
    const markets = marketsOf(row);
    return {
      ...row,
      volume: sumUsdc(markets.map((market) => ever.get(market._id))),
      liquidity: sumUsdc(markets.map((market) => liquidity(market._id))),
    };
  },

  refusals: {
    resolve: (store, event) => resolvedRefusal(store, event),
    'resolve-preview': (store, event) => resolvedRefusal(store, event),
    // An active event refuses them for its markets, not its own state: say so.
    pause: (_store, event) =>
      event.status === 'active'
        ? say`Cannot pause trading: no market of this event is taking orders.`
        : say`Cannot pause trading: the event is ${String(event.status)}.`,
    resume: (_store, event) =>
      event.status === 'active'
        ? say`Cannot resume trading: no market of this event is paused.`
        : say`Cannot resume trading: the event is ${String(event.status)}.`,
  },

  actions: {
    publish: (context, event) => {
      const saved = transition(context, event, {
        from: ['draft'],
        to: 'active',
        eventStatus: 'active',
      });
      return ok(
        saved,
        say`"${String(event.title)}" is live: ${marketsOf(saved).length} markets open for trading.`,
      );
    },
    pause: (context, event) =>
      ok(transition(context, event, { from: ['active'], to: 'paused' }), say`Trading paused.`),
    resume: (context, event) =>
      ok(transition(context, event, { from: ['paused'], to: 'active' }), say`Trading resumed.`),
    close: (context, event) =>
      ok(
        transition(context, event, {
          from: MARKET_STATES.sources('closed'),
          to: 'closed',
          eventStatus: 'closed',
          patch: { closedAt: context.now },
        }),
        say`Trading closed; the event awaits resolution.`,
      ),
    cancel: (context, event, body) => {
      const open = new Set(
        marketsOf(event)
          .filter((market) => !isFinal(market))
          .map((market) => market._id),
      );
      const cancelled = cancelOpenOrders(context.store, open, context.now);
      const saved = transition(context, event, {
        from: MARKET_STATES.sources('cancelled'),
        to: 'cancelled',
        eventStatus: 'cancelled',
        // Kept on the event, so that the audit trail's entry for the cancel shows it.
        patch: { cancelReason: String(body.reason ?? '') },
      });
      return ok(saved, say`Event cancelled; ${cancelled} open orders cancelled.`);
    },
    archive: (context, event) => {
      const saved = context.store.update('events', event._id, {
        status: 'archived',
        updatedAt: context.now,
        updatedBy: context.admin._id,
      })!;
      return ok(saved, say`Event archived.`);
    },
    resolve: (context, event, body) => resolve(context, event, body),
    'resolve-preview': (context, event, body) => preview(context, event, body),
  },
};

export default events;
