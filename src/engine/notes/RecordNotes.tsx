import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWarnAboutChange } from '@refinedev/core';
import { Alert, Button, Form, List, Mentions, Skeleton, Typography } from 'antd';
import { EmptyText } from '../../ui/EmptyText';
import type { ResourceDeclaration } from '../../../resources/types';
import type { ApiErrorBody } from '../../model/contract';
import { NOTE_MAX, type NotesAnswer, type RecordNote } from '../../model/notes';
import { formatDate } from '../../model/format';
import { addNote, readNotes } from '../../api/resources';
import { toast } from '../../toast/toasts';
import { t } from '../../i18n/translator';

/** The text with each mention of an admin set apart, as plain text (nothing is read as HTML). */
function NoteText({ note }: { note: RecordNote }) {
  const names = [...note.mentions].sort((a, b) => b.name.length - a.name.length);
  const parts: ReactNode[] = [];
  let rest = note.text;
  let from = 0;
  for (let at = rest.indexOf('@', from); at >= 0; at = rest.indexOf('@', from)) {
    const said = rest.slice(at + 1).toLowerCase();
    const mention = names.find((admin) => said.startsWith(admin.name.toLowerCase()));
    if (!mention) {
      from = at + 1;
      continue;
    }
    const end = at + 1 + mention.name.length;
    parts.push(
      rest.slice(0, at),
      <Typography.Text strong key={parts.length}>
        <bdi>{rest.slice(at, end)}</bdi>
      </Typography.Text>,
    );
    rest = rest.slice(end);
    from = 0;
  }
  parts.push(rest);
  return <div className="record-note-text">{parts}</div>;
}

/**
 * A record's Notes tab: what reviewers left for each other, oldest first, with who wrote it and
 * when, and a box to add one (`@` names a colleague who may view the record: they are told). A note
 * is never edited or deleted. A failed read says so, never "no notes"; a failed save keeps the text.
 */
export function RecordNotes({ declaration, id }: { declaration: ResourceDeclaration; id: string }) {
  const key = ['record-notes', declaration.name, id];
  const client = useQueryClient();
  const query = useQuery<NotesAnswer, ApiErrorBody>({
    queryKey: key,
    queryFn: () => readNotes(declaration.name, id),
  });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  // Text typed and not sent is an unsaved change: leaving asks first (the form's own too).
  const { setWarnWhen } = useWarnAboutChange();
  const warned = useRef(false);
  useEffect(() => {
    const typed = text.trim() !== '';
    if (typed && !warned.current) setWarnWhen(true);
    else if (!typed && warned.current) setWarnWhen(false);
    warned.current = typed;
  }, [text, setWarnWhen]);

  async function send() {
    if (!text.trim()) return setProblem(t('Write the note first'));
    setSending(true);
    try {
      await addNote(declaration.name, id, text);
      setText('');
      setProblem(undefined);
      toast.success(t('Note added'));
      await client.invalidateQueries({ queryKey: key });
    } catch (error) {
      const body = error as ApiErrorBody;
      if (body.errors?.text) setProblem(t(body.errors.text));
      else toast.error(t('The note could not be added'), body.message && t(body.message));
    } finally {
      setSending(false);
    }
  }

  const notes = query.data?.items ?? [];
  return (
    <section aria-label={t('Notes')} className="record-notes">
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('Could not load the notes')}
          description={query.error.message && t(query.error.message)}
          action={<Button onClick={() => void query.refetch()}>{t('Retry')}</Button>}
        />
      ) : query.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <List
          dataSource={notes}
          locale={{
            emptyText: (
              <EmptyText>
                {t('No notes yet. A note is kept as written: no one can edit or delete it.')}
              </EmptyText>
            ),
          }}
          renderItem={(note) => (
            <List.Item key={note._id} data-testid="record-note">
              <List.Item.Meta
                title={
                  <>
                    <bdi>{note.authorName}</bdi>{' '}
                    <Typography.Text type="secondary">{formatDate(note.createdAt)}</Typography.Text>
                  </>
                }
                description={<NoteText note={note} />}
              />
            </List.Item>
          )}
        />
      )}
      <Form layout="vertical" onFinish={() => void send()} style={{ marginTop: 12 }}>
        <Form.Item
          label={t('Add a note')}
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? t('Type @ to mention a colleague who may view this record.')}
        >
          <Mentions
            value={text}
            onChange={(value) => {
              setText(value);
              setProblem(undefined);
            }}
            autoSize={{ minRows: 2, maxRows: 8 }}
            maxLength={NOTE_MAX}
            disabled={sending}
            options={(query.data?.mentionable ?? []).map((admin) => ({
              value: admin.name,
              label: admin.name,
            }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('Add note')}
        </Button>
      </Form>
    </section>
  );
}
