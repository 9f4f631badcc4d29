import type { z } from 'zod';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { faqFieldsSchema, type FaqRecord, type TablePage } from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import { formValues } from '../forms/form-values';
import { RichTextField } from '../forms/rich-text-field';
import { useTableUrl } from '../hooks/use-table-url';
import type { RecordKind } from '../records/record-kind';
import { deleteTitle } from '../records/record-texts';
import { RecordSection } from '../records/record-section';
import { TABLES } from '../screens/table-keys';

type FaqValues = z.input<typeof faqFieldsSchema>;
type FaqData = z.output<typeof faqFieldsSchema>;
const a = adminMessages;
const failure = messages.adminError;

export const FAQ_KIND: RecordKind<FaqRecord, FaqValues, FaqData> = {
  unsavedKey: 'faq',
  nameOf: (row) => row.question,
  schema: faqFieldsSchema,
  empty: formValues(faqFieldsSchema, undefined, {}),
  toValues: (row) => formValues(faqFieldsSchema, row, {}),
  fields: [
    { name: 'question', label: a.field.question, required: true },
    { name: 'group', label: a.field.group, hint: a.hint.faqGroup },
    { render: () => <RichTextField name="answer" label={a.field.answer} /> },
  ],
  // A new question goes last; Naik, Turun or a drag move it.
  save: (data, { editingId }) => (editingId !== null ? api.faq.update(editingId, data) : api.faq.add(data)),
  remove: (row) => api.faq.remove(row.id),
  restore: (row) => api.trash.restore('faq', row.id),
  table: 'faq',
  columns: [
    { header: a.column.question, cell: (row) => row.question, sort: 'question' },
    { header: a.column.group, cell: (row) => row.group, sort: 'group' },
  ],
  reorder: { order: api.faq.order, reorder: api.faq.reorder, name: (row) => row.question },
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

/**
 * FAQ: questions with rich-text answers and an optional group, in the order the public page shows
 * them; the table moves an entry with Naik and Turun (or a drag), as the other placed lists do.
 * Loaded on its own (see section-view): it holds the editor.
 */
export default function FaqSection({ page }: { page: TablePage<FaqRecord> }) {
  const table = useTableUrl(TABLES.faq.key);
  return (
    <RecordSection
      kind={FAQ_KIND}
      page={page}
      table={table}
      listIntro={<p className="text-body-secondary">{a.faq.intro}</p>}
    />
  );
}
