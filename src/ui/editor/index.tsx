import { Suspense } from 'react';
import { Skeleton } from 'antd';
import type { RichTextEditorProps } from './RichTextEditor';
import { t } from '../../i18n/translator';
import { preloadable } from '../preloadable';

export { EditorTargetsProvider, useEditorTargets, type EditorHandle } from './targets';

/** TipTap and its ProseMirror core come in their own chunk, loaded by the screens that edit HTML. */
const Editor = preloadable(() => import('./RichTextEditor')).Component;

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
