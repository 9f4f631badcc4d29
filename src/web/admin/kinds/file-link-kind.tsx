import type { z } from 'zod';
import type { FileType } from '../../../shared/constants/content';
import { adminMessages } from '../../../shared/messages/admin';
import { fileFieldsSchema, type FileRecord } from '../../../shared/schemas';
import { supersededByField, supersessionCheck, supersessionContext } from '../../../shared/schemas/supersession';
import { api } from '../../lib/api-client';
import { formValues } from '../forms/form-values';
import { ExternalLink } from '../records/cells';
import type { RecordKind } from '../records/record-kind';
import { dataTexts } from '../records/record-texts';
import { PdfUploadSlot } from './pdf-upload-slot';
import { replacedIds, StableLinkCell, SupersededBySelect, successorValue, VersionTitle } from './versions';

const a = adminMessages;

/** The shared fields, the successor as the form's select holds it ('' for none). */
const fields = fileFieldsSchema.extend({ superseded_by: supersededByField });
type FileLinkValues = z.input<typeof fields>;
type FileLinkData = z.output<typeof fields>;

/**
 * File-link screens (guides, decrees): Judul, Deskripsi, URL, Diganti oleh and the table of one file
 * type; headings and notices name the records by the screen's noun ("Tambah Panduan", "SK Rektor
 * berhasil ditambahkan."). `rows` are every record of the type: a successor is chosen among them.
 */
export function fileLinkKind(
  fileType: FileType,
  noun: string,
  rows: readonly FileRecord[],
): RecordKind<FileRecord, FileLinkValues, FileLinkData> {
  const records = rows.map((row) => ({ id: row.id, title: row.file_name, superseded_by: row.superseded_by ?? null }));
  const replaced = replacedIds(records);
  const schemaFor = (id: number | null) => fields.superRefine(supersessionCheck(supersessionContext(records, id)));
  return {
    unsavedKey: `file-link:${fileType}`,
    addressName: 'file',
    read: api.files.get,
    schema: schemaFor(null),
    editSchemaFor: (row) => schemaFor(row.id),
    empty: formValues(fields, undefined, { superseded_by: '' }),
    toValues: (row) => formValues(fields, row, { superseded_by: successorValue(row.superseded_by) }),
    fields: [
      { name: 'file_name', label: a.field.title, required: true },
      { name: 'file_description', label: a.field.description, multiline: true, required: true },
      { name: 'file_url', label: a.field.url, type: 'url', hint: a.hint.driveUrl, required: true },
      { render: () => <PdfUploadSlot kind="file" /> },
      { render: ({ editingRow }) => <SupersededBySelect records={records} editingId={editingRow?.id ?? null} /> },
    ],
    save: (data, { editingId }) =>
      editingId !== null ? api.files.update(editingId, data) : api.files.add({ ...data, file_type: fileType }),
    remove: (row) => api.files.remove(row.id),
    restore: (row) => api.trash.restore('file', row.id),
    table: 'file',
    columns: [
      {
        header: a.column.title,
        cell: (row) => <VersionTitle title={row.file_name} replaced={replaced.has(row.id)} />,
        sort: 'file_name',
      },
      { header: a.column.description, cell: (row) => row.file_description, sort: 'file_description' },
      { header: a.column.url, cell: (row) => <ExternalLink href={row.file_url} /> },
      {
        header: a.versions.stableLink,
        cell: (row) => <StableLinkCell kind="file" id={row.id} title={row.file_name} />,
      },
    ],
    nameOf: (row) => row.file_name,
    // The order of the public timeline (newest on top until placed).
    reorder: { ...api.files.ordering(fileType), name: (row) => row.file_name },
    texts: dataTexts(noun),
  };
}
