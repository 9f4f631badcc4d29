import { useId } from 'react';
import { adminMessages } from '../../../shared/messages/admin';
import { Loading } from '../components/loading';
import type { FieldDiff } from './revision-diff';

const t = adminMessages.history;

/** The changes between the two revisions: removed words struck through, added words marked. */
export function DiffView({ diffs }: { diffs: FieldDiff[] | null }) {
  const headingId = useId();
  if (diffs === null) return <Loading />;
  return (
    <div role="region" aria-labelledby={headingId} aria-live="polite">
      <h3 id={headingId} className="h6">
        {t.changes}
      </h3>
      {diffs.length === 0 ? (
        <p>{t.noChanges}</p>
      ) : (
        <dl className="admin-diff">
          {diffs.map((diff) => (
            <div key={diff.field}>
              <dt>{diff.label}</dt>
              <dd>
                {diff.parts.map((part, index) =>
                  part.change === 'added' ? (
                    <ins key={index} title={t.addedText}>
                      {part.text}
                    </ins>
                  ) : part.change === 'removed' ? (
                    <del key={index} title={t.removedText}>
                      {part.text}
                    </del>
                  ) : (
                    <span key={index}>{part.text}</span>
                  ),
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
