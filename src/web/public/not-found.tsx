import { Link, data } from 'react-router';
import { messages } from '../../shared/messages';

export function loader() {
  // A real 404 status for crawlers, with the page below as its body.
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: `${messages.common.notFoundTitle} | P3M UNIM` }];
}

export function ErrorBoundary() {
  return (
    <section className="container py-5 text-center">
      <h1>{messages.common.notFoundTitle}</h1>
      <Link to="/" className="btn btn-primary mt-3">
        {messages.common.backToDashboard}
      </Link>
    </section>
  );
}

export default function NotFound() {
  return null;
}
