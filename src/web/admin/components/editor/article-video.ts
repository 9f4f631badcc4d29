import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { TextSelection, type Transaction } from '@tiptap/pm/state';
import { Node } from '@tiptap/react';
import { ARTICLE_VIDEO_ATTRIBUTES, articleVideoFrame } from '../../../../shared/article-videos';
import { format } from '../../../../shared/messages';
import { adminMessages } from '../../../../shared/messages/admin';

/**
 * A YouTube or Vimeo video inside the text: an atom block that reads any `<iframe>` whose address is
 * such a video (an older text's Quill player, one pasted from a web page) and writes exactly the frame
 * the server keeps. In the editor it stands as a block naming the video, not as the player: the back
 * office asks nothing of YouTube or Vimeo, and a frame would catch the clicks meant to select it.
 */
export const ArticleVideo = Node.create({
  name: 'articleVideo',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return { src: { default: null }, title: { default: null } };
  },

  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) =>
          articleVideoFrame(element.getAttribute('src') ?? '', element.getAttribute('title')) ?? false,
      },
    ];
  },

  renderHTML({ node }) {
    const attrs = articleVideoFrame(String(node.attrs['src'] ?? ''), node.attrs['title'] as string | null);
    return ['iframe', { ...(attrs ?? {}), ...ARTICLE_VIDEO_ATTRIBUTES }];
  },

  addNodeView() {
    return ({ node }) => {
      const attrs = articleVideoFrame(String(node.attrs['src'] ?? ''), node.attrs['title'] as string | null);
      const dom = document.createElement('div');
      dom.className = 'admin-editor-video';
      dom.contentEditable = 'false';
      dom.textContent = attrs ? format(adminMessages.editor.video.shown, attrs) : '';
      return { dom };
    };
  },
});

/**
 * Puts a video where the selection is, and the cursor in the paragraph after it (a new one when the
 * video ends the text or stands before another block): not on the video itself, where the next
 * keystroke or paste would replace it.
 */
export function withVideo(tr: Transaction, video: ProseMirrorNode): Transaction {
  tr.replaceSelectionWith(video);
  // Where the inserted content ends: after the video, or inside the rest of a paragraph it split.
  let end = tr.selection.to;
  tr.steps
    .at(-1)
    ?.getMap()
    .forEach((_from, _to, _newFrom, newTo) => (end = newTo));
  const $end = tr.doc.resolve(end);
  if ($end.parent.isTextblock) return tr.setSelection(TextSelection.create(tr.doc, end));
  const paragraph = tr.doc.type.schema.nodes['paragraph'];
  if (!$end.nodeAfter?.isTextblock && paragraph) tr.insert(end, paragraph.create());
  return tr.setSelection(TextSelection.near(tr.doc.resolve(end + 1)));
}
