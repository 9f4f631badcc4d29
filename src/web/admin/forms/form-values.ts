/** The empty value of each text field, for a form in add mode. */
export function blankValues<K extends string>(names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, ''])) as Record<K, string>;
}

/** A record's values for the form's fields, so Edit fills whatever fields the schema has. */
export function pickValues<R extends Record<K, string>, K extends string>(
  row: R,
  names: readonly K[],
): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) values[name] = row[name];
  return values;
}
