import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { articleVideoFrame } from '../../../../shared/article-videos';
import { adminMessages } from '../../../../shared/messages/admin';
import { withHttpsScheme } from '../../../../shared/urls';
import { withVideo } from './article-video';
import { PanelAddressField } from './panel-address-field';

const v = adminMessages.editor.video;

interface Props {
  editor: Editor;
  onClose: () => void;
}

/**
 * Under the toolbar while "Video" is open: the link of a YouTube or Vimeo video, put in the text at the
 * cursor as a pasted link would be. It takes the focus when it opens; Escape closes it and the focus
 * goes back to the text. Any other link is refused with a note saying which links are videos.
 */
export function VideoPanel({ editor, onClose }: Props) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);

  function insertVideo() {
    const frame = articleVideoFrame(withHttpsScheme(link));
    const node = frame ? editor.schema.nodes['articleVideo']?.create(frame) : undefined;
    if (!node) {
      setError(v.notVideo);
      return;
    }
    editor.view.dispatch(withVideo(editor.state.tr, node).scrollIntoView());
    editor.commands.focus();
    onClose();
  }

  return (
    <PanelAddressField
      label={v.url}
      placeholder="https://www.youtube.com/watch?v=…"
      value={link}
      onChange={setLink}
      error={error}
      onSubmit={insertVideo}
      onCancel={() => {
        editor.commands.focus();
        onClose();
      }}
    >
      <button type="button" className="btn btn-sm btn-primary" onClick={insertVideo}>
        {v.insert}
      </button>
    </PanelAddressField>
  );
}
