import { lazy, Suspense } from 'react';
import { Loading } from '../components/loading';
import { DocumentOpensSection } from '../kinds/document-opens-section';
import { DocumentSection } from '../kinds/document-section';
import { fileLinkKind } from '../kinds/file-link-kind';
import { HERO_KIND } from '../kinds/hero-kind';
import { ORG_CHART_KIND } from '../kinds/org-chart-kind';
import { PasswordSection } from '../kinds/password-section';
import { ProfileSection } from '../kinds/profile-section';
import { SessionsSection } from '../kinds/sessions-section';
import { SettingsSection } from '../kinds/settings-section';
import { TrashSection } from '../kinds/trash-section';
import { UsersSection } from '../kinds/users-section';
import { VIDEO_KIND } from '../kinds/video-kind';
import { RecordSection } from '../records/record-section';
import type { LoadedSection } from './load-section';

// The editor (Tiptap) is the heaviest part of the back office: loaded only by article screens.
const ArticleSection = lazy(() => import('../kinds/article-section'));

/** One component per kind of screen; the configuration says which and with what type. */
export function SectionView({ section }: { section: LoadedSection }) {
  switch (section.kind) {
    case 'file-link':
      return (
        <RecordSection
          kind={fileLinkKind(section.config.fileType, section.config.noun, section.data)}
          rows={section.data}
        />
      );
    case 'article':
      return (
        <Suspense fallback={<Loading />}>
          <ArticleSection articleType={section.config.articleType} rows={section.data} />
        </Suspense>
      );
    case 'document':
      return <DocumentSection collection={section.config.collection} data={section.data} />;
    case 'video':
      return <RecordSection kind={VIDEO_KIND} rows={section.data} />;
    case 'org-chart':
      return <RecordSection kind={ORG_CHART_KIND} rows={section.data} />;
    case 'hero':
      return <RecordSection kind={HERO_KIND} rows={section.data} />;
    case 'settings':
      return <SettingsSection settings={section.data} />;
    case 'password':
      return <PasswordSection />;
    case 'trash':
      return <TrashSection items={section.data} />;
    case 'document-opens':
      return <DocumentOpensSection initial={section.data} />;
    case 'users':
      return <UsersSection rows={section.data} />;
    case 'profile':
      return <ProfileSection />;
    case 'sessions':
      return <SessionsSection rows={section.data} />;
  }
}
