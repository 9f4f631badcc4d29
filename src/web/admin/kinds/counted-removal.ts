import { format } from '../../../shared/messages';
import { errorText } from '../../lib/api/call';
import type { NoticeValue } from '../components/notice';
import type { useConfirmedAction } from '../hooks/use-confirmed-action';

/** The texts of removing a row of a survey whose answers go with it. */
export interface CountedRemovalTexts {
  /** Asked when it has no answers; `names` fill it. */
  question: string;
  /** Asked when it has some: `names` and `{count}` fill it. */
  questionWithAnswers: string;
  confirm: string;
  /** The button when answers go too: `{count}` fills it. */
  confirmWithAnswers: string;
  removed: string;
  failed: string;
}

/**
 * Asks to remove a row of a survey (a period, a question of the staff's own) saying how many answers go
 * with it, and sends that number: the server removes the row only while it is still the number of its
 * answers (one arriving meanwhile is refused, with the new number). Then says how it went and reads the
 * survey again.
 */
export function askCountedRemoval(options: {
  ask: ReturnType<typeof useConfirmedAction>['ask'];
  answers: number;
  texts: CountedRemovalTexts;
  /** What the questions name the row by (`{name}`, `{prompt}`). */
  names: Record<string, string>;
  remove: (answers: number) => Promise<unknown>;
  /** After the row is gone (a form still editing it is closed). */
  onRemoved: () => void;
  notify: (notice: NoticeValue) => void;
  refresh: () => Promise<void>;
}): void {
  const { answers: count, texts, names } = options;
  options.ask({
    question: count === 0 ? format(texts.question, names) : format(texts.questionWithAnswers, { ...names, count }),
    confirmLabel: count === 0 ? texts.confirm : format(texts.confirmWithAnswers, { count }),
    run: async () => {
      try {
        await options.remove(count);
        options.onRemoved();
        options.notify({ variant: 'success', text: texts.removed });
      } catch (error) {
        options.notify({ variant: 'danger', text: errorText(error, texts.failed) });
      }
      await options.refresh();
    },
  });
}
