// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComplaintSummary } from '../../../shared/schemas/complaint';
import type { LoadedSection } from '../screens/load-section';
import { renderSection } from '../testing/render-section';

afterEach(cleanup);

const TOTAL = 25;
const PAGE_SIZE = 10;
/** The desk's 25 tickets in the list's order. */
const tickets: ComplaintSummary[] = Array.from({ length: TOTAL }, (_, i) => ({
  id: i + 1,
  code: `KMP-2026-${String(i + 1).padStart(4, '0')}`,
  category: 'layanan',
  status: 'diterima',
  assignee: null,
  receivedOn: '2026-11-27',
  dueOn: '2026-12-04',
  overdue: false,
  createdAt: '2026-11-27T03:00:00.000Z',
  closedAt: null,
}));

/** The screen as its loader answers an address: the page `halaman` names, the last one past the end. */
const loaded = (url: URL): LoadedSection => {
  const asked = Number(url.searchParams.get('halaman') ?? '1');
  const page = Math.min(asked, Math.ceil(TOTAL / PAGE_SIZE));
  return {
    kind: 'complaints',
    config: { kind: 'complaints' },
    data: {
      list: {
        items: tickets.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        total: TOTAL,
        page,
        pageSize: PAGE_SIZE,
        mail: true,
      },
      settings: {
        targetDays: { penelitian: 10, pengabdian: 10, kkn: 5, layanan: 5, lainnya: 10 },
        holidays: [],
        retentionDays: 365,
        mail: true,
      },
      assignees: [],
      ticket: null,
    },
  };
};

const codesShown = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Komplain', () => {
  it('pages the tickets with the back office pager, the page in the address, a filter from page 1', async () => {
    const { loads } = renderSection(loaded);
    expect(await screen.findByText('25 komplain')).toBeInTheDocument();
    expect(codesShown()).toEqual(tickets.slice(0, 10).map((t) => t.code));
    const pager = screen.getByRole('navigation', { name: /halaman/i });
    await userEvent.click(within(pager).getByRole('button', { name: '3' }));
    expect(await screen.findByRole('link', { name: 'KMP-2026-0025' })).toBeInTheDocument();
    expect(codesShown()).toEqual(tickets.slice(20).map((t) => t.code));
    expect(loads.at(-1)?.searchParams.get('halaman')).toBe('3');
    expect(within(pager).getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'diproses');
    await screen.findByRole('link', { name: 'KMP-2026-0001' });
    expect(loads.at(-1)?.searchParams.get('status')).toBe('diproses');
    expect(loads.at(-1)?.searchParams.has('halaman')).toBe(false);
  });
});
