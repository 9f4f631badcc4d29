// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_DISMISS_MS } from '../../../shared/constants/back-office';
import { Notice, NoticeRegion, type NoticeValue } from './notice';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A screen with one notice, its own button to replace it, inside the layout's region. */
function Screen({ first, next }: { first: NoticeValue | null; next?: NoticeValue }) {
  const [notice, setNotice] = useState(first);
  return (
    <main tabIndex={-1} data-testid="main">
      <form>
        <Notice notice={notice} onClose={() => setNotice(null)} />
        {next && (
          <button type="button" onClick={() => setNotice(next)}>
            Ganti
          </button>
        )}
      </form>
    </main>
  );
}

function renderInRegion(first: NoticeValue | null, next?: NoticeValue) {
  const returnFocus = () => screen.getByTestId('main').focus();
  render(
    <NoticeRegion returnFocus={returnFocus}>
      <Screen first={first} next={next} />
    </NoticeRegion>,
  );
  return screen.getByRole('region', { name: 'Pemberitahuan' });
}

const saved: NoticeValue = { variant: 'success', text: 'Panduan berhasil ditambahkan.' };
const refused: NoticeValue = { variant: 'danger', text: 'File harus berupa gambar (JPEG, PNG, WebP, GIF atau AVIF).' };

describe('notices inside the back office', () => {
  it('appear in the one live region of the layout, not inside the form that made them', () => {
    const region = renderInRegion(saved);
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByRole('status')).toHaveTextContent('Panduan berhasil ditambahkan.');
    expect(screen.getByTestId('main').querySelector('[role="status"]')).toBeNull();
  });

  it('let good news go after a few seconds, but not while it is hovered or focused', () => {
    vi.useFakeTimers();
    const region = renderInRegion(saved);
    const box = within(region).getByRole('status');
    act(() => vi.advanceTimersByTime(NOTICE_DISMISS_MS - 100));
    expect(box).toBeInTheDocument();

    fireEvent.mouseEnter(box);
    act(() => vi.advanceTimersByTime(NOTICE_DISMISS_MS * 3));
    expect(box).toBeInTheDocument();
    fireEvent.mouseLeave(box);

    act(() => within(box).getByRole('button', { name: 'Tutup pemberitahuan' }).focus());
    act(() => vi.advanceTimersByTime(NOTICE_DISMISS_MS * 3));
    expect(box).toBeInTheDocument();
    act(() => screen.getByTestId('main').focus());

    // Left alone again, it gets the full time once more.
    act(() => vi.advanceTimersByTime(NOTICE_DISMISS_MS - 100));
    expect(box).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  });

  it('keep a refusal as an alert until it is closed with its labelled button', () => {
    vi.useFakeTimers();
    const region = renderInRegion(refused);
    const alert = within(region).getByRole('alert');
    expect(alert).toHaveTextContent(refused.text);
    act(() => vi.advanceTimersByTime(NOTICE_DISMISS_MS * 10));
    expect(alert).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Tutup pemberitahuan' }));
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keep a notice with an action, focus the action, and hand the focus to the screen when it goes', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const undo: NoticeValue = {
      variant: 'success',
      text: 'Panduan dipindahkan ke Sampah.',
      action: { label: 'Urungkan', run },
    };
    const region = renderInRegion(undo, { variant: 'success', text: 'Penghapusan dibatalkan. Data sudah kembali.' });
    const action = within(region).getByRole('button', { name: 'Urungkan' });
    expect(action).toHaveFocus();
    act(() => screen.getByTestId('main').focus());
    act(() => vi.advanceTimersByTime(NOTICE_DISMISS_MS * 10));
    expect(action).toBeInTheDocument();

    // Replaced while it holds the focus: the focus goes to the screen, not to the page's body.
    act(() => action.focus());
    fireEvent.click(screen.getByRole('button', { name: 'Ganti' }));
    expect(within(region).getByRole('status')).toHaveTextContent('Penghapusan dibatalkan. Data sudah kembali.');
    expect(screen.getByTestId('main')).toHaveFocus();
  });

  it('stay in place outside the back office (login) and where asked to (a modal dialog)', () => {
    render(<Notice notice={refused} />);
    expect(screen.getByRole('alert')).toHaveTextContent(refused.text);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    cleanup();

    render(
      <NoticeRegion returnFocus={() => undefined}>
        <dialog open>
          <Notice notice={refused} inline />
        </dialog>
      </NoticeRegion>,
    );
    const region = screen.getByRole('region', { name: 'Pemberitahuan' });
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(refused.text);
  });
});
