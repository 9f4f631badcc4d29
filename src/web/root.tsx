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
import type { Route } from './+types/root';
import './load-context';
import './styles/app.scss';

export function loader({ context }: Route.LoaderArgs) {
  return { cspNonce: context.cspNonce };
}

export function Layout({ children }: { children: ReactNode }) {
  // The nonce reaches the client through the root loader; on an error page it may be missing.
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.cspNonce;
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="container py-5 text-center">
      <h1>{status === 404 ? 'Halaman Tidak Ditemukan' : 'Terjadi kesalahan.'}</h1>
      <p>
        <a href="/">Kembali Ke Dashboard</a>
      </p>
    </main>
  );
}
