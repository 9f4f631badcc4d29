// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../../shared/schemas';
import { renderSection, tablePage } from '../testing/render-section';

afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the forms say what they make of what was pasted', () => {
  it('notes under a link written without https:// that it is added', () => {
    renderSection({
      kind: 'file-link',
      config: { kind: 'file-link', fileType: 'panduan_penelitian', noun: 'Panduan' },
      data: { page: tablePage([]), all: [] },
    });
    expect(screen.queryByText(/https:\/\/ ditambahkan/)).not.toBeInTheDocument();
    type('URL', 'drive.google.com/file/d/1/view');
    expect(screen.getByText('https:// ditambahkan: https://drive.google.com/file/d/1/view')).toBeInTheDocument();
    expect(screen.getByLabelText('URL')).toHaveAccessibleDescription(/https:\/\/ ditambahkan/);
    type('URL', 'https://drive.google.com/file/d/1/view');
    expect(screen.queryByText(/https:\/\/ ditambahkan/)).not.toBeInTheDocument();
  });

  it('shows the embed link a YouTube link with a start time is saved as', () => {
    renderSection({ kind: 'video', config: { kind: 'video' }, data: tablePage([]) });
    type('Link Video', 'youtu.be/dQw4w9WgXcQ?t=1m2s');
    expect(
      screen.getByText('Link yang disimpan: https://www.youtube.com/embed/dQw4w9WgXcQ?start=62'),
    ).toBeInTheDocument();
    expect(screen.getByText('https:// ditambahkan: https://youtu.be/dQw4w9WgXcQ?t=1m2s')).toBeInTheDocument();
  });

  it('shows the WhatsApp number as it will be stored and the link kept of pasted map code', () => {
    renderSection({ kind: 'settings', config: { kind: 'settings' }, data: DEFAULT_SITE_SETTINGS });
    type('Nomor WhatsApp', '0812-3456-7891');
    expect(screen.getByText('Disimpan sebagai 6281234567891.')).toBeInTheDocument();
    const src = 'https://www.google.com/maps/embed?pb=!1m18!1m12';
    type('Link embed peta (Google Maps)', `<iframe src="${src}" width="600" height="450"></iframe>`);
    expect(screen.getByText(`Kode sematan dikenali. Link peta yang disimpan: ${src}`)).toBeInTheDocument();
  });
});
