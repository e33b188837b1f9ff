import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { RichTextEditorProps } from './RichTextEditor';
import { t } from '../../i18n/translator';

export { EditorTargetsProvider, useEditorTargets, type EditorHandle } from './targets';

/** TipTap and its ProseMirror core come in their own chunk, loaded by the screens that edit HTML. */
const Editor = lazy(() => import('./RichTextEditor'));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Skeleton.Input
          block
          style={{ height: props.plain ? 32 : 240 }}
          aria-label={t('{{label}} (loading editor)', { label: props.label })}
        />
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
