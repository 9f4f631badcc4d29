import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import { format, messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { faqFieldsSchema, type FaqRecord } from '../../../shared/schemas';
import { api, errorText } from '../../lib/api-client';
import { RichTextField } from '../forms/rich-text-field';
import type { RecordKind } from '../records/record-kind';
import { deleteTitle } from '../records/record-texts';
import { RecordSection } from '../records/record-section';

type FaqValues = z.input<typeof faqFieldsSchema>;
type FaqData = z.output<typeof faqFieldsSchema>;
type Direction = 'up' | 'down';
const a = adminMessages;
const failure = messages.adminError;

/** Naik and Turun: one place up or down the list (buttons, so the keyboard moves entries too). */
function MoveButtons({
  row,
  index,
  count,
  onMove,
}: {
  row: FaqRecord;
  index: number;
  count: number;
  onMove: (row: FaqRecord, index: number, direction: Direction) => void;
}) {
  const button = (direction: Direction, label: string, text: string, disabled: boolean) => (
    <button
      type="button"
      className="btn btn-sm btn-outline-secondary"
      aria-label={format(label, { question: row.question })}
      data-faq-move={`${row.id}:${direction}`}
      disabled={disabled}
      onClick={() => onMove(row, index, direction)}
    >
      {text}
    </button>
  );
  return (
    <div className="btn-group" role="group" aria-label={a.column.order}>
      {button('up', a.faq.moveUpLabel, a.action.moveUp, index === 0)}
      {button('down', a.faq.moveDownLabel, a.action.moveDown, index === count - 1)}
    </div>
  );
}

function faqKind(
  rows: readonly FaqRecord[],
  onMove: (row: FaqRecord, index: number, direction: Direction) => void,
): RecordKind<FaqRecord, FaqValues, FaqData> {
  const indexOf = new Map(rows.map((row, index) => [row.id, index]));
  return {
    unsavedKey: 'faq',
    nameOf: (row) => row.question,
    schema: faqFieldsSchema,
    empty: { question: '', answer: '', group: '' },
    toValues: (row) => ({ question: row.question, answer: row.answer, group: row.group }),
    fields: [
      { name: 'question', label: a.field.question, required: true },
      { name: 'group', label: a.field.group, hint: a.hint.faqGroup },
      { render: () => <RichTextField name="answer" label={a.field.answer} /> },
    ],
    // A new question goes last; Naik and Turun move it.
    save: (data, { editingId }) => (editingId !== null ? api.faq.update(editingId, data) : api.faq.add(data)),
    remove: (row) => api.faq.remove(row.id),
    restore: (row) => api.trash.restore('faq', row.id),
    columns: [
      { header: a.column.question, cell: (row) => row.question },
      { header: a.column.group, cell: (row) => row.group },
      {
        header: a.column.order,
        cell: (row) => <MoveButtons row={row} index={indexOf.get(row.id) ?? 0} count={rows.length} onMove={onMove} />,
      },
    ],
    texts: {
      heading: { add: a.section.addFaq, edit: a.section.editFaq },
      list: a.section.faqList,
      deleteTitle: deleteTitle('FAQ'),
      saved: { add: a.success.faqCreated, edit: a.success.faqUpdated },
      saveFailed: { add: failure.create, edit: failure.update },
      deleteQuestion: messages.confirm.deleteData,
      deleted: a.trash.movedFaq,
      deleteFailed: failure.delete,
    },
  };
}

/**
 * FAQ: questions with rich-text answers and an optional group, in the order the public page shows
 * them; Naik and Turun move an entry one place (said aloud through a live region, the focus staying
 * on the moved entry's button). Loaded on its own (see section-view): it holds the editor.
 */
export default function FaqSection({ rows }: { rows: FaqRecord[] }) {
  const revalidator = useRevalidator();
  const [said, setSaid] = useState('');
  const moving = useRef(false);
  /** The button to focus once the list shows the move: the moved entry's, in the direction it went. */
  const focusNext = useRef<{ id: number; direction: Direction } | null>(null);

  const move = useCallback(
    async (row: FaqRecord, index: number, direction: Direction) => {
      if (moving.current) return;
      moving.current = true;
      const position = direction === 'up' ? index - 1 : index + 1;
      try {
        await api.faq.update(row.id, { position });
        focusNext.current = { id: row.id, direction };
        await revalidator.revalidate();
        setSaid(format(a.faq.moved, { question: row.question, position: position + 1 }));
      } catch (error) {
        setSaid(errorText(error, a.faq.moveFailed));
      } finally {
        moving.current = false;
      }
    },
    [revalidator],
  );

  // The moved row's button left the focus as the row moved: give it back (the other one at an end).
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const other: Direction = target.direction === 'up' ? 'down' : 'up';
    const find = (direction: Direction) =>
      document.querySelector<HTMLButtonElement>(`[data-faq-move="${target.id}:${direction}"]`);
    const button = find(target.direction);
    (button && !button.disabled ? button : find(other))?.focus();
  }, [rows]);

  const kind = useMemo(() => faqKind(rows, (row, index, direction) => void move(row, index, direction)), [rows, move]);
  return (
    <RecordSection
      kind={kind}
      rows={rows}
      listTools={
        <>
          <p className="text-body-secondary">{a.faq.intro}</p>
          <p className="visually-hidden" aria-live="polite">
            {said}
          </p>
        </>
      }
    />
  );
}
