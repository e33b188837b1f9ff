import type { Row } from '../../../src/demo/store';
import type { CollectionRules } from '../../../src/demo/rules';

/** The sign-ins of every admin who is not a superadmin, with who they are. */
const subAdminLoginHistory: CollectionRules = {
  view(store) {
    const subAdmins = new Map<string, Row>(
      store
        .all('admins')
        .filter((admin) => admin.role !== 'superadmin')
        .map((admin) => [admin._id, admin]),
    );
    return store.all('login-history').flatMap((entry) => {
      const admin = subAdmins.get(String(entry.adminId));
      return admin ? [{ ...entry, adminName: admin.name, adminEmail: admin.email }] : [];
    });
  },
};

export default subAdminLoginHistory;
