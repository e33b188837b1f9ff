import type { Row } from '../../../src/demo/store';
import type { CollectionRules } from '../../../src/demo/rules';

/** CMS pages in demo mode: a new page starts as a draft; Publish/Unpublish are declared actions. */
const cmsPages: CollectionRules = {
  create: (_context, values) => ({ ...(values as Row), status: 'draft' }),
};

export default cmsPages;
