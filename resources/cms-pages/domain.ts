/** CMS pages: draft <-> published, and the limits of their meta tags. */
import type { BaseRecord, Editable } from '../domain/primitives';
import { defineStates } from '../domain/states';

export const CMS_PAGE_STATES = defineStates({
  draft: { color: 'default', next: ['published'] },
  published: { color: 'green', next: ['draft'] },
});
export type CmsPageStatus = (typeof CMS_PAGE_STATES.values)[number];

export const CMS_META_TITLE_MAX = 60;
export const CMS_META_DESCRIPTION_MAX = 160;

export interface CmsPage extends BaseRecord, Editable {
  title: string;
  /** Unique. */
  slug: string;
  /** HTML. */
  content: string;
  /** At most 60 characters. */
  metaTitle: string;
  /** At most 160 characters. */
  metaDescription: string;
  status: CmsPageStatus;
}
