import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Wrong usage of a command: it prints the reason and its usage, and exits with code 2. */
export class UsageError extends Error {}

/**
 * `node:util` parseArgs, strict: an unknown option, an option without its value or a stray
 * positional argument becomes a UsageError with Node's own explanation, instead of a failure.
 */
export function parseCommandLine<const T extends Omit<ParseArgsConfig, 'strict'>>(
  config: T,
): ReturnType<typeof parseArgs<T & { strict: true }>> {
  try {
    return parseArgs({ ...config, strict: true });
  } catch (error) {
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS_')) {
      throw new UsageError(error.message);
    }
    throw error;
  }
}

/**
 * One positional argument for each of `names` (as the usage calls them), or a UsageError naming
 * what is missing or extra.
 */
export function expectPositionals(positionals: string[], names: string[]): string[] {
  if (positionals.length < names.length) {
    throw new UsageError(`missing ${names.slice(positionals.length).join(' and ')}`);
  }
  if (positionals.length > names.length) {
    throw new UsageError(`unexpected argument ${JSON.stringify(positionals[names.length])}`);
  }
  return positionals;
}
