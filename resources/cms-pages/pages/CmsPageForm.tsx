import { useParams } from 'react-router';
import { useOne, type BaseRecord } from '@refinedev/core';
import { Card, Form, Input } from 'antd';
import type { CmsPage } from '../domain';
import type { PageProps } from '../../../src/engine/pages/types';
import type { InputProps } from '../../../src/engine/fields/types/_types';
import { ResourceForm } from '../../../src/engine/pages/ResourceForm';
import { RecordActions } from '../../../src/engine/actions';
import { EditorTargetsProvider } from '../../../src/ui/editor';
import { SafeHtml } from '../../../src/ui/SafeHtml';
import { FieldValue } from '../../../src/engine/fields/Display';
import { t } from '../../../src/i18n/translator';

/**
 * A text input with a live "n / max" counter. Typing past the limit is allowed and counted in
 * red, and the form's check then names the limit (the text is never cut silently).
 */
function CountedInput(props: InputProps) {
  const max = props.field.maxLength;
  const shared = {
    id: props.id,
    disabled: props.disabled,
    'aria-label': t(props.field.label),
    value: (props.value as string | undefined) ?? '',
    count: { show: true, max },
  };
  return props.field.type === 'textarea' ? (
    <Input.TextArea
      {...shared}
      autoSize={{ minRows: 2, maxRows: 5 }}
      onChange={(event) => props.onChange?.(event.target.value)}
    />
  ) : (
    <Input {...shared} onChange={(event) => props.onChange?.(event.target.value)} />
  );
}

function ContentPreview() {
  const content = Form.useWatch('content') as unknown;
  return (
    <Card size="small" title={t('Preview')} data-testid="cms-preview" style={{ marginBottom: 24 }}>
      <SafeHtml title={t('Page preview')} html={content} height={420} />
    </Card>
  );
}

/** Publish / Unpublish of the page open for editing, with its state. */
function StateActions({ declaration, id }: PageProps & { id: string }) {
  const { result } = useOne<CmsPage & BaseRecord>({ resource: declaration.name, id });
  if (!result) return null;
  const status = declaration.fields.find((field) => field.key === 'status')!;
  return (
    <>
      <FieldValue field={status} value={result.status} />
      <RecordActions declaration={declaration} record={result} />
    </>
  );
}

/**
 * /add-cms and /update-cms/:id are one screen: the declaration names this page for both
 * routes; it adds a page without an id and edits the page with one.
 */
export default function CmsPageForm({ declaration }: PageProps) {
  const { id } = useParams();
  return (
    <div data-testid="cms-page-form">
      <EditorTargetsProvider>
        <ResourceForm
          key={id ?? 'new'}
          declaration={declaration}
          action={id ? 'edit' : 'create'}
          inputs={{ metaTitle: CountedInput, metaDescription: CountedInput }}
          extra={id ? <StateActions declaration={declaration} id={id} /> : undefined}
        >
          <ContentPreview />
        </ResourceForm>
      </EditorTargetsProvider>
    </div>
  );
}
