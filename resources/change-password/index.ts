import { defineResource } from '../types';

/** Change one's own password (header menu; skip list: needs sign-in only). */
export default defineResource()({
  name: 'change-password',
  module: 'Change Password',
  title: { singular: 'Change password', plural: 'Change password' },
  menu: false,
  routes: { list: '/changePassword' },
  fields: [],
  pages: { list: () => import('./pages/ChangePassword') },
  pageOnly: true,
});
