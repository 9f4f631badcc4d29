import { messages } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';

/** "Halaman Tidak Ditemukan" and the way back home: any path that is not a page, or a record that is not there. */
export function NotFoundBody() {
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
