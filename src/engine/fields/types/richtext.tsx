import { Suspense } from 'react';
import { LazyRichTextEditor } from '../../../ui/editor';
import type { FieldTypeView } from './_types';
import { t } from '../../../i18n/translator';
import { preloadable } from '../../../ui/preloadable';

const HtmlExcerpt = preloadable(() => import('../../../ui/HtmlExcerpt')).Component;

/**
 * HTML: edited in the rich-text editor (its code loads with the form that uses it); lists and
 * show pages display its sanitized text, never the markup itself.
 */
const richtext: FieldTypeView = {
  Input: (props) => (
    <LazyRichTextEditor
      name={props.field.key}
      label={t(props.field.label)}
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      disabled={props.disabled}
    />
  ),
  Display: ({ value }) => (
    <Suspense fallback={null}>
      <HtmlExcerpt html={value} />
    </Suspense>
  ),
};
export default richtext;
