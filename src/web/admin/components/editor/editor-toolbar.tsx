import { Fragment, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { adminMessages } from '../../../../shared/messages/admin';

const e = adminMessages.editor;

interface Props {
  editor: Editor;
  linkOpen: boolean;
  onLink: () => void;
  /** Absent: the text takes no images (the button is not shown). */
  onImage?: (() => void) | undefined;
  imageOpen: boolean;
  onVideo: () => void;
  videoOpen: boolean;
}

/** One button of the toolbar: a format that is on or off, an action, or one that opens a panel. */
interface Tool {
  label: string;
  run: () => void;
  /** A format: says whether the text at the cursor has it (aria-pressed). */
  pressed?: boolean;
  /** Nothing to do now (nothing to undo): stays in the tab order, as the toolbar pattern asks. */
  unavailable?: boolean;
  /** Opens the link or video panel, or the image dialog. */
  expanded?: boolean;
  popup?: 'dialog';
}

/**
 * A pointer press on a toolbar button leaves the focus (and the selection) in the editor. Otherwise
 * the button takes the focus, the editor gets it back only on the next frame, and a key typed in
 * between is lost.
 */
const keepEditorFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The editor's toolbar (role toolbar): one Tab stop, arrow keys (and Home, End) move between its
 * buttons, as WAI-ARIA's toolbar pattern does. Formats say whether they are on (aria-pressed).
 */
export function EditorToolbar({ editor, linkOpen, onLink, onImage, imageOpen, onVideo, videoOpen }: Props) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const groups: Tool[][] = [
    [
      { label: e.bold, pressed: state.bold, run: () => chain().toggleBold().run() },
      { label: e.italic, pressed: state.italic, run: () => chain().toggleItalic().run() },
      { label: e.underline, pressed: state.underline, run: () => chain().toggleUnderline().run() },
    ],
    [
      { label: e.heading2, pressed: state.heading2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { label: e.heading3, pressed: state.heading3, run: () => chain().toggleHeading({ level: 3 }).run() },
    ],
    [
      { label: e.bulletList, pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
      { label: e.orderedList, pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
      { label: e.quote, pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
    ],
    [
      { label: e.link, pressed: state.link, expanded: linkOpen, run: onLink },
      ...(onImage ? [{ label: e.image, expanded: imageOpen, popup: 'dialog' as const, run: onImage }] : []),
      { label: e.video.button, expanded: videoOpen, run: onVideo },
    ],
    [
      { label: e.undo, unavailable: !state.canUndo, run: () => chain().undo().run() },
      { label: e.redo, unavailable: !state.canRedo, run: () => chain().redo().run() },
    ],
  ];
  const tools = groups.flat();
  const roving = useRovingFocus(tools.length);

  return (
    <div className="admin-editor-toolbar" role="toolbar" aria-label={e.toolbar} onKeyDown={roving.onKeyDown}>
      {groups.map((group, groupIndex) => (
        <Fragment key={groupIndex}>
          {groupIndex > 0 && <span className="admin-editor-separator" aria-hidden="true" />}
          {group.map((tool) => {
            const index = tools.indexOf(tool);
            return (
              <button
                key={tool.label}
                ref={roving.ref(index)}
                type="button"
                tabIndex={index === roving.active ? 0 : -1}
                className={`btn btn-sm ${tool.pressed ? 'btn-secondary' : 'btn-outline-secondary'}`}
                aria-pressed={tool.pressed}
                aria-expanded={tool.expanded}
                aria-haspopup={tool.popup}
                aria-disabled={tool.unavailable || undefined}
                onFocus={() => roving.setActive(index)}
                onMouseDown={keepEditorFocus}
                onClick={() => {
                  if (!tool.unavailable) tool.run();
                }}
              >
                {tool.label}
              </button>
            );
          })}
        </Fragment>
      ))}
    </div>
  );
}

/** One Tab stop for a row of buttons; the arrow keys, Home and End move the focus along it. */
function useRovingFocus(count: number) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (index: number) => {
    const next = (index + count) % count;
    setActive(next);
    buttons.current[next]?.focus();
  };
  return {
    active,
    setActive,
    ref: (index: number) => (element: HTMLButtonElement | null) => {
      buttons.current[index] = element;
    },
    onKeyDown: (event: KeyboardEvent) => {
      const current = buttons.current.findIndex((button) => button === event.target);
      if (current < 0) return;
      const targets: Record<string, number> = {
        ArrowRight: current + 1,
        ArrowLeft: current - 1,
        Home: 0,
        End: count - 1,
      };
      const target = targets[event.key];
      if (target === undefined) return;
      event.preventDefault();
      move(target);
    },
  };
}
