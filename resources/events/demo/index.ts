/**
 * What other modules' demo parts use of the events module's demo backend: its markets as rows and
 * their figures. (The platform seed uses ./seed, the seed of events with their markets.)
 */
export {
  allMarkets,
  marketsLive,
  marketsOf,
  marketLiquidity,
  marketVolumesNow,
  tradeVolumes,
} from './markets';
