import { fieldErrorsOf, firstFieldError } from '../../shared/schemas/field-errors';
import { supersessionContext, supersessionSchema } from '../../shared/schemas/supersession';
import { ValidationError } from './errors';

/**
 * Refuses a successor ("Diganti oleh") that is not a live record of the same list, the record itself,
 * or one of the record's own successors (a loop), with the shared rule the admin form runs too. `list`
 * is every record of the list with its stored successor (services read it in the write's transaction).
 */
export function assertSuccessorAllowed(
  list: readonly { id: number; superseded_by: number | null; live: boolean }[],
  id: number | null,
  successor: number | null | undefined,
): void {
  if (successor === undefined || successor === null) return;
  const checked = supersessionSchema(supersessionContext(list, id)).safeParse({ superseded_by: successor });
  if (checked.success) return;
  const fieldErrors = fieldErrorsOf(checked.error.issues);
  throw new ValidationError(firstFieldError(fieldErrors), fieldErrors);
}
