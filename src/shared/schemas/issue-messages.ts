import { z } from 'zod';
import { format, messages } from '../messages';

const m = messages.validation.issue;
type Issue = z.core.$ZodRawIssue;

/** What a value of the expected kind is called when it came as something else. */
const NOT_OF_TYPE: Partial<Record<string, string>> = {
  string: m.notText,
  number: m.notNumber,
  int: m.notInteger,
  bigint: m.notInteger,
  nan: m.notNumber,
  boolean: m.notBoolean,
  object: m.notObject,
  record: m.notObject,
  map: m.notObject,
  array: m.notList,
  tuple: m.notList,
  set: m.notList,
  file: m.notFile,
  date: m.notDate,
};

const SIZED = new Set(['array', 'set', 'map']);

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') {
    if (issue.exact) return format(m.textLength, { length: min });
    return min <= 1 ? m.required : format(m.textTooShort, { min });
  }
  if (SIZED.has(issue.origin)) return format(m.tooFewItems, { min });
  if (issue.origin === 'file') return m.invalid;
  return format(issue.inclusive === false ? m.numberNotAbove : m.numberTooSmall, { min });
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') {
    return issue.exact ? format(m.textLength, { length: max }) : format(m.textTooLong, { max });
  }
  if (SIZED.has(issue.origin)) return format(m.tooManyItems, { max });
  if (issue.origin === 'file') return m.fileTooLarge;
  return format(issue.inclusive === false ? m.numberNotBelow : m.numberTooBig, { max });
}

/**
 * The Indonesian message of a validation problem that its rule gives no message of its own, from the
 * catalogue: one text per kind of problem (missing, wrong type, too small, too long, not an option,
 * not a URL...). Rules with a message naming their field keep it; this only fills the gaps, so no
 * English text of the library reaches a form or an API answer.
 */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      // A whole body that is missing or no object: say what it must be, not that "it" is required.
      if ((issue.input === undefined || issue.input === null) && (issue.path?.length ?? 0) > 0) return m.required;
      return NOT_OF_TYPE[issue.expected] ?? m.wrongType;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_value':
      if (issue.values.length === 1) return m.invalidValue;
      return format(m.invalidOption, { options: issue.values.map(String).join(', ') });
    case 'invalid_format':
      if (issue.format === 'url') return m.invalidUrl;
      if (issue.format === 'email') return m.invalidEmail;
      return m.invalidFormat;
    case 'not_multiple_of':
      return format(m.notMultipleOf, { divisor: String(issue.divisor) });
    case 'unrecognized_keys':
      return format(m.unknownFields, { keys: issue.keys.join(', ') });
    default:
      return m.invalid;
  }
}

// One configuration for every zod schema of the process (zod keeps it on globalThis): the server's
// route validation and the admin's forms alike, since every shared schema module imports this one.
z.config({ customError: issueMessage });
