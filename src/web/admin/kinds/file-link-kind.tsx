import type { FileType } from '../../../shared/constants';
import { adminMessages } from '../../../shared/messages/admin';
import { fileFieldsSchema, type FileFields, type FileRecord } from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import { blankValues, pickValues } from '../forms/form-values';
import { ExternalLink } from '../records/cells';
import type { RecordKind } from '../records/record-kind';
import { dataTexts } from '../records/record-texts';

const FIELDS = fileFieldsSchema.keyof().options;
const a = adminMessages;

/**
 * File-link screens (guides, decrees): Judul, Deskripsi, URL and the table of one file type; headings
 * and notices name the records by the screen's noun ("Tambah Panduan", "SK Rektor berhasil ditambahkan.").
 */
export function fileLinkKind(fileType: FileType, noun: string): RecordKind<FileRecord, FileFields, FileFields> {
  return {
    unsavedKey: `file-link:${fileType}`,
    schema: fileFieldsSchema,
    empty: blankValues(FIELDS),
    toValues: (row) => pickValues(row, FIELDS),
    fields: [
      { name: 'file_name', label: a.field.title, required: true },
      { name: 'file_description', label: a.field.description, multiline: true, required: true },
      { name: 'file_url', label: a.field.url, type: 'url', hint: a.hint.driveUrl, required: true },
    ],
    save: (data, { editingId }) =>
      editingId !== null ? api.files.update(editingId, data) : api.files.add({ ...data, file_type: fileType }),
    remove: (row) => api.files.remove(row.id),
    restore: (row) => api.trash.restore('file', row.id),
    table: 'file',
    columns: [
      { header: a.column.title, cell: (row) => row.file_name, sort: 'file_name' },
      { header: a.column.description, cell: (row) => row.file_description, sort: 'file_description' },
      { header: a.column.url, cell: (row) => <ExternalLink href={row.file_url} /> },
    ],
    // The order of the public timeline (newest on top until placed).
    reorder: { ...api.files.ordering(fileType), name: (row) => row.file_name },
    texts: dataTexts(noun),
  };
}
