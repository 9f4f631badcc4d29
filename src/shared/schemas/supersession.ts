import { z } from 'zod';
import { messages } from '../messages';
// Every schema module imports this one: the Indonesian messages for rules without their own.
import './issue-messages';

// Versions of documents and file links: a record may be "Diganti oleh" (superseded by) another record
// of the same list (the same file type, or the same document set). The rule below is the one the
// server runs in the write's transaction and the admin form runs before sending.

const v = messages.validation;

/**
 * The successor chosen: an id, or none (`null`, or `''` from the form's select). Beside SPEC's fields:
 * a body without it leaves the record's successor as it is.
 */
export const supersededByField = z
  .union(
    [
      z.literal('').transform(() => null),
      z.null(),
      z
        .union([
          z.number(),
          z
            .string()
            .regex(/^\d{1,10}$/)
            .transform(Number),
        ])
        .pipe(
          z
            .number()
            .int({ error: v.invalidSuccessor })
            .positive({ error: v.invalidSuccessor })
            .max(2_147_483_647, { error: v.invalidSuccessor }),
        ),
    ],
    { error: v.invalidSuccessor },
  )
  .describe(
    'The id of the record of the same list (file type, or document set) that replaces this one ("Diganti oleh"); ' +
      'null for the current version. Neither the record itself nor one of its own successors may be chosen.',
  );

/** What the rule needs to know of the list the record belongs to. */
export interface SupersessionContext {
  /** The record being saved; null for a new one. */
  id: number | null;
  /** Records of the list that may be chosen (live ones). */
  live: ReadonlySet<number>;
  /** The successor of each record of the list as stored (records in the trash too: a restore must not close a loop). */
  successors: ReadonlyMap<number, number | null>;
}

/**
 * The context of a record from the records of its list (each with its stored successor; `live` false for
 * one in the trash). The admin knows the live records of the screen; the server reads the whole list.
 */
export function supersessionContext(
  records: readonly { id: number; superseded_by: number | null; live?: boolean }[],
  id: number | null,
): SupersessionContext {
  return {
    id,
    live: new Set(records.filter((record) => record.live !== false).map((record) => record.id)),
    successors: new Map(records.map((record) => [record.id, record.superseded_by])),
  };
}

/** Why `target` cannot replace the record, or null when it can (none chosen is always fine). */
export function supersessionProblem(context: SupersessionContext, target: number | null): string | null {
  if (target === null) return null;
  if (target === context.id) return v.supersededBySelf;
  if (!context.live.has(target)) return v.invalidSuccessor;
  if (context.id === null) return null;
  // Following the successors from the target back to the record would make the versions a loop.
  const seen = new Set<number>();
  for (let next: number | null | undefined = target; next != null && !seen.has(next);) {
    if (next === context.id) return v.supersededByCycle;
    seen.add(next);
    next = context.successors.get(next);
  }
  return null;
}

/** The rule as a zod refinement of `{ superseded_by }`: its message lands on that field. */
export function supersessionCheck(context: SupersessionContext) {
  return (value: { superseded_by?: number | null | undefined }, ctx: z.RefinementCtx) => {
    const problem = supersessionProblem(context, value.superseded_by ?? null);
    if (problem) ctx.addIssue({ code: 'custom', path: ['superseded_by'], message: problem });
  };
}

/** The rule on its own, as the server runs it once it knows the list. */
export function supersessionSchema(context: SupersessionContext) {
  return z.object({ superseded_by: supersededByField.optional() }).superRefine(supersessionCheck(context));
}
