import { defineResource } from '../types';

/**
 * One's own sessions (header menu; skip list: any signed-in admin, its own sessions only): where
 * and since when each is signed in, and ending the ones it does not recognise.
 */
export default defineResource()({
  name: 'sessions',
  module: 'Sessions',
  title: { singular: 'Session', plural: 'Sessions' },
  menu: false,
  routes: { list: '/sessions' },
  fields: [],
  pages: { list: () => import('./pages/Sessions') },
  pageOnly: true,
});
