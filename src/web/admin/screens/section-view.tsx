import { lazy, Suspense } from 'react';
import { Loading } from '../components/loading';
import { DocumentSection } from '../kinds/document-section';
import { FileLinkSection } from '../kinds/file-link-section';
import { HeroSection } from '../kinds/hero-section';
import { OrgChartSection } from '../kinds/org-chart-section';
import { PasswordSection } from '../kinds/password-section';
import { SettingsSection } from '../kinds/settings-section';
import { VideoSection } from '../kinds/video-section';
import type { LoadedSection } from './load-section';

// The editor (Tiptap) is the heaviest part of the back office: loaded only by article screens.
const ArticleSection = lazy(() => import('../kinds/article-section'));

/** One component per kind of screen; the configuration says which and with what type. */
export function SectionView({ section }: { section: LoadedSection }) {
  switch (section.kind) {
    case 'file-link':
      return <FileLinkSection fileType={section.config.fileType} rows={section.data} />;
    case 'article':
      return (
        <Suspense fallback={<Loading />}>
          <ArticleSection articleType={section.config.articleType} rows={section.data} />
        </Suspense>
      );
    case 'document':
      return <DocumentSection collection={section.config.collection} data={section.data} />;
    case 'video':
      return <VideoSection rows={section.data} />;
    case 'org-chart':
      return <OrgChartSection rows={section.data} />;
    case 'hero':
      return <HeroSection rows={section.data} />;
    case 'settings':
      return <SettingsSection settings={section.data} />;
    case 'password':
      return <PasswordSection />;
  }
}
