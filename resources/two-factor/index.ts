import { defineResource } from '../types';

/** One's own two-factor authentication (header menu; skip list: needs sign-in only). */
export default defineResource()({
  name: 'two-factor',
  module: '2FA Settings',
  title: { singular: 'Two-factor authentication', plural: 'Two-factor authentication' },
  menu: false,
  routes: { list: '/2fa-settings' },
  fields: [],
  pages: { list: () => import('./pages/TwoFactorSettings') },
  pageOnly: true,
});
