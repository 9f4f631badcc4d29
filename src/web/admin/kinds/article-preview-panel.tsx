import { useRef, useState } from 'react';
import { adminMessages } from '../../../shared/messages/admin';
import type { AdminArticle } from '../../../shared/schemas';
import { articlePreviewPath } from '../../../shared/site-pages';
import { api, errorText } from '../../lib/api-client';
import { Notice, type NoticeValue } from '../components/notice';

const a = adminMessages;

/** The link as staff pass it on: absolute, whether the server answered a full or a site-relative address. */
function absolute(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/**
 * Pratinjau (the saved article as visitors will see it, in a new tab, also for a draft or a scheduled
 * article) and Bagikan pratinjau: a secret link for someone without an account, valid for 7 days,
 * that can be copied and revoked.
 */
export function ArticlePreviewPanel({ article }: { article: AdminArticle }) {
  const [link, setLink] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const run = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setNotice({ variant: 'danger', text: errorText(error, failure) });
    } finally {
      setBusy(false);
    }
  };
  const share = () =>
    run(async () => {
      setLink(absolute((await api.articles.sharePreview(article.id)).url));
    }, a.preview.shareFailed);
  const revoke = () =>
    run(async () => {
      const { message } = await api.articles.revokePreview(article.id);
      setLink(null);
      setNotice({ variant: 'success', text: message });
    }, a.preview.revokeFailed);
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setNotice({ variant: 'success', text: a.preview.copied });
    } catch {
      // No clipboard (a plain-http address, a refusal): the link is selected for copying by hand.
      input.current?.select();
    }
  };

  return (
    <fieldset className="admin-preview mb-3">
      <legend className="form-label fs-6 mb-1">{a.preview.heading}</legend>
      <p className="form-text mt-0">{a.preview.intro}</p>
      <div className="d-flex flex-wrap gap-2">
        <a className="btn btn-outline-secondary" href={articlePreviewPath(article.id)} target="_blank" rel="noopener">
          {a.action.preview} <span className="visually-hidden">{a.preview.newTab}</span>
        </a>
        <button type="button" className="btn btn-outline-secondary" onClick={() => void share()} disabled={busy}>
          {a.action.sharePreview}
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={() => void revoke()} disabled={busy}>
          {a.action.revokePreview}
        </button>
      </div>
      {link && (
        <div className="mt-2">
          <label className="form-label" htmlFor={`preview-link-${article.id}`}>
            {a.preview.linkLabel}
          </label>
          <div className="input-group">
            <input
              ref={input}
              id={`preview-link-${article.id}`}
              className="form-control"
              value={link}
              readOnly
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="btn btn-outline-primary" onClick={() => void copy()}>
              {a.action.copyLink}
            </button>
          </div>
        </div>
      )}
      <div aria-live="polite" className="mt-2">
        <Notice notice={notice} onClose={() => setNotice(null)} />
      </div>
    </fieldset>
  );
}
