import { useParams } from 'react-router';
import { Button, Card, Col, Form, Row, Space, Typography } from 'antd';
import type { PageProps } from '../../../src/engine/pages/types';
import type { InputProps } from '../../../src/engine/fields/types/_types';
import { ResourceForm } from '../../../src/engine/pages/ResourceForm';
import {
  EditorTargetsProvider,
  LazyRichTextEditor,
  useEditorTargets,
} from '../../../src/ui/editor';
import { SafeHtml } from '../../../src/ui/SafeHtml';
import { t } from '../../../src/i18n/translator';
import {
  fillVariables,
  inEmailLayout,
  placeholder,
  sampleValues,
  templateVariables,
} from '../../../src/model/templates';

/** The subject: one line in the editor, so variables go in at its cursor too. */
function SubjectInput(props: InputProps) {
  return (
    <LazyRichTextEditor
      plain
      name={props.field.key}
      label={t(props.field.label)}
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      disabled={props.disabled}
    />
  );
}

/** The template's variables (stored with it, plus any typed since) as chips that insert. */
function useVariables(): string[] {
  const stored = Form.useWatch((values: Record<string, unknown>) => values.variables, {
    preserve: true,
  }) as unknown;
  const subject = Form.useWatch('subject') as unknown;
  const body = Form.useWatch('body') as unknown;
  const storedList = Array.isArray(stored) ? stored.map(String) : [];
  return [...new Set([...storedList, ...templateVariables(subject, body)])];
}

function VariablesAndPreview() {
  const targets = useEditorTargets();
  const variables = useVariables();
  const subject = Form.useWatch('subject') as unknown;
  const body = Form.useWatch('body') as unknown;
  const samples = sampleValues(variables);
  return (
    <Row gutter={24} style={{ marginBottom: 24 }}>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('Variables')} data-testid="template-variables">
          <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
            {t('Click a variable to insert it at the cursor of the subject or the body.')}
          </Typography.Paragraph>
          <Space size={[6, 6]} wrap>
            {variables.map((name) => (
              <Button
                key={name}
                size="small"
                className="mono"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => targets?.insert(placeholder(name), 'body')}
              >
                {placeholder(name)}
              </Button>
            ))}
            {variables.length === 0 && (
              <Typography.Text type="secondary">{t('None')}</Typography.Text>
            )}
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card size="small" title={t('Preview with sample values')} data-testid="template-preview">
          <Typography.Paragraph>
            <Typography.Text type="secondary">{t('Subject:')} </Typography.Text>
            {/* The template's own text, filled with samples: content, not the panel's words. */}
            <Typography.Text strong data-testid="preview-subject" translate="no">
              {fillVariables(subject, samples, { html: false })}
            </Typography.Text>
          </Typography.Paragraph>
          <SafeHtml
            title={t('Email preview')}
            html={fillVariables(inEmailLayout(body), samples)}
            height={420}
          />
        </Card>
      </Col>
    </Row>
  );
}

/** /updatetemplate/:id: edit only (there is no add route); variables insertable; live preview. */
export default function EmailTemplateForm({ declaration }: PageProps) {
  const { id } = useParams();
  return (
    <div data-testid="email-template-form">
      <EditorTargetsProvider>
        <ResourceForm
          key={id}
          declaration={declaration}
          action="edit"
          inputs={{ subject: SubjectInput }}
        >
          <VariablesAndPreview />
        </ResourceForm>
      </EditorTargetsProvider>
    </div>
  );
}
