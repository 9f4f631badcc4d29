import { Fragment } from 'react';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { messages } from '../../shared/messages';
import { adminMessages } from '../../shared/messages/admin';
import { adminSession, errorText } from '../lib/api-client';
import type { Route } from './+types/screen-route';
import { SectionFrame } from './components/heading';
import { Loading } from './components/loading';
import { useSessionUser } from './hooks/use-session-user';
import { loadSection } from './screens/load-section';
import { canOpen, findScreen } from './screens/screen-config';
import { preloadSection, SectionView } from './screens/section-view';
import { tabHasSession } from './session/session-check';

/**
 * Every sidebar screen: /admin/{slug} looks up its configuration and loads each section's data (a table's
 * page for its state in the address). An
 * Admins' screen opened by an Editor (a bookmark, a typed address) loads nothing and says so.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const screen = findScreen(params.screen);
  if (!screen) throw data(null, { status: 404 });
  // Without a session the layout sends the visitor to the login screen: nothing to read here (the
  // tables are staff-only reads, whose refusal would lead there by another way). A tab without the flag
  // waits for the server's answer the layout asked for.
  if (!(await tabHasSession())) return { slug: screen.slug, sections: [], refused: false };
  if (!canOpen(screen, adminSession.admin()?.role)) return { slug: screen.slug, sections: [], refused: true };
  // The tables' search, sort, page and filters are in the address (admin/lib/table-state.ts).
  const { searchParams } = new URL(request.url);
  // The sections' modules are fetched while their data loads, not after it.
  const modules = Promise.all(screen.sections.map((section) => preloadSection(section.kind)));
  const sections = await Promise.all(screen.sections.map((section) => loadSection(section, searchParams)));
  await modules;
  return { slug: screen.slug, sections, refused: false };
}

export function meta({ params }: Route.MetaArgs) {
  const screen = findScreen(params.screen);
  return [{ title: screen ? `${screen.label} - ${adminMessages.brand}` : adminMessages.brand }];
}

export function HydrateFallback() {
  return <Loading />;
}

export default function ScreenRoute({ loaderData }: Route.ComponentProps) {
  const user = useSessionUser();
  const screen = findScreen(loaderData.slug);
  if (loaderData.refused || (screen && !canOpen(screen, user?.role))) {
    return (
      <div className="alert alert-warning" role="alert">
        {adminMessages.users.adminOnly}
      </div>
    );
  }
  const several = loaderData.sections.length > 1;
  // Keyed by screen: moving to another screen of the same kind starts with a fresh form.
  return (
    <Fragment key={loaderData.slug}>
      {loaderData.sections.map((section, index) => (
        <SectionFrame key={index} title={several ? (section.config.title ?? null) : null}>
          <SectionView section={section} />
        </SectionFrame>
      ))}
    </Fragment>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <h2 className="h4">{messages.common.notFoundTitle}</h2>;
  }
  return (
    <div className="alert alert-danger" role="alert">
      {errorText(error, messages.publicError.data)}
    </div>
  );
}
