import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { siteMessages } from '../../shared/messages/site';
import { findPublicPage } from '../../shared/site-pages';
import { ErrorState } from './data-states';
import { PageHeader } from './page-header';

/**
 * Body of a page's ErrorBoundary: the page's banner and its own failure text of SPEC §8, in red.
 * A text the loader threw (`data(text, {status})`) wins over the fallback.
 */
export function RouteError({ text }: { text: string }) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const page = findPublicPage(pathname);
  const own = isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : null;
  return (
    <>
      <PageHeader title={page ? siteMessages.pages[page.text].title : siteMessages.errorTitle} />
      <div className="container py-5">
        <ErrorState text={own ?? text} />
      </div>
    </>
  );
}
