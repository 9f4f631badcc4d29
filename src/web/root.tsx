import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
} from 'react-router';
import { messages } from '../shared/messages';
import { siteCore } from '../shared/messages/site-core';
import enhanceScript from './enhance/index.ts?worker&url';
import { isClientApp } from './lib/client-app';
import './load-context';
import './styles/app.scss';

export function Layout({ children }: { children: ReactNode }) {
  const clientApp = isClientApp(useMatches().map((match) => match.handle));
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title={siteCore.name} href="/rss.xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {clientApp ? (
          // The nonce of these inline scripts comes from the server render (entry.server.tsx).
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <script type="module" src={enhanceScript} />
        )}
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
      <h1>{notFound ? messages.common.notFoundTitle : siteCore.errorTitle}</h1>
      {!notFound && <p className="root-error-text">{messages.publicError.data}</p>}
      <p>
        <a href="/">{messages.common.backToDashboard}</a>
      </p>
    </main>
  );
}
