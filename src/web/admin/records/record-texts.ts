import { format, messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import type { AddEdit, RecordKind } from './record-kind';

const a = adminMessages;
const failure = messages.adminError;

/** The same text whether adding or editing. */
export const both = (text: string): AddEdit => ({ add: text, edit: text });

type Texts = RecordKind<{ id: number }, Record<string, string>, unknown>['texts'];
type NamedTexts = Pick<Texts, 'heading' | 'list' | 'saved' | 'deleted'>;
type OutcomeTexts = Pick<Texts, 'saved' | 'saveFailed' | 'deleteQuestion' | 'deleted' | 'deleteFailed'>;

/**
 * The texts of a list named by what its records are ("Panduan", "Video"): "Tambah Panduan",
 * "Daftar Panduan", "Panduan berhasil ditambahkan.", "Panduan dipindahkan ke Sampah." (every such list
 * has a trash).
 */
export function namedTexts(noun: string): NamedTexts {
  return {
    heading: { add: format(a.section.addNoun, { noun }), edit: format(a.section.editNoun, { noun }) },
    list: format(a.section.nounList, { noun }),
    saved: { add: format(a.success.nounCreated, { noun }), edit: format(a.success.nounUpdated, { noun }) },
    deleted: format(a.trash.movedNoun, { noun }),
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
export const IMAGE_DELETE_TEXTS: Pick<OutcomeTexts, 'deleteQuestion' | 'deleted' | 'deleteFailed'> = {
  deleteQuestion: messages.confirm.deleteImage,
  deleted: a.success.imageDeleted,
  deleteFailed: failure.deleteImage,
};
