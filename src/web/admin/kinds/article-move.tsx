import { useEffect, useId, useRef, useState } from 'react';
import { ARTICLE_TYPES, type ArticleType } from '../../../shared/constants/content';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import type { AdminArticle } from '../../../shared/schemas';
import { api, errorText } from '../../lib/api-client';
import { LabelledSelect } from '../components/labelled-select';

const c = adminMessages.articleCategory;
const a = adminMessages;

/** The name of an article type in the back office ("Informasi KKN"). */
export function articleTypeLabel(type: string): string {
  return (a.articleTypes as Record<string, string>)[type] ?? type;
}

interface Props {
  article: AdminArticle;
  onCancel: () => void;
  /** The article as saved in its new type. */
  onMoved: (moved: AdminArticle) => Promise<void> | void;
}

/**
 * "Pindahkan": the article goes to another type (category), in the browser's modal `<dialog>`. The
 * move is a save like an edit (the history keeps it); the address stays.
 */
export function ArticleMoveDialog({ article, onCancel, onMoved }: Props) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const others = ARTICLE_TYPES.filter((type) => type !== article.category);
  const [target, setTarget] = useState<ArticleType | undefined>(others[0]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Opened as a modal with the choice focused; on the way out focus returns to the opener.
  useEffect(() => {
    const opener = document.activeElement;
    dialog.current?.showModal();
    dialog.current?.querySelector('select')?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  async function move() {
    if (!target) return;
    setBusy(true);
    setFailure(null);
    try {
      await onMoved(await api.articles.move(article.id, target));
    } catch (error) {
      setFailure(errorText(error, c.moveFailed));
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClose={onCancel}
    >
      <form
        className="modal-content"
        onSubmit={(event) => {
          event.preventDefault();
          void move();
        }}
      >
        <div className="modal-header">
          <h2 id={titleId} className="modal-title h5">
            {c.moveTitle}
          </h2>
          <button type="button" className="btn-close" aria-label={a.close} onClick={onCancel} disabled={busy} />
        </div>
        <div className="modal-body">
          <p>{format(c.moveIntro, { title: article.title })}</p>
          {failure && (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          )}
          <LabelledSelect
            label={c.moveTo}
            value={target ?? ''}
            onChange={(value) => setTarget(others.find((type) => type === value))}
            options={others.map((type) => ({ value: type, label: articleTypeLabel(type) }))}
          />
        </div>
        <div className="modal-footer">
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
            {a.action.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !target}>
            {c.moveConfirm}
          </button>
        </div>
      </form>
    </dialog>
  );
}
