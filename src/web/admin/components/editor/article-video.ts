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
