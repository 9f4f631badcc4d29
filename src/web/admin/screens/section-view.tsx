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
import { PasswordSection } from '../kinds/password-section';
import { ProfileSection } from '../kinds/profile-section';
import { SecuritySection } from '../kinds/security-section';
import { SessionsSection } from '../kinds/sessions-section';
import { SettingsSection } from '../kinds/settings-section';
import { TrashSection } from '../kinds/trash-section';
import { TwoFactorSection } from '../kinds/two-factor-section';
import { UsersSection } from '../kinds/users-section';
import { VIDEO_KIND } from '../kinds/video-kind';
import type { RecordKind } from '../records/record-kind';
import { RecordSection } from '../records/record-section';
import type { LoadedSection } from './load-section';
import { TABLES } from './table-keys';

// The editor (Tiptap) is the heaviest part of the back office: loaded only by the screens that use it.
const ArticleSection = lazy(() => import('../kinds/article-section'));
const PageSection = lazy(() => import('../kinds/page-section'));
const FaqSection = lazy(() => import('../kinds/faq-section'));
const AnnouncementSection = lazy(() => import('../kinds/announcement-section'));

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
  switch (section.kind) {
    case 'file-link':
      return <FileLinkSection section={section} />;
    case 'article':
      return (
        <Suspense fallback={<Loading />}>
          <ArticleSection articleType={section.config.articleType} page={section.data} />
        </Suspense>
      );
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
      return (
        <Suspense fallback={<Loading />}>
          <PageSection rows={section.data} />
        </Suspense>
      );
    case 'faq':
      return (
        <Suspense fallback={<Loading />}>
          <FaqSection page={section.data} />
        </Suspense>
      );
    case 'announcements':
      return (
        <Suspense fallback={<Loading />}>
          <AnnouncementSection page={section.data.page} documents={section.data.documents} />
        </Suspense>
      );
    case 'activity':
      return <ActivitySection initial={section.data.page} users={section.data.users} />;
  }
}
