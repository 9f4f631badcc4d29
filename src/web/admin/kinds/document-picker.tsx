import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { ANNOUNCEMENT_DOCUMENTS_MAX, type DocumentCollection } from '../../../shared/constants/content';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { FieldError } from '../components/field';

const a = adminMessages;
const t = adminMessages.announcements;

/** A document staff may link to: its set and category name the group it is chosen from. */
export interface DocumentOption {
  id: number;
  title: string;
  collection: DocumentCollection;
  category: string;
}

/** The sets in the order of the sidebar, by the names staff know them under. */
const SET_NAMES: Record<DocumentCollection, string> = {
  prof: a.menu.dokumenP3m,
  pen: a.menu.dokumenPenelitian,
  pengab: a.menu.dokumenPengabdian,
};

/** Options gathered under "Dokumen P3M — Pedoman", in the order they came. */
function groups(options: readonly DocumentOption[]): { label: string; options: DocumentOption[] }[] {
  const byLabel = new Map<string, DocumentOption[]>();
  for (const option of options) {
    const label = format(t.documentGroup, { set: SET_NAMES[option.collection], category: option.category });
    const group = byLabel.get(label);
    if (group) group.push(option);
    else byLabel.set(label, [option]);
  }
  return [...byLabel].map(([label, grouped]) => ({ label, options: grouped }));
}

/**
 * The documents an announcement links to (`document_ids`, a form field): the chosen ones in their
 * order, each with a button that removes it, and a list of the others to add one from. Plain controls
 * (a select and buttons), so the keyboard and screen readers work as with any.
 */
export function DocumentPicker({ options }: { options: readonly DocumentOption[] }) {
  const { field, fieldState } = useController({ name: 'document_ids' });
  const chosen: number[] = Array.isArray(field.value) ? (field.value as number[]) : [];
  const [picked, setPicked] = useState('');
  const id = useId();
  const byId = new Map(options.map((option) => [option.id, option]));
  const titleOf = (documentId: number) => byId.get(documentId)?.title ?? format(t.unknownDocument, { id: documentId });
  const full = chosen.length >= ANNOUNCEMENT_DOCUMENTS_MAX;
  const available = options.filter((option) => !chosen.includes(option.id));
  const hintId = `${id}-hint`;
  const errorId = fieldState.error?.message ? `${id}-error` : undefined;

  const add = () => {
    const documentId = Number(picked);
    if (!documentId || chosen.includes(documentId) || full) return;
    field.onChange([...chosen, documentId]);
    setPicked('');
  };

  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{a.field.documents}</legend>
      {chosen.length === 0 ? (
        <p className="text-body-secondary small mb-2">{t.noDocuments}</p>
      ) : (
        <ul className="list-group mb-2">
          {chosen.map((documentId) => (
            <li key={documentId} className="list-group-item d-flex justify-content-between align-items-center gap-2">
              <span className="text-break">{titleOf(documentId)}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={format(t.removeDocumentLabel, { title: titleOf(documentId) })}
                onClick={() => field.onChange(chosen.filter((other) => other !== documentId))}
              >
                {t.removeDocument}
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={id} className="form-label">
        {t.chooseDocument}
      </label>
      <div className="input-group">
        <select
          id={id}
          className={`form-select${errorId ? ' is-invalid' : ''}`}
          value={picked}
          disabled={full}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
          aria-invalid={errorId ? true : undefined}
          onChange={(event) => setPicked(event.target.value)}
          onBlur={field.onBlur}
          ref={field.ref}
        >
          <option value="">{t.noDocumentChosen}</option>
          {groups(available).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <button type="button" className="btn btn-outline-primary" disabled={!picked || full} onClick={add}>
          {t.addDocument}
        </button>
      </div>
      <div id={hintId} className="form-text">
        {format(a.hint.documents, { max: ANNOUNCEMENT_DOCUMENTS_MAX })}
      </div>
      <FieldError id={errorId} error={fieldState.error?.message} />
    </fieldset>
  );
}
