import { useEffect, useRef } from 'react';
import { EditorContent, Extension, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, theme, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { escapeHtml } from '../../model/templates';
import { useEditorTargets } from './targets';
import { t } from '../../i18n/translator';

/**
 * The rich-text editor (TipTap 3, MIT; needs no API key). This file and TipTap load only with
 * the screens that edit HTML (a lazy chunk, see ./index.tsx). Stored HTML is kept as HTML; the
 * editor's own view never runs script (ProseMirror renders through its schema, which has no
 * script, no event attributes and no iframes).
 */
export interface RichTextEditorProps {
  /** Field key: the name variable chips use to find this editor. */
  name: string;
  label: string;
  id?: string;
  value?: unknown;
  onChange?: (value: string) => void;
  disabled?: boolean;
  /** One line of plain text (a subject): no formatting, Enter does nothing, value is the text. */
  plain?: boolean;
}

/** Keeps inline styles of paragraphs and headings (the seeded e-mail layouts use them). */
const KeepStyle = Extension.create({
  name: 'keepStyle',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading'],
        attributes: {
          style: {
            default: null,
            parseHTML: (element) => element.getAttribute('style'),
            renderHTML: (attributes) =>
              attributes.style ? { style: String(attributes.style) } : {},
          },
        },
      },
    ];
  },
});

const PLAIN = StarterKit.configure({
  blockquote: false,
  bold: false,
  bulletList: false,
  code: false,
  codeBlock: false,
  hardBreak: false,
  heading: false,
  horizontalRule: false,
  italic: false,
  listItem: false,
  listKeymap: false,
  link: false,
  orderedList: false,
  strike: false,
  underline: false,
});

const RICH = StarterKit.configure({
  heading: { levels: [1, 2, 3] },
  // No autolink: it also makes a link "inclusive", so text typed or a variable inserted right after
  // a link would become part of it.
  // And no added target/rel: stored HTML stays as written (e-mail clients ignore them; pages are
  // sanitized where shown), so a first edit changes nothing the admin did not change.
  link: {
    openOnClick: false,
    autolink: false,
    protocols: ['http', 'https', 'mailto'],
    HTMLAttributes: { target: null, rel: null },
  },
});

const asContent = (value: unknown, plain: boolean) =>
  plain ? `<p>${escapeHtml(String(value ?? ''))}</p>` : String(value ?? '');

const plainText = (editor: Editor) => editor.getText().replace(/\s*\n+\s*/g, ' ');

/** The heading button's text, also the level its name gives. */
const HEADING = 'H2';

function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const { token } = theme.useToken();
  const chain = () => editor.chain().focus();
  const tool = (title: string, active: boolean, icon: React.ReactNode, run: () => void) => (
    <Tooltip title={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={title}
        aria-pressed={active}
        icon={icon}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  return (
    <div style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Space size={2} wrap>
        {tool(t('Bold'), state.bold, <BoldOutlined />, () => chain().toggleBold().run())}
        {tool(t('Italic'), state.italic, <ItalicOutlined />, () => chain().toggleItalic().run())}
        {/* The button's text is part of its name in every language (as a screen reader's user
            sees and says it): the level is a slot, written as is. */}
        {tool(
          t('Heading {{level}}', { level: HEADING }),
          state.h2,
          <span style={{ fontWeight: 600 }}>{HEADING}</span>,
          () => chain().toggleHeading({ level: 2 }).run(),
        )}
        {tool(t('Bulleted list'), state.bullet, <UnorderedListOutlined />, () =>
          chain().toggleBulletList().run(),
        )}
        {tool(t('Numbered list'), state.ordered, <OrderedListOutlined />, () =>
          chain().toggleOrderedList().run(),
        )}
        {tool(t('Link'), state.link, <LinkOutlined />, () => {
          if (editor.isActive('link')) return void chain().unsetLink().run();
          const href = window.prompt(t('Link address (https:// or mailto:)'));
          if (href && /^(https?:|mailto:)/i.test(href.trim()))
            chain().setLink({ href: href.trim() }).run();
        })}
        {tool(t('Undo'), false, <UndoOutlined />, () => chain().undo().run())}
        {tool(t('Redo'), false, <RedoOutlined />, () => chain().redo().run())}
      </Space>
    </div>
  );
}

export default function RichTextEditor({
  name,
  label,
  id,
  value,
  onChange,
  disabled,
  plain = false,
}: RichTextEditorProps) {
  const targets = useEditorTargets();
  const { token } = theme.useToken();
  // The last value this editor reported: a different incoming value came from outside (load).
  const emitted = useRef<string | undefined>(undefined);
  const report = useRef(onChange);
  // True while a value from outside is loaded: the editor's own clean-up of it (its schema drops
  // what it cannot edit) is not an edit, and must not rewrite the stored value unasked.
  const loading = useRef(false);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: plain ? [PLAIN] : [RICH, KeepStyle],
    content: asContent(value, plain),
    editable: !disabled,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-label': label,
        'aria-multiline': plain ? 'false' : 'true',
        'data-editor': name,
        class: plain ? 'rich-editor rich-editor-plain' : 'rich-editor',
        style: plain
          ? 'padding:4px 11px;outline:none;white-space:nowrap;overflow:hidden'
          : 'padding:8px 12px;min-height:200px;max-height:480px;overflow:auto;outline:none',
      },
      // A subject is one line.
      handleKeyDown: (_view, event) => plain && event.key === 'Enter',
    },
    onUpdate: ({ editor: current }) => {
      if (loading.current) return;
      const next = plain ? plainText(current) : current.getHTML();
      emitted.current = next;
      report.current?.(next);
    },
    onFocus: () => targets?.focused(name),
  });

  // A value set from outside (the record arriving, a reset) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const incoming = String(value ?? '');
    if (incoming === emitted.current) return;
    const current = plain ? plainText(editor) : editor.getHTML();
    if (incoming === current) return;
    emitted.current = incoming;
    loading.current = true;
    try {
      editor.commands.setContent(asContent(incoming, plain), { emitUpdate: false });
    } finally {
      loading.current = false;
    }
  }, [editor, value, plain]);

  useEffect(() => {
    // Without emitting an update: toggling editability is not an edit.
    if (editor && !editor.isDestroyed && editor.isEditable === Boolean(disabled))
      editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    if (!editor || !targets) return;
    return targets.register(name, {
      insert: (text) => {
        if (!editor.isDestroyed) editor.chain().focus().insertContent(text).run();
      },
    });
  }, [editor, targets, name]);

  return (
    <div
      className="rich-editor-frame"
      // The theme's colours, as an antd input has them: light and dark mode alike.
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
        color: disabled ? token.colorTextDisabled : token.colorText,
      }}
    >
      {/* Editor paragraphs without the browser's outer margins (a subject is one 32 px line). */}
      <style>
        {
          '.rich-editor > :first-child{margin-top:0}.rich-editor > :last-child{margin-bottom:0}.rich-editor-plain p{margin:0;line-height:22px}'
        }
      </style>
      {!plain && editor && <Toolbar editor={editor} disabled={disabled} />}
      <EditorContent editor={editor} />
    </div>
  );
}
