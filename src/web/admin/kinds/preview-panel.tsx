import { useRef, useState } from 'react';
import { adminMessages } from '../../../shared/messages/admin';
import type { PreviewLink } from '../../../shared/schemas';
import { errorText } from '../../lib/api-client';
import { Notice, type NoticeValue } from '../components/notice';

const a = adminMessages;

/** The link as staff pass it on: absolute, whether the server answered a full or a site-relative address. */
function absolute(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/** One record's previews: where staff open it, and its share and revoke calls (api-client). */
export interface PreviewTarget {
  /** Tells the link input of one record from another's. */
  id: string;
  /** The staff preview's address (`/pratinjau/artikel/12`, `/pratinjau/halaman/1`). */
  path: string;
  share: () => Promise<PreviewLink>;
  revoke: () => Promise<{ message: string }>;
}

/**
 * Pratinjau (the saved article or page as visitors will see it, in a new tab, also for a draft or a
 * scheduled version) and Bagikan pratinjau: a secret link for someone without an account, valid for
 * 7 days, that can be copied and revoked.
 */
export function PreviewPanel({ target }: { target: PreviewTarget }) {
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
      setLink(absolute((await target.share()).url));
    }, a.preview.shareFailed);
  const revoke = () =>
    run(async () => {
      const { message } = await target.revoke();
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
        <a className="btn btn-outline-secondary" href={target.path} target="_blank" rel="noopener">
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
          <label className="form-label" htmlFor={`preview-link-${target.id}`}>
            {a.preview.linkLabel}
          </label>
          <div className="input-group">
            <input
              ref={input}
              id={`preview-link-${target.id}`}
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
