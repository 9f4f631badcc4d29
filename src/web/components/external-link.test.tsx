// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExternalLink } from './external-link';

afterEach(cleanup);

describe('ExternalLink', () => {
  it('opens http(s) addresses in a new tab without opener or referrer, and says so', () => {
    render(<ExternalLink href="https://drive.google.com/file/d/x/view">Lihat Dokumen</ExternalLink>);
    // jsdom 27+ lays the hidden span out inline, and the accessible-name library then drops the space
    // that begins it (Chromium keeps it): the name is matched without it, the space checked in the text.
    const link = screen.getByRole('link', { name: /^Lihat Dokumen ?\(membuka tab baru\)$/ });
    expect(link.textContent).toBe('Lihat Dokumen (membuka tab baru)');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never turns a script address into a link', () => {
    render(<ExternalLink href="javascript:alert(1)">Lihat Dokumen</ExternalLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Lihat Dokumen')).toBeTruthy();
  });
});
