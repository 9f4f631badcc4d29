/**
 * Strings that break naively built SQL, LIKE patterns, paths or encodings. Every one must reach the
 * database as plain data (parameters, escaped LIKE) or be refused by validation; none may cause a 500.
 */
export const SQL_METACHARACTERS = [
  "'",
  '"',
  "' OR '1'='1",
  "1' OR 1=1 --",
  '1; DROP TABLE articles; --',
  "Robert'); DROP TABLE documents;--",
  "x' UNION SELECT username, password_hash FROM users --",
  '%',
  '_',
  '%_%',
  '\\',
  "\\'; --",
  '$1',
  '1e309',
  '-1',
  '0x7fffffffffffffff',
  'ünïcödé 日本語 😀 \u202e',
  'nul\u0000byte',
  '%00',
  '../../etc/passwd',
];
