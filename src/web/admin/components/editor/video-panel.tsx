import { useEffect, useId, useRef, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { articleVideoFrame } from '../../../../shared/article-videos';
import { adminMessages } from '../../../../shared/messages/admin';
import { withHttpsScheme } from '../../../../shared/urls';
import { withVideo } from './article-video';

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
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

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
    <div className="admin-editor-panel d-flex flex-wrap align-items-start gap-2">
      <label htmlFor={inputId} className="visually-hidden">
        {v.url}
      </label>
      <input
        ref={input}
        id={inputId}
        type="url"
        className={`form-control form-control-sm w-auto flex-grow-1${error ? ' is-invalid' : ''}`}
        placeholder="https://www.youtube.com/watch?v=…"
        value={link}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setLink(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            insertVideo();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            editor.commands.focus();
            onClose();
          }
        }}
      />
      <button type="button" className="btn btn-sm btn-primary" onClick={insertVideo}>
        {v.insert}
      </button>
      {error && (
        <div id={errorId} className="invalid-feedback d-block w-100">
          {error}
        </div>
      )}
    </div>
  );
}
