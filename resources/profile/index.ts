import { defineResource } from '../types';

/** The signed-in admin's own profile (header menu; skip list: needs sign-in only). */
export default defineResource()({
  name: 'profile',
  module: 'Profile',
  title: { singular: 'Profile', plural: 'Profile' },
  menu: false,
  routes: { list: '/profile' },
  fields: [],
  pages: { list: () => import('./pages/Profile') },
  pageOnly: true,
});
