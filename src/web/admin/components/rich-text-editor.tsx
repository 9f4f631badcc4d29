import { type MouseEvent, useEffect, useId, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import { format, messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { isHttpUrl } from '../../../shared/schemas/common';
import { FieldError } from './field';

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  /** Hands the form a way to focus the editor (react-hook-form focuses the first refused field). */
  focusRef?: (target: { focus: () => void }) => void;
  /**
   * The value as it stands now. A render's effect can run after the next keystroke, so its `value`
   * may be one the editor already moved past; loading that would undo the keystroke and drop a
   * pending mark (Tebal pressed before typing). Without it, `value` is taken as current.
   */
  currentValue?: () => string;
}

const e = adminMessages.editor;

/** Tiptap with SPEC's toolbar (bold, italic, underline, link) and placeholder. */
export function RichTextEditor({ label, value, onChange, error, focusRef, currentValue }: Props) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
      }),
      Placeholder.configure({ placeholder: adminMessages.editor.placeholder }),
    ],
    content: value,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId },
    },
    // An editor holding only an empty paragraph is empty content, not a change.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // Controlled: a value that differs from what the editor shows came from outside (a row selected for
  // editing, a cleared form) and is loaded without counting as an edit. What the admin types comes
  // back through onChange equal to what is shown, so typing never resets the cursor.
  useEffect(() => {
    if (!editor) return;
    const target = currentValue ? currentValue() : value;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (target !== shown) editor.commands.setContent(target, { emitUpdate: false });
  }, [editor, value, currentValue]);

  useEffect(() => {
    if (editor) focusRef?.({ focus: () => editor.commands.focus() });
  }, [editor, focusRef]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        },
      },
    });
  }, [editor, error, labelId, errorId]);

  return (
    <div className="mb-3">
      <div id={labelId} className="form-label">
        {label}
      </div>
      <div className={`admin-editor${error ? ' is-invalid' : ''}`}>
        {editor && <Toolbar editor={editor} />}
        <EditorContent editor={editor} />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * A pointer press on a format button leaves the focus (and the selection) in the editor. Otherwise
 * the button takes the focus, the editor gets it back only on the next frame, and a key typed in
 * between is lost.
 */
const keepEditorFocus = (event: MouseEvent) => event.preventDefault();

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const inputId = useId();

  const button = (name: 'bold' | 'italic' | 'underline', text: string, run: () => void) => (
    <button
      type="button"
      className={`btn btn-sm ${state[name] ? 'btn-secondary' : 'btn-outline-secondary'}`}
      aria-pressed={state[name]}
      onMouseDown={keepEditorFocus}
      onClick={run}
    >
      {text}
    </button>
  );

  function applyLink() {
    const url = href.trim();
    if (!isHttpUrl(url) && !url.startsWith('mailto:')) {
      setLinkError(format(messages.validation.invalidUrl, { field: e.linkUrl }));
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setLinkOpen(false);
  }

  return (
    <div className="admin-editor-toolbar" role="toolbar" aria-label={e.toolbar}>
      {button('bold', e.bold, () => editor.chain().focus().toggleBold().run())}
      {button('italic', e.italic, () => editor.chain().focus().toggleItalic().run())}
      {button('underline', e.underline, () => editor.chain().focus().toggleUnderline().run())}
      <button
        type="button"
        className={`btn btn-sm ${state.link ? 'btn-secondary' : 'btn-outline-secondary'}`}
        aria-pressed={state.link}
        aria-expanded={linkOpen}
        onClick={() => {
          setHref(state.href);
          setLinkError(null);
          setLinkOpen((open) => !open);
        }}
      >
        {e.link}
      </button>
      {linkOpen && (
        <div className="d-flex flex-wrap align-items-start gap-2 w-100 pt-1">
          <label htmlFor={inputId} className="visually-hidden">
            {e.linkUrl}
          </label>
          <input
            id={inputId}
            type="url"
            className={`form-control form-control-sm w-auto flex-grow-1${linkError ? ' is-invalid' : ''}`}
            placeholder="https://"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
            }}
          />
          <button type="button" className="btn btn-sm btn-primary" onClick={applyLink}>
            {adminMessages.action.applyLink}
          </button>
          {state.link && (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                setLinkOpen(false);
              }}
            >
              {adminMessages.action.removeLink}
            </button>
          )}
          {linkError && <div className="invalid-feedback d-block w-100">{linkError}</div>}
        </div>
      )}
    </div>
  );
}
