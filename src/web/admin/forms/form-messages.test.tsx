// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { foreignMessages } from '../../../../tests/helpers/indonesian-messages';
import { DEFAULT_SITE_SETTINGS } from '../../../shared/schemas';
import type { LoadedSection } from '../screens/load-section';
import { ADMIN_SCREENS, type SectionConfig } from '../screens/screen-config';
import { category, pageRow, renderSection, tablePage } from '../testing/render-section';
import { surveyRow } from '../testing/survey-fixtures';

afterEach(cleanup);

/** Every kind of section of the sidebar, once, with the data it needs to show its forms. */
function sections(): LoadedSection[] {
  const seen = new Set<string>();
  const configs: SectionConfig[] = ADMIN_SCREENS.flatMap((entry) => entry.sections).filter((config) => {
    if (seen.has(config.kind)) return false;
    seen.add(config.kind);
    return true;
  });
  // The trash, the session list and the open counts have no form: they act on (or show) what is there;
  // the security settings are one checkbox, which no input can make invalid. The activity log's form
  // filters (every field may stay empty): its own test checks its messages. Bantuan is a text to read.
  const formless = ['trash', 'sessions', 'document-opens', 'security', 'activity', 'help'] as const;
  type Formless = (typeof formless)[number];
  return configs
    .filter(
      (config): config is Exclude<SectionConfig, { kind: Formless }> =>
        !(formless as readonly string[]).includes(config.kind),
    )
    .map((config): LoadedSection => {
      switch (config.kind) {
        case 'file-link':
          return { kind: config.kind, config, data: { page: tablePage([]), all: [] } };
        case 'article':
          return { kind: config.kind, config, data: tablePage([]) };
        case 'document':
          return {
            kind: config.kind,
            config,
            data: {
              categories: [category(1, 'Umum')],
              categoryPage: tablePage([category(1, 'Umum')]),
              categoryId: 1,
              documents: tablePage([]),
              allDocuments: [],
            },
          };
        case 'video':
          return { kind: config.kind, config, data: tablePage([]) };
        case 'org-chart':
          return { kind: config.kind, config, data: tablePage([]) };
        case 'hero':
          return { kind: config.kind, config, data: tablePage([]) };
        case 'settings':
          return { kind: config.kind, config, data: DEFAULT_SITE_SETTINGS };
        case 'password':
          return { kind: config.kind, config, data: null };
        case 'users':
          return { kind: config.kind, config, data: [] };
        case 'profile':
          return { kind: config.kind, config, data: null };
        // Two-factor login on: the form that turns it off (the one that turns it on follows a call).
        case 'two-factor':
          return {
            kind: config.kind,
            config,
            data: { enabled: true, enabledAt: '2026-01-01T00:00:00.000Z', recoveryCodesLeft: 10, required: false },
          };
        case 'pages':
          return { kind: config.kind, config, data: [pageRow()] };
        case 'faq':
          return { kind: config.kind, config, data: tablePage([]) };
        case 'announcements':
          return { kind: config.kind, config, data: { page: tablePage([]), documents: [] } };
        case 'surveys':
          return {
            kind: config.kind,
            config,
            data: { surveys: [surveyRow(1, 'layanan')], surveyId: 1, periodId: null, index: null },
          };
        // A ticket opened: its reply and note forms, and the desk's settings.
        case 'complaints':
          return { kind: config.kind, config, data: complaintData() };
      }
    });
}

/**
 * What staff type, round by round: nothing at all; far too much; a negative or broken number, a link
 * that is none and a mistyped e-mail or phone number. Every round leaves every form invalid (a required
 * field left empty, the long texts, the settings' e-mail), so nothing is sent and every field says
 * what is wrong with it.
 */
/** The Komplain screen with one ticket opened. */
function complaintData() {
  const summary = {
    id: 1,
    code: 'KMP-2026-0001',
    category: 'layanan' as const,
    status: 'diterima' as const,
    assignee: null,
    receivedOn: '2026-11-27',
    dueOn: '2026-12-04',
    overdue: false,
    createdAt: '2026-11-27T03:00:00.000Z',
    closedAt: null,
  };
  return {
    list: { items: [summary], total: 1, page: 1, pageSize: 10, mail: false },
    settings: {
      targetDays: { penelitian: 10, pengabdian: 10, kkn: 5, layanan: 5, lainnya: 10 },
      holidays: [],
      retentionDays: 365,
      mail: false,
    },
    assignees: [{ id: 1, name: 'Admin' }],
    ticket: {
      ...summary,
      text: 'Isi komplain contoh.',
      name: null,
      email: null,
      whatsapp: null,
      contactRemovedAt: null,
      rejectionReason: null,
      attachment: null,
      entries: [],
      updatedAt: '2026-11-27T03:00:00.000Z',
    },
  };
}

const LONG = 'x'.repeat(3000);
const ROUNDS: Record<string, string>[] = [
  { default: '', email: 'bukan-email' },
  { default: LONG, number: '-1' },
  { default: LONG, number: '1.5', url: 'bukan url', email: 'bukan-email', tel: 'nomor kantor' },
  { default: LONG, number: 'abc', url: 'javascript:alert(1)', tel: '0812-34' },
];

function fill(form: HTMLFormElement, round: Record<string, string>) {
  const controls = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  for (const control of controls) {
    if (['file', 'hidden', 'checkbox', 'radio', 'datetime-local'].includes(control.type)) continue;
    const value = round[control.type] ?? round['default'] ?? '';
    fireEvent.change(control, { target: { value } });
  }
}

describe('every admin form answers bad input in Indonesian', () => {
  it.each(sections().map((section) => [section.kind, section] as const))(
    '%s: empty, too long, negative, not whole, no link, no e-mail, no phone number',
    async (_kind, section) => {
      const { container } = renderSection(section);
      // Some sections' modules load lazily (the editor's screens, the account screens): wait for a form.
      await waitFor(() => expect(container.querySelector('form, button')).not.toBeNull());
      // The page screen's form opens with Edit; the screens with the editor load it lazily.
      if (section.kind === 'pages') fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
      if (['article', 'pages', 'faq', 'announcements'].includes(section.kind)) {
        await screen.findByRole('toolbar', { name: 'Format teks' });
      }
      // The tables' search boxes are forms too, with nothing to refuse.
      const forms = [...container.querySelectorAll<HTMLFormElement>('form:not([role="search"])')];
      expect(forms.length).toBeGreaterThan(0);
      const said = new Set<string>();
      for (const round of ROUNDS) {
        for (const form of forms) {
          fill(form, round);
          fireEvent.submit(form);
          await waitFor(() => expect(form.querySelector('.invalid-feedback')).not.toBeNull());
          for (const message of form.querySelectorAll('.invalid-feedback, [role="alert"]')) {
            said.add(message.textContent ?? '');
          }
        }
      }
      expect(said.size).toBeGreaterThan(0);
      expect(foreignMessages([...said])).toEqual([]);
    },
  );

  it('says the slide order of "-1" and "1.5" in Indonesian under the field', async () => {
    const { container } = renderSection({ kind: 'hero', config: { kind: 'hero' }, data: tablePage([]) });
    const position = screen.getByLabelText('Urutan');
    for (const value of ['-1', '1.5']) {
      fireEvent.change(position, { target: { value } });
      fireEvent.submit(container.querySelector('form')!);
      expect(await screen.findByText('Urutan harus bilangan bulat dari 0 sampai 1000.')).toBeInTheDocument();
    }
  });
});
