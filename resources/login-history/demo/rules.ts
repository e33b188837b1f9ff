import type { CollectionRules } from '../../../src/demo/rules';

/** One's own sign-ins: the admins' sign-in log, narrowed to the caller by `ownedBy: 'adminId'`. */
const loginHistory: CollectionRules = {
  view: (store) => store.all('login-history'),
};

export default loginHistory;
