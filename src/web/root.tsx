import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { messages } from '../shared/messages';
import type { Route } from './+types/root';
import './load-context';
import './styles/app.scss';

export function loader({ context }: Route.LoaderArgs) {
  return { cspNonce: context.cspNonce };
}

/** The root data (the nonce) never changes between pages: no refetch on navigation. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  // The nonce reaches the client through the root loader; on an error page it may be missing.
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.cspNonce || undefined;
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title={messages.site.name} href="/rss.xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort, when even the site layout could not be rendered (e.g. the database is down). */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="root-error">
      <h1>{notFound ? messages.common.notFoundTitle : messages.site.errorTitle}</h1>
      {!notFound && <p className="root-error-text">{messages.publicError.data}</p>}
      <p>
        <a href="/">{messages.common.backToDashboard}</a>
      </p>
    </main>
  );
}
