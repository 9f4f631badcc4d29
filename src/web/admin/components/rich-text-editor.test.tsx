// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichTextEditor } from './rich-text-editor';

afterEach(cleanup);

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

  it('leaves the focus in the editor when a format button is pressed with the pointer', async () => {
    await mounted('', { value: '' });
    for (const name of ['Tebal', 'Miring', 'Garis bawah']) {
      // fireEvent answers false when the press's default (moving the focus) was prevented.
      expect(fireEvent.mouseDown(screen.getByRole('button', { name }))).toBe(false);
    }
  });
});
