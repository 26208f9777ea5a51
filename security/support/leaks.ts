// What an answer must never carry, whatever its status (DESIGN.md: "A 500 never leaks a stack or SQL").
// The inputs the checks send hold none of these words, so an echo of the input cannot match.

const PATTERNS: [string, RegExp][] = [
  // A stack's lines, raw or inside a JSON string ("\\n    at foo (/x.ts:1:2)").
  ['stack trace', /(?:\\n|\n)\s+at [^\n]*?(:\d+:\d+\)?|\(native\)|\(node:)/],
  ['stack trace', /^\s{2,}at [\w$.<>[\] ]+ \(/m],
  ['source path', /\/apps\/(api|web)\/(src|dist)\/|\/packages\/(db|contracts)\/src\/|node_modules\/|\bfile:\/\/\//],
  ['source path', /\.(ts|js|mjs|cjs):\d+:\d+/],
  ['SQL', /\bSELECT\b[\s\S]{0,300}\bFROM\b/],
  ['SQL', /\bINSERT INTO\b|\bDELETE FROM\b|\bUPDATE\s+"?\w+"?\s+SET\b|\bRETURNING\b/],
  [
    'SQL',
    /syntax error at or near|violates (unique|foreign key|not-null|check|exclusion) constraint|invalid input syntax for|duplicate key value|relation "\w+" does not exist|column "\w+" (of relation|does not exist)|out of range for type|invalid byte sequence for encoding|unsupported Unicode escape sequence/i,
  ],
  ['PostgreSQL error', /\bSQLSTATE\b|"(sqlState|routine)"\s*:|"severity"\s*:\s*"(ERROR|FATAL)"/],
  ['driver error', /\b(DrizzleQueryError|DatabaseError|QueryFailedError|error: .* at character \d+)\b|Failed query:/],
  ['error object', /"(stack|stackTrace)"\s*:/],
];

/** An error answer is `{ message, error, errors? }`: a five-character `code` there is PostgreSQL's (23505…). */
const PG_CODE = /"code"\s*:\s*"[0-9A-Z]{2}[0-9][0-9A-Z]{2}"/;

const TEXTUAL = /json|text|html|xml|javascript|^$/;

/** The kinds of leak an answer body shows ('' when none); binary answers (PDF, spreadsheets) are skipped. */
export function leakIn(status: number, contentType: string | undefined, body: string): string {
  if (!TEXTUAL.test((contentType ?? '').split(';')[0]!.trim())) return '';
  const found = new Set<string>();
  for (const [kind, re] of PATTERNS) if (re.test(body)) found.add(kind);
  if (status >= 400 && PG_CODE.test(body)) found.add('PostgreSQL error code');
  return [...found].join(', ');
}
