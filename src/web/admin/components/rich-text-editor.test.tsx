// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '../testing/dialog-polyfill';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { RichTextEditor } from './rich-text-editor';

afterEach(cleanup);

// jsdom lays nothing out: ProseMirror's scrolling to the cursor reads rectangles it does not have, and a
// paste it runs itself builds a ClipboardEvent jsdom does not know.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
globalThis.ClipboardEvent ??= class extends Event {} as unknown as typeof ClipboardEvent;

async function mounted(value: string, current: { value: string }) {
  const ui = (shown: string) => (
    <RichTextEditor
      label="Konten"
      value={shown}
      onChange={(html) => (current.value = html)}
      currentValue={() => current.value}
    />
  );
  const view = render(ui(value));
  const box = await screen.findByRole('textbox', { name: 'Konten' });
  const editor = (box as HTMLElement & { editor: Editor }).editor;
  return { editor, rerender: (shown: string) => view.rerender(ui(shown)) };
}

describe('rich-text editor', () => {
  it('keeps a keystroke and a pending mark when a late render brings a value it has moved past', async () => {
    const current = { value: '<p>Pembekalan</p>' };
    const { editor, rerender } = await mounted(current.value, current);
    act(() => {
      editor.chain().focus('end').insertContent(' waj').run();
      editor.commands.insertContent('ib');
      editor.commands.toggleBold();
    });
    expect(current.value).toBe('<p>Pembekalan wajib</p>');

    // The render of the first keystroke, whose effect runs only after the second.
    rerender('<p>Pembekalan waj</p>');
    expect(editor.getHTML()).toBe('<p>Pembekalan wajib</p>');
    act(() => {
      editor.commands.insertContent('seluruh');
    });
    expect(editor.getHTML()).toBe('<p>Pembekalan wajib<strong>seluruh</strong></p>');
  });

  it('loads a value set from outside (a row opened for editing, a cleared form) without counting it as an edit', async () => {
    const current = { value: '<p>Lama</p>' };
    const { editor, rerender } = await mounted(current.value, current);
    current.value = '<p>Baru</p>';
    rerender('<p>Baru</p>');
    expect(editor.getHTML()).toBe('<p>Baru</p>');
    current.value = '';
    rerender('');
    expect(editor.isEmpty).toBe(true);
    expect(current.value).toBe('');
  });

  it('leaves the focus in the editor when a toolbar button is pressed with the pointer', async () => {
    await mounted('', { value: '' });
    const toolbar = screen.getByRole('toolbar', { name: 'Format teks' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([
      'Tebal',
      'Miring',
      'Garis bawah',
      'Judul 2',
      'Judul 3',
      'Daftar berbutir',
      'Daftar bernomor',
      'Kutipan',
      'Link',
      'Sisipkan gambar',
      'Video',
      'Urungkan',
      'Ulangi',
    ]);
    for (const name of names) {
      // fireEvent answers false when the press's default (moving the focus) was prevented.
      expect(fireEvent.mouseDown(within(toolbar).getByRole('button', { name: name ?? '' })), name ?? '').toBe(false);
    }
  });

  it('makes headings, lists and a quote, says which are on, and undoes and redoes', async () => {
    const user = userEvent.setup();
    const current = { value: '<p>Jadwal</p><p>Senin</p><p>Selasa</p><p>Kata sambutan</p>' };
    const { editor } = await mounted(current.value, current);
    const button = (name: string) => screen.getByRole('button', { name });
    /** The position just inside the block whose text is `text`. */
    const at = (text: string) => {
      let found = 0;
      editor.state.doc.descendants((node, pos) => {
        if (node.isText && node.text === text) found = pos + 1;
      });
      return found;
    };
    act(() => {
      editor.commands.setTextSelection(at('Jadwal'));
    });
    await user.click(button('Judul 2'));
    expect(button('Judul 2')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Judul 3')).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      editor.commands.setTextSelection({ from: at('Senin'), to: at('Selasa') });
    });
    await user.click(button('Daftar bernomor'));
    expect(button('Daftar bernomor')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Daftar berbutir')).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      editor.commands.setTextSelection(at('Kata sambutan'));
    });
    await user.click(button('Kutipan'));
    expect(button('Kutipan')).toHaveAttribute('aria-pressed', 'true');
    expect(current.value).toBe(
      '<h2>Jadwal</h2><ol><li><p>Senin</p></li><li><p>Selasa</p></li></ol>' +
        '<blockquote><p>Kata sambutan</p></blockquote><p></p>',
    );
    expect(button('Ulangi')).toHaveAttribute('aria-disabled', 'true');
    await user.click(button('Urungkan'));
    expect(current.value).not.toContain('<blockquote>');
    expect(button('Ulangi')).not.toHaveAttribute('aria-disabled');
    await user.click(button('Ulangi'));
    expect(current.value).toContain('<blockquote><p>Kata sambutan</p></blockquote>');
  });

  it('is one Tab stop, its buttons reached with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    await mounted('', { value: '' });
    const buttons = within(screen.getByRole('toolbar')).getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
    act(() => buttons[0]?.focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Miring' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Ulangi' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Tebal' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Ulangi' })).toHaveFocus();
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([screen.getByRole('button', { name: 'Ulangi' })]);
  });

  it('inserts an uploaded image with its alt text and size, refusing one without alt text or not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const current = { value: '' };
    await mounted('', current);
    const add = vi.spyOn(api.inlineImages, 'add').mockResolvedValue({
      image: `uploads/${'b'.repeat(32)}.webp`,
      src: `/uploads/${'b'.repeat(32)}.webp`,
      alt: 'Peserta menanam bibit',
      width: 1200,
      height: 800,
    });
    await user.click(screen.getByRole('button', { name: 'Sisipkan gambar' }));
    const dialog = screen.getByRole('dialog', { name: 'Sisipkan Gambar' });
    expect(screen.getByRole('button', { name: 'Sisipkan gambar' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByLabelText('File gambar')).toHaveFocus();

    await user.upload(
      within(dialog).getByLabelText('File gambar'),
      new File(['%PDF'], 'laporan.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sisipkan' }));
    expect(within(dialog).getByText('File harus berupa gambar (JPEG, PNG, WebP, GIF atau AVIF).')).toBeInTheDocument();
    expect(within(dialog).getByText('Teks alternatif wajib diisi.')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();

    await user.upload(
      within(dialog).getByLabelText('File gambar'),
      new File(['png'], 'bibit.png', { type: 'image/png' }),
    );
    await user.type(within(dialog).getByLabelText('Teks alternatif'), 'Peserta menanam bibit');
    await user.click(within(dialog).getByRole('button', { name: 'Sisipkan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveBeenCalledTimes(1);
    const sent = add.mock.calls[0]?.[0];
    expect(sent?.get('alt')).toBe('Peserta menanam bibit');
    expect(sent?.get('image')).toBeInstanceOf(File);
    // The editor keeps an empty paragraph after an image, to go on writing.
    expect(current.value).toBe(
      `<img src="/uploads/${'b'.repeat(32)}.webp" alt="Peserta menanam bibit" width="1200" height="800"><p></p>`,
    );
    add.mockRestore();
  });

  it('links an address typed without https:// (a bare domain or www.) as https://, refusing what is no link', async () => {
    const user = userEvent.setup();
    const current = { value: '<p>Situs UNIM dan portal</p>' };
    const { editor } = await mounted(current.value, current);
    const link = async (from: number, to: number, typed: string) => {
      act(() => {
        editor.commands.setTextSelection({ from, to });
      });
      await user.click(screen.getByRole('button', { name: 'Link' }));
      const address = screen.getByLabelText('URL link');
      await user.clear(address);
      await user.type(address, `${typed}{Enter}`);
    };
    await link(1, 11, 'unim.ac.id');
    await link(16, 22, ' www.unim.ac.id/portal ');
    expect(current.value).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://unim.ac.id">Situs UNIM</a> dan ' +
        '<a target="_blank" rel="noopener noreferrer nofollow" href="https://www.unim.ac.id/portal">portal</a></p>',
    );

    await link(1, 5, 'bukan alamat');
    expect(screen.getByText('URL link harus berupa URL yang valid (http atau https).')).toBeInTheDocument();
    expect(current.value).not.toContain('bukan');
  });

  it('cleans text pasted from Google Docs to the tags an article keeps', async () => {
    const current = { value: '' };
    const { editor } = await mounted('', current);
    act(() => {
      editor.view.pasteHTML(
        '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr" ' +
          'style="line-height:1.38"><span style="font-size:11pt;font-weight:700">Wajib</span><span ' +
          'style="font-size:11pt;font-weight:400"> hadir</span></p></b>',
      );
    });
    expect(current.value).toBe('<p><strong>Wajib</strong> hadir</p>');
  });

  it('keeps a pasted table, uploads a pasted picture with its alt text, and says what it could not keep', async () => {
    const user = userEvent.setup();
    const current = { value: '' };
    const { editor } = await mounted('', current);
    const stored = `/uploads/${'c'.repeat(32)}.webp`;
    const add = vi.spyOn(api.inlineImages, 'add').mockResolvedValue({
      image: stored.slice(1),
      src: stored,
      alt: 'Peserta KKN di balai desa',
      width: 40,
      height: 30,
    });
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    act(() => {
      editor.view.pasteHTML(
        '<table class=MsoTableGrid border=1><tr><td width=200><p class=MsoNormal>Desa</p></td>' +
          '<td colspan=2><p class=MsoNormal>Peserta</p></td></tr></table>' +
          `<p class=MsoNormal><img width=40 height=30 src="data:image/png;base64,${png}" alt="Peserta KKN"></p>` +
          '<p class=MsoNormal><img src="file:///C:/Users/p3m/clip_image002.jpg"></p>',
      );
    });
    expect(current.value).toContain(
      '<table><tbody><tr><td><p>Desa</p></td><td colspan="2"><p>Peserta</p></td></tr></tbody></table>',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sebagian isi yang ditempel tidak ikut disimpan: 1 gambar (sisipkan lewat "Sisipkan gambar").',
    );

    const dialog = await screen.findByRole('dialog', { name: 'Gambar dari Teks yang Ditempel' });
    const alt = within(dialog).getByLabelText('Teks alternatif');
    expect(alt).toHaveValue('Peserta KKN');
    expect(alt).toHaveFocus();
    await user.type(alt, ' di balai desa');
    await user.click(within(dialog).getByRole('button', { name: 'Sisipkan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = add.mock.calls[0]?.[0];
    expect(sent?.get('alt')).toBe('Peserta KKN di balai desa');
    expect((sent?.get('image') as File).type).toBe('image/png');
    expect(current.value).toContain(`<img src="${stored}" alt="Peserta KKN di balai desa" width="40" height="30">`);
    expect(current.value).not.toContain('blob:');
    add.mockRestore();
  });

  const YOUTUBE_FRAME =
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video YouTube" loading="lazy" allowfullscreen="" referrerpolicy="strict-origin-when-cross-origin"></iframe>';

  it('reads a YouTube or Vimeo frame (an older Quill player too) and writes it in the shape the server keeps', async () => {
    const stored =
      '<p>Simak:</p><iframe class="ql-video" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0" allowfullscreen="true" style="x"></iframe>' +
      '<iframe src="https://vimeo.com/76979871/abcdef12" title="Penerjunan KKN"></iframe>' +
      '<iframe src="https://www.dailymotion.com/embed/video/x8"></iframe><p>Akhir</p>';
    const current = { value: stored };
    const { editor } = await mounted(stored, current);
    expect(editor.getHTML()).toBe(
      `<p>Simak:</p>${YOUTUBE_FRAME}` +
        '<iframe src="https://player.vimeo.com/video/76979871?dnt=1&amp;h=abcdef12" title="Penerjunan KKN" loading="lazy" allowfullscreen="" referrerpolicy="strict-origin-when-cross-origin"></iframe>' +
        '<p>Akhir</p>',
    );
    // Shown as a block naming the video, not as the player: the back office asks nothing of YouTube.
    const box = screen.getByRole('textbox', { name: 'Konten' });
    expect(box.querySelector('iframe')).toBeNull();
    expect(box).toHaveTextContent(
      '▶ Video YouTube (https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ): diputar di halaman setelah pengunjung menekan tombol putar',
    );
  });

  it('puts a pasted YouTube or Vimeo link in the text as its video, and leaves any other link a link', async () => {
    const current = { value: '<p>Simak:</p>' };
    const { editor } = await mounted(current.value, current);
    const pasteText = (text: string, html = '') => {
      const event = Object.assign(new Event('paste', { bubbles: true, cancelable: true }), {
        clipboardData: {
          getData: (type: string) => (type === 'text/plain' ? text : type === 'text/html' ? html : ''),
          types: html ? ['text/plain', 'text/html'] : ['text/plain'],
        },
      });
      act(() => {
        editor.view.dom.dispatchEvent(event);
      });
    };
    act(() => {
      editor.commands.focus('end');
    });
    pasteText('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
    // The editor keeps an empty paragraph after it, to go on writing.
    expect(current.value).toBe(`<p>Simak:</p>${YOUTUBE_FRAME}<p></p>`);

    // A link copied from a page (its plain copy is its address), and one without https://.
    pasteText('https://vimeo.com/76979871', '<a href="https://vimeo.com/76979871">https://vimeo.com/76979871</a>');
    expect(current.value).toContain(
      '<iframe src="https://player.vimeo.com/video/76979871?dnt=1" title="Video Vimeo" loading="lazy"',
    );
    pasteText('youtu.be/dQw4w9WgXcQ');
    expect(current.value.match(/youtube-nocookie/g)).toHaveLength(2);

    // Pasted into an empty paragraph at the end: the writing goes on after the video.
    act(() => {
      editor.chain().focus('end').insertContent('<p></p>').run();
    });
    current.value = editor.getHTML();
    pasteText('https://youtu.be/dQw4w9WgXcQ');
    act(() => {
      editor.commands.insertContent('Selamat menonton.');
    });
    expect(current.value).toMatch(/<\/iframe><p>Selamat menonton\.<\/p>$/);
    expect(current.value.match(/youtube-nocookie/g)).toHaveLength(3);

    // Inside a paragraph: the video splits it, and the cursor stands at the start of its rest.
    act(() => {
      editor.commands.setTextSelection(4);
    });
    pasteText('https://vimeo.com/1234');
    act(() => {
      editor.commands.insertContent('>');
    });
    expect(current.value).toMatch(
      /^<p>Sim<\/p><iframe src="https:\/\/player\.vimeo\.com\/video\/1234\?dnt=1"[^>]*><\/iframe><p>&gt;ak:<\/p>/,
    );

    // Words selected before keep the address as their link.
    act(() => {
      editor.commands.setTextSelection({ from: 1, to: 4 });
    });
    pasteText('https://youtu.be/dQw4w9WgXcQ');
    expect(current.value).toMatch(/^<p><a [^>]*href="https:\/\/youtu\.be\/dQw4w9WgXcQ">Sim<\/a><\/p>/);

    pasteText('https://p3m.unim.ac.id/video');
    expect(current.value).toContain('https://p3m.unim.ac.id/video');
    expect(current.value.match(/<iframe/g)).toHaveLength(5);
  });

  it('puts a video in at the cursor from "Video", refusing a link that is no YouTube or Vimeo video', async () => {
    const user = userEvent.setup();
    const current = { value: '<p>Simak:</p>' };
    const { editor } = await mounted(current.value, current);
    act(() => {
      editor.commands.focus('end');
    });
    // The editor takes the focus on a later turn: once it has it, it cannot take it back from the panel.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Konten' })).toHaveFocus());
    const button = screen.getByRole('button', { name: 'Video' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const address = screen.getByLabelText('Link video YouTube atau Vimeo');
    // The panel moves the focus into its field once it is shown (an effect after the render).
    await waitFor(() => expect(address).toHaveFocus());
    await user.type(address, 'https://p3m.unim.ac.id/video{Enter}');
    expect(
      screen.getByText(
        'Link ini bukan video YouTube atau Vimeo. Tempel link video dari youtube.com, youtu.be atau vimeo.com.',
      ),
    ).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(current.value).toBe('<p>Simak:</p>');

    await user.clear(address);
    await user.type(address, 'www.youtube.com/shorts/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Sisipkan video' }));
    expect(current.value).toBe(`<p>Simak:</p>${YOUTUBE_FRAME}<p></p>`);
    await waitFor(() => expect(screen.queryByLabelText('Link video YouTube atau Vimeo')).toBeNull());
    // The text has the focus back (the editor takes it on a later turn) before "Video" is pressed again.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Konten' })).toHaveFocus());

    // Escape closes it and gives the text back the focus.
    await user.click(button);
    await waitFor(() => expect(screen.getByLabelText('Link video YouTube atau Vimeo')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByLabelText('Link video YouTube atau Vimeo')).toBeNull());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Konten' })).toHaveFocus());
  });
});
