import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import type { AddEdit, RecordKind } from './record-kind';

const a = adminMessages;
const failure = messages.adminError;

/** The same text whether adding or editing. */
export const both = (text: string): AddEdit => ({ add: text, edit: text });

type OutcomeTexts = Pick<
  RecordKind<{ id: number }, Record<string, string>, unknown>['texts'],
  'saved' | 'saveFailed' | 'deleteQuestion' | 'deleted' | 'deleteFailed'
>;

/** SPEC §5's texts for plain data rows (file links, videos). */
export const DATA_OUTCOMES: OutcomeTexts = {
  saved: { add: a.success.created, edit: a.success.updated },
  saveFailed: { add: failure.create, edit: failure.update },
  deleteQuestion: messages.confirm.deleteData,
  deleted: a.success.deleted,
  deleteFailed: failure.delete,
};

/** SPEC §5's delete texts for images (slides, organisation chart). */
export const IMAGE_DELETE_TEXTS: Pick<OutcomeTexts, 'deleteQuestion' | 'deleted' | 'deleteFailed'> = {
  deleteQuestion: messages.confirm.deleteImage,
  deleted: a.success.imageDeleted,
  deleteFailed: failure.deleteImage,
};
