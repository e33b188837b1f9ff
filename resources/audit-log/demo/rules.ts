import type { CollectionRules } from '../../../src/demo/rules';

/**
 * The audit trail: the demo API's trail (backend/audit.ts) puts each new entry first, stamped with
 * the time of the request, and the seeded trail is newest first: no list of it needs sorting by
 * time (100,000 entries page as fast as 100). Its writes are refused (405) by the declaration:
 * no create or edit screen, not deletable.
 */
const auditLog: CollectionRules = {
  newestFirst: 'at',
};

export default auditLog;
