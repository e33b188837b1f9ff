import { categoryRules, tagRules } from './catalogue';
import { eventRules } from './events';
import type { CollectionRules } from './types';
import { eventHistoryRules, marketRules, resolutionRules, unresolvedMarketRules } from './views';

export type { CollectionRules, RuleContext } from './types';

/** Domain rules by collection (a declaration's name); collections without an entry are plain. */
export const collectionRules: Record<string, CollectionRules> = {
  tags: tagRules,
  categories: categoryRules,
  events: eventRules,
  markets: marketRules,
  'unresolved-markets': unresolvedMarketRules,
  resolutions: resolutionRules,
  eventHistory: eventHistoryRules,
};
