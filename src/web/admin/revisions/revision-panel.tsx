import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Revision, RevisionSummary } from '../../../shared/schemas/revision';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { errorText } from '../../lib/api-client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable } from '../components/data-table';
import { Heading } from '../components/heading';
import { LabelledSelect } from '../components/labelled-select';
import { Loading } from '../components/loading';
import { dateTimeWib } from '../lib/date-time';
import { revisionDiff } from './revision-diff';
import { DiffView } from './diff-view';

const t = adminMessages.history;

/** A kind's history reads (api-client) for one record; a new object when another record is opened. */
export interface RevisionReads {
  list: () => Promise<RevisionSummary[]>;
  read: (revisionId: number) => Promise<Revision>;
}

/**
 * What the panel says: its explanation, the restore question (what a restore brings back and what stays)
 * and the notice after it; the last two name the revision's `{waktu}`.
 */
export interface RevisionTexts {
  intro: string;
  restoreQuestion: string;
  restored: string;
}

interface Props {
  reads: RevisionReads;
  /** Restores the revision as a new save, and brings the form up to date with the result. */
  onRestore: (revision: RevisionSummary) => Promise<void>;
  /** An article's texts when absent. */
  texts?: RevisionTexts | undefined;
  /** A revision to compare at once with the one before it (from an address of the activity log). */
  focus?: number | undefined;
}

const who = (revision: RevisionSummary) => revision.savedBy?.name ?? t.system;
const size = (bytes: number) =>
  format(t.size, { size: (bytes / 1024).toLocaleString('id-ID', { maximumFractionDigits: 1 }) });

/**
 * "Riwayat" of an article (or a page): its revisions (who, when), what changed between two chosen ones (a word
 * diff of the text and of the other fields), and "Pulihkan", which restores one as a new save.
 */
export default function RevisionPanel({ reads, onRestore, texts = t, focus }: Props) {
  const headingId = useId();
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [snapshots, setSnapshots] = useState<ReadonlyMap<number, Revision>>(new Map());
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const section = useRef<HTMLElement>(null);
  const focused = useRef(focus);

  const load = useCallback(async () => {
    try {
      const list = await reads.list();
      setRevisions(list);
      setFailure(null);
      // The newest save (at first the one asked for) against the one before it, until the admin picks others.
      const wanted = focused.current;
      focused.current = undefined;
      const shown = Math.max(
        0,
        list.findIndex((revision) => revision.id === wanted),
      );
      setTo(list[shown]?.id ?? null);
      setFrom(list[shown + 1]?.id ?? list[shown]?.id ?? null);
    } catch (error) {
      setFailure(errorText(error, t.loadFailed));
    }
  }, [reads]);

  useEffect(() => {
    void load();
    section.current?.focus();
  }, [load]);

  // The saved fields of the two revisions compared, each read once.
  useEffect(() => {
    for (const id of [from, to]) {
      if (id === null || snapshots.has(id)) continue;
      reads
        .read(id)
        .then((revision) => setSnapshots((known) => new Map(known).set(revision.id, revision)))
        .catch((error: unknown) => setFailure(errorText(error, t.loadFailed)));
    }
  }, [from, to, reads, snapshots]);

  async function restore(revision: RevisionSummary) {
    setBusy(true);
    try {
      await onRestore(revision);
      setRestoring(null);
      await load();
    } catch (error) {
      setRestoring(null);
      setFailure(errorText(error, t.restoreFailed));
    } finally {
      setBusy(false);
    }
  }

  const older = from === null ? undefined : snapshots.get(from);
  const newer = to === null ? undefined : snapshots.get(to);
  const diffs = older && newer ? revisionDiff(older.snapshot, newer.snapshot) : null;
  const options = (revisions ?? []).map((revision) => ({
    value: String(revision.id),
    label: format(t.option, { waktu: dateTimeWib(revision.createdAt, 'seconds'), name: who(revision) }),
  }));

  return (
    <section ref={section} className="admin-card admin-history" aria-labelledby={headingId} tabIndex={-1}>
      <Heading id={headingId}>{t.title}</Heading>
      <p className="form-text">{texts.intro}</p>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      {revisions === null ? (
        !failure && <Loading />
      ) : revisions.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <>
          <DataTable
            caption={t.title}
            compact
            rows={revisions}
            rowKey={(revision) => revision.id}
            columns={[
              {
                header: t.column.time,
                cell: (revision, index) => (
                  <>
                    {dateTimeWib(revision.createdAt, 'seconds')} {index === 0 && t.newest}
                  </>
                ),
              },
              { header: t.column.by, cell: who },
              { header: t.column.title, cell: (revision) => revision.title },
              { header: t.column.size, cell: (revision) => size(revision.size) },
              {
                header: t.column.action,
                cell: (revision, index) => (
                  <>
                    {index > 0 && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        onClick={() => setRestoring(revision)}
                      >
                        {t.restore}
                      </button>
                    )}
                  </>
                ),
              },
            ]}
          />
          <div className="row g-2 mb-3">
            <LabelledSelect
              className="col-md-6"
              label={t.compareFrom}
              value={String(from ?? '')}
              options={options}
              onChange={(value) => setFrom(Number(value))}
            />
            <LabelledSelect
              className="col-md-6"
              label={t.compareTo}
              value={String(to ?? '')}
              options={options}
              onChange={(value) => setTo(Number(value))}
            />
          </div>
          <DiffView diffs={diffs} />
        </>
      )}
      <ConfirmDialog
        show={restoring !== null}
        title={t.restoreTitle}
        text={format(texts.restoreQuestion, { waktu: dateTimeWib(restoring?.createdAt ?? '', 'seconds') })}
        confirmLabel={t.restoreConfirm}
        busy={busy}
        onConfirm={() => {
          if (restoring) void restore(restoring);
        }}
        onCancel={() => setRestoring(null)}
      />
    </section>
  );
}
