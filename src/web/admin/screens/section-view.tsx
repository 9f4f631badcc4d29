import { lazy, Suspense, useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { TablePage } from '../../../shared/schemas';
import { Loading } from '../components/loading';
import { ActivitySection } from '../kinds/activity-section';
import { DocumentOpensSection } from '../kinds/document-opens-section';
import { useTableUrl } from '../hooks/use-table-url';
import { DocumentSection } from '../kinds/document-section';
import { fileLinkKind } from '../kinds/file-link-kind';
import { HERO_KIND } from '../kinds/hero-kind';
import { ORG_CHART_KIND } from '../kinds/org-chart-kind';
import { ProfileSection } from '../kinds/profile-section';
import { SettingsSection } from '../kinds/settings-section';
import { TrashSection } from '../kinds/trash-section';
import { VIDEO_KIND } from '../kinds/video-kind';
import type { RecordKind } from '../records/record-kind';
import { RecordSection } from '../records/record-section';
import type { LoadedSection } from './load-section';
import type { SectionKind } from './screen-config';
import { TABLES } from './table-keys';

/**
 * Sections fetched only by the screens that show them: those with the editor (Tiptap, the heaviest part
 * of the back office), the account screens (the password forms carry the common-password list) and the
 * surveys and the complaints desk (their schemas and texts).
 */
const SECTION_MODULES = {
  article: () => import('../kinds/article-section'),
  pages: () => import('../kinds/page-section'),
  faq: () => import('../kinds/faq-section'),
  announcements: () => import('../kinds/announcement-section'),
  password: () => import('../kinds/password-section'),
  users: () => import('../kinds/users-section'),
  sessions: () => import('../kinds/sessions-section'),
  'two-factor': () => import('../kinds/two-factor-section'),
  security: () => import('../kinds/security-section'),
  help: () => import('../kinds/help-section'),
  surveys: () => import('../kinds/survey-section'),
  complaints: () => import('../kinds/complaint-section'),
} satisfies Partial<Record<SectionKind, () => Promise<unknown>>>;

/** Starts fetching a section's module (the screen's loader does, while its data loads). */
export function preloadSection(kind: SectionKind): Promise<unknown> {
  return kind in SECTION_MODULES ? SECTION_MODULES[kind as keyof typeof SECTION_MODULES]() : Promise.resolve();
}

const ArticleSection = lazy(SECTION_MODULES.article);
const PageSection = lazy(SECTION_MODULES.pages);
const FaqSection = lazy(SECTION_MODULES.faq);
const AnnouncementSection = lazy(SECTION_MODULES.announcements);
const PasswordSection = lazy(() => SECTION_MODULES.password().then((m) => ({ default: m.PasswordSection })));
const UsersSection = lazy(() => SECTION_MODULES.users().then((m) => ({ default: m.UsersSection })));
const SessionsSection = lazy(() => SECTION_MODULES.sessions().then((m) => ({ default: m.SessionsSection })));
const TwoFactorSection = lazy(() => SECTION_MODULES['two-factor']().then((m) => ({ default: m.TwoFactorSection })));
const HelpSection = lazy(() => SECTION_MODULES.help().then((m) => ({ default: m.HelpSection })));
const SurveySection = lazy(() => SECTION_MODULES.surveys().then((m) => ({ default: m.SurveySection })));
const ComplaintSection = lazy(() => SECTION_MODULES.complaints().then((m) => ({ default: m.ComplaintSection })));
const SecuritySection = lazy(() => SECTION_MODULES.security().then((m) => ({ default: m.SecuritySection })));

/** A plain list screen: a kind's form and its table, whose state is under `tableKey` in the address. */
function ListSection<T extends { id: number }, V extends FieldValues, D>(props: {
  kind: RecordKind<T, V, D>;
  page: TablePage<T>;
  tableKey: string;
}) {
  const table = useTableUrl(props.tableKey);
  return <RecordSection kind={props.kind} page={props.page} table={table} />;
}

function FileLinkSection({ section }: { section: Extract<LoadedSection, { kind: 'file-link' }> }) {
  const { fileType, noun } = section.config;
  const { page, all } = section.data;
  const kind = useMemo(() => fileLinkKind(fileType, noun, all), [fileType, noun, all]);
  return <ListSection kind={kind} page={page} tableKey={TABLES.fileLinks.key} />;
}

/** One component per kind of screen; the configuration says which and with what type. */
export function SectionView({ section }: { section: LoadedSection }) {
  return (
    <Suspense fallback={<Loading />}>
      <SectionBody section={section} />
    </Suspense>
  );
}

function SectionBody({ section }: { section: LoadedSection }) {
  switch (section.kind) {
    case 'file-link':
      return <FileLinkSection section={section} />;
    case 'article':
      return <ArticleSection articleType={section.config.articleType} page={section.data} />;
    case 'document':
      return <DocumentSection collection={section.config.collection} data={section.data} />;
    case 'video':
      return <ListSection kind={VIDEO_KIND} page={section.data} tableKey={TABLES.videos.key} />;
    case 'org-chart':
      return <ListSection kind={ORG_CHART_KIND} page={section.data} tableKey={TABLES.images.key} />;
    case 'hero':
      return <ListSection kind={HERO_KIND} page={section.data} tableKey={TABLES.slides.key} />;
    case 'settings':
      return <SettingsSection settings={section.data} />;
    case 'password':
      return <PasswordSection />;
    case 'help':
      return <HelpSection />;
    case 'trash':
      return <TrashSection page={section.data} />;
    case 'document-opens':
      return <DocumentOpensSection initial={section.data} />;
    case 'users':
      return <UsersSection rows={section.data} />;
    case 'profile':
      return <ProfileSection />;
    case 'sessions':
      return <SessionsSection rows={section.data} />;
    case 'two-factor':
      return <TwoFactorSection status={section.data} />;
    case 'security':
      return <SecuritySection settings={section.data} />;
    case 'pages':
      return <PageSection rows={section.data} />;
    case 'faq':
      return <FaqSection page={section.data} />;
    case 'announcements':
      return <AnnouncementSection page={section.data.page} documents={section.data.documents} />;
    case 'activity':
      return <ActivitySection initial={section.data.page} users={section.data.users} />;
    case 'surveys':
      return <SurveySection data={section.data} />;
    case 'complaints':
      return <ComplaintSection data={section.data} />;
  }
}
