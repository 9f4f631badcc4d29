import { ApiError, errorText } from '../../lib/api-client';
import type { Notice } from '../hooks/use-entity-form';
import type { FieldErrors } from './validate';

/** The parts of a form a save touches (see useEntityForm). */
interface SavingForm {
  setBusy: (busy: boolean) => void;
  setNotice: (notice: Notice | null) => void;
  setErrors: (errors: FieldErrors) => void;
}

interface SaveSteps<R> {
  send: () => Promise<R>;
  /** Clears the form (add) or takes the saved values as its new start (settings). */
  onSaved: (result: R) => void;
  successText: (result: R) => string;
  failureText: string;
  /** Reloads the screen's data; a failure here is reported like a failed save. */
  reload?: () => Promise<unknown>;
  /** Runs whatever happened (the upload progress bar goes). */
  onSettled?: () => void;
}

/**
 * One save of an admin form: busy while sending, the message above the form saying how it went, and
 * the server's field messages next to the fields. A failed save leaves the values alone.
 */
export async function saveForm<R>(form: SavingForm, steps: SaveSteps<R>): Promise<void> {
  form.setBusy(true);
  form.setNotice(null);
  try {
    const result = await steps.send();
    steps.onSaved(result);
    form.setNotice({ variant: 'success', text: steps.successText(result) });
    await steps.reload?.();
  } catch (error) {
    if (error instanceof ApiError) form.setErrors(error.fieldErrors);
    form.setNotice({ variant: 'danger', text: errorText(error, steps.failureText) });
  } finally {
    form.setBusy(false);
    steps.onSettled?.();
  }
}
