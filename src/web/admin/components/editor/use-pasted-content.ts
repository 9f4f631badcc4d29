import { useCallback, useRef, useState } from 'react';
import type { EditorView } from '@tiptap/pm/view';
import type { Editor } from '@tiptap/react';
import { articleVideoFrame } from '../../../../shared/article-videos';
import { format } from '../../../../shared/messages';
import { adminMessages } from '../../../../shared/messages/admin';
import type { InlineImageRecord } from '../../../../shared/schemas/inline-image';
import { withHttpsScheme } from '../../../../shared/urls';
import { withVideo } from './article-video';
import { cleanPastedHtml, emptyPasteReport, type PastedPicture, type PasteReport } from './paste-cleanup';

const t = adminMessages.editor.paste;

/** "Sebagian isi yang ditempel tidak ikut disimpan: 1 gambar (…), 1 objek sematan (…)."; null for nothing lost. */
export function lostText(lost: PasteReport['lost'] | null): string | null {
  if (!lost) return null;
  const items = [
    lost.pictures > 0 ? format(t.pictures, { count: lost.pictures }) : null,
    lost.embeds > 0 ? format(t.embeds, { count: lost.embeds }) : null,
  ].filter((item) => item !== null);
  return items.length > 0 ? format(t.notKept, { items: items.join(', ') }) : null;
}

/**
 * The video frame of a paste that is one YouTube or Vimeo link and nothing else (as plain text, or a
 * link whose plain copy is its address; `youtu.be/…` without https too).
 */
export function videoOfPaste(event: ClipboardEvent): { src: string; title: string } | null {
  const text = event.clipboardData?.getData('text/plain').trim() ?? '';
  return text && !/\s/.test(text) ? articleVideoFrame(withHttpsScheme(text)) : null;
}

/**
 * What a paste into the editor brings besides text. ProseMirror reads a paste in three steps, each a
 * prop of the editor: the clipboard event (its RTF copy, where Word keeps its pictures' bytes), the
 * HTML (cleaned here; a picture whose bytes came along stays under a temporary address), and the paste
 * itself, after which the pictures wait in `pictures` to be uploaded one by one, each with its alt
 * text, and `lost` counts what could not come. A paste that is only a YouTube or Vimeo link puts the
 * video in the text (words selected before keep it as their link). The callbacks are stable: the
 * editor keeps the first.
 */
export function usePastedContent(keepPictures: boolean) {
  const rtf = useRef('');
  const report = useRef<PasteReport | null>(null);
  const keep = useRef(keepPictures);
  keep.current = keepPictures;
  const [pictures, setPictures] = useState<PastedPicture[]>([]);
  const [lost, setLost] = useState<PasteReport['lost'] | null>(null);

  const readClipboard = useCallback((_view: unknown, event: ClipboardEvent) => {
    rtf.current = event.clipboardData?.getData('text/rtf') ?? '';
    return false;
  }, []);

  const transformHtml = useCallback((html: string) => {
    const next = emptyPasteReport();
    report.current = next;
    const cleaned = cleanPastedHtml(html, { rtf: rtf.current, report: next, pictures: keep.current });
    rtf.current = '';
    return cleaned;
  }, []);

  const settle = useCallback((view: EditorView, event: ClipboardEvent) => {
    const done = report.current;
    report.current = null;
    const video = view.state.selection.empty ? videoOfPaste(event) : null;
    const node = video ? view.state.schema.nodes['articleVideo']?.create(video) : undefined;
    if (node) {
      view.dispatch(withVideo(view.state.tr, node).scrollIntoView());
      return true;
    }
    if (done) {
      setPictures((waiting) => [...waiting, ...done.pictures]);
      setLost(done.lost);
    }
    return false;
  }, []);

  /** Puts the uploaded image where the pasted picture stands, or (null) takes the picture out of the text. */
  const finish = useCallback((editor: Editor, src: string, image: InlineImageRecord | null) => {
    const { state } = editor;
    const found: { pos: number; size: number; attrs: Record<string, unknown> }[] = [];
    state.doc.descendants((node, pos) => {
      if (node.type.name === 'image' && node.attrs['src'] === src)
        found.push({ pos, size: node.nodeSize, attrs: node.attrs });
    });
    const tr = state.tr;
    // From the end, so that a deletion leaves the positions before it as they were.
    for (const { pos, size, attrs } of found.reverse()) {
      if (image) {
        tr.setNodeMarkup(pos, undefined, {
          ...attrs,
          src: image.src,
          alt: image.alt,
          width: image.width,
          height: image.height,
        });
      } else tr.delete(pos, pos + size);
    }
    if (found.length > 0) editor.view.dispatch(tr);
    URL.revokeObjectURL(src);
    setPictures((waiting) => waiting.filter((picture) => picture.src !== src));
    if (!image) setLost((before) => ({ pictures: (before?.pictures ?? 0) + 1, embeds: before?.embeds ?? 0 }));
  }, []);

  return { readClipboard, transformHtml, settle, finish, pictures, lost: lostText(lost) };
}
