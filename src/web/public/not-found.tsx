import { data } from 'react-router';
import { messages } from '../../shared/messages';
import { NotFoundBody } from '../components/not-found-body';
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
  return <NotFoundBody />;
}

export default function NotFound() {
  return null;
}
