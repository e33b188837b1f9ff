import type { Row } from '../store';
import type { CollectionRules } from './_types';

/** CMS pages in demo mode: a new page starts as a draft; Publish/Unpublish are declared actions. */
const cmsPages: CollectionRules = {
  create: (_context, values) => ({ ...(values as Row), status: 'draft' }),
};

export default cmsPages;
