import { data } from 'react-router';
import { messages } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';
import { seoMeta } from '../lib/seo';

export function loader() {
  // A real 404 status for crawlers, with the page below as its body.
  throw data(null, { status: 404 });
}

export function meta() {
  return seoMeta(undefined, messages.common.notFoundTitle);
}

/** Any path that is not a page: "Halaman Tidak Ditemukan" and the way back home. */
export function ErrorBoundary() {
  return (
    <section className="container not-found py-5 text-center">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{messages.common.notFoundTitle}</h1>
      <p className="lead">{siteMessages.notFoundText}</p>
      <a href="/" className="btn btn-primary mt-3">
        {messages.common.backToDashboard}
      </a>
    </section>
  );
}

export default function NotFound() {
  return null;
}
