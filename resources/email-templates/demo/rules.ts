import { templateVariables } from '../../../src/model/templates';
import { conflict } from '../../../src/demo/http-utils';
import type { Row } from '../../../src/demo/store';
import type { CollectionRules } from '../../../src/demo/rules';
import { say } from '../../_text';

/**
 * E-mail templates in demo mode: the set is fixed (edited, never added), and the read-only
 * `variables` follow what the saved subject and body use.
 */
const emailTemplates: CollectionRules = {
  create: () => conflict(say`Email templates are fixed: they can be edited, not added.`),
  update: (_context, existing, values) => ({
    ...(values as Row),
    variables: templateVariables(values.subject ?? existing.subject, values.body ?? existing.body),
  }),
};

export default emailTemplates;
