import { useEffect, useId, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import { adminMessages } from '../../../shared/messages/admin';
import { EditorToolbar } from './editor/editor-toolbar';
import { ImageDialog } from './editor/image-dialog';
import { LinkPanel } from './editor/link-panel';
import { ArticleVideo } from './editor/article-video';
import { usePastedContent } from './editor/use-pasted-content';
import { VideoPanel } from './editor/video-panel';
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
  /** Whether the text may hold images ("Sisipkan gambar"); on unless a text has nowhere to keep them. */
  images?: boolean;
}

/**
 * A table as the sanitizer keeps it: rows of header and body cells, with their spans. Tiptap's own
 * adds column widths and a style the server would drop on save (so the saved text would differ from
 * the one shown); nothing here resizes columns.
 */
const ArticleTable = Table.extend({
  renderHTML: () => ['table', ['tbody', 0]],
}).configure({ resizable: false });

/**
 * What the editor can make is what an article may hold (the sanitizer's tags): bold, italic, underline,
 * headings 2 and 3 (4 is kept in older texts), lists, quotes, links, tables (from a paste), this
 * site's images and YouTube or Vimeo videos (a pasted link, "Video"). Strike, code and rules are left
 * out: the server would drop them on save.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: { openOnClick: false, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  ArticleTable,
  TableRow,
  TableHeader,
  TableCell,
  ArticleVideo,
  Placeholder.configure({ placeholder: adminMessages.editor.placeholder }),
];

/**
 * Tiptap with the toolbar (formats, headings, lists, quote, link, image, video, undo and redo) and a
 * placeholder. Text pasted from Word or Google Docs is cleaned to the tags an article keeps; its
 * pictures are uploaded one by one with their alt text, and a note under the editor says what a paste
 * could not keep.
 */
export function RichTextEditor({ label, value, onChange, error, focusRef, currentValue, images = true }: Props) {
  const labelId = useId();
  const errorId = useId();
  const [panel, setPanel] = useState<'link' | 'image' | 'video' | null>(null);
  const paste = usePastedContent(images);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: EXTENSIONS,
    content: value,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId },
      handleDOMEvents: { paste: paste.readClipboard },
      transformPastedHTML: paste.transformHtml,
      handlePaste: paste.settle,
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

  const pastedPicture = paste.pictures[0];
  return (
    <div className="mb-3">
      <div id={labelId} className="form-label">
        {label}
      </div>
      <div className={`admin-editor${error ? ' is-invalid' : ''}`}>
        {editor && (
          <EditorToolbar
            editor={editor}
            linkOpen={panel === 'link'}
            onLink={() => setPanel((open) => (open === 'link' ? null : 'link'))}
            imageOpen={panel === 'image'}
            onImage={images ? () => setPanel('image') : undefined}
            videoOpen={panel === 'video'}
            onVideo={() => setPanel((open) => (open === 'video' ? null : 'video'))}
          />
        )}
        {editor && panel === 'link' && <LinkPanel editor={editor} onClose={() => setPanel(null)} />}
        {editor && panel === 'video' && <VideoPanel editor={editor} onClose={() => setPanel(null)} />}
        <EditorContent editor={editor} />
      </div>
      <FieldError id={errorId} error={error} />
      <div className="form-text" role="status">
        {paste.lost}
      </div>
      {editor && panel === null && pastedPicture && (
        <ImageDialog
          key={pastedPicture.src}
          pasted={{ file: pastedPicture.file, alt: pastedPicture.alt, waiting: paste.pictures.length - 1 }}
          onInsert={(image) => paste.finish(editor, pastedPicture.src, image)}
          onClose={() => {
            paste.finish(editor, pastedPicture.src, null);
            editor.commands.focus();
          }}
        />
      )}
      {editor && panel === 'image' && (
        <ImageDialog
          onInsert={({ src, alt, width, height }) => {
            setPanel(null);
            editor.chain().focus().setImage({ src, alt, width, height }).run();
          }}
          onClose={() => {
            setPanel(null);
            editor.commands.focus();
          }}
        />
      )}
    </div>
  );
}
