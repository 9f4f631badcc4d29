import { format, messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import type { AddEdit, RecordKind } from './record-kind';

const a = adminMessages;
const failure = messages.adminError;

/** The same text whether adding or editing. */
export const both = (text: string): AddEdit => ({ add: text, edit: text });

type Texts = RecordKind<{ id: number }, Record<string, string>, unknown>['texts'];
type NamedTexts = Pick<Texts, 'heading' | 'list' | 'saved' | 'deleted' | 'deleteTitle'>;
type OutcomeTexts = Pick<Texts, 'saved' | 'saveFailed' | 'deleteQuestion' | 'deleted' | 'deleteFailed'>;

/**
 * The title of a delete question, naming the record: 'Hapus Panduan "SK 2026"?', or 'Hapus Slide ini?'
 * for one without a name. SPEC §5's question stays the dialog's text under it.
 */
export function deleteTitle(noun: string): (name: string) => string {
  return (name) =>
    name.trim() ? format(a.deleteTitle.named, { noun, name }) : format(a.deleteTitle.unnamed, { noun });
}

/**
 * The texts of a list named by what its records are ("Panduan", "Video"): "Tambah Panduan",
 * "Daftar Panduan", "Panduan berhasil ditambahkan.", "Panduan dipindahkan ke Sampah." (every such list
 * has a trash), 'Hapus Panduan "…"?'.
 */
export function namedTexts(noun: string): NamedTexts {
  return {
    heading: { add: format(a.section.addNoun, { noun }), edit: format(a.section.editNoun, { noun }) },
    list: format(a.section.nounList, { noun }),
    saved: { add: format(a.success.nounCreated, { noun }), edit: format(a.success.nounUpdated, { noun }) },
    deleted: format(a.trash.movedNoun, { noun }),
    deleteTitle: deleteTitle(noun),
  };
}

/** Plain data rows (file links, videos): named by their noun; SPEC §5's question and §8's failures as they are. */
export function dataTexts(noun: string): NamedTexts & OutcomeTexts {
  return {
    ...namedTexts(noun),
    saveFailed: { add: failure.create, edit: failure.update },
    deleteQuestion: messages.confirm.deleteData,
    deleteFailed: failure.delete,
  };
}

/** SPEC §5's delete texts for images (slides, organisation chart). */
export const IMAGE_DELETE_TEXTS: Pick<Texts, 'deleteQuestion' | 'deleteTitle' | 'deleted' | 'deleteFailed'> = {
  deleteTitle: deleteTitle(a.deleteTitle.image),
  deleteQuestion: messages.confirm.deleteImage,
  deleted: a.success.imageDeleted,
  deleteFailed: failure.deleteImage,
};
