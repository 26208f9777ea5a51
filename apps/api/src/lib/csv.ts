import { parse as parseCsv } from 'csv-parse/sync';

// Every CSV the product reads (a device's export, opening leave balances) goes through csv-parse here, never a split
// on commas or lines: what spreadsheet programs write (quotes, doubled quotes, line breaks inside a cell, a BOM) is
// read as they read it.

/** The reason a record that opens a quote and never closes it is skipped (it runs to the end of the file). */
export const UNCLOSED_QUOTE = 'The line is not a CSV record: a quote is not closed.';

/** Spreadsheets save with commas, semicolons or tabs depending on the computer's region: the header line tells. */
export function delimiterOf(text: string): string {
  const header =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\n|\r/)
      .find((line) => line.trim()) ?? '';
  return [',', ';', '\t'].map((d) => ({ d, n: header.split(d).length })).sort((a, b) => b.n - a.n)[0]!.d;
}

/** A record of a CSV file: its fields, the line it starts on, and its text as the file has it. */
export type CsvRecord = { line: number; text: string; fields: string[] };

/**
 * The records of a CSV file as a spreadsheet program saved it (csv-parse): a quoted field may hold the delimiter
 * ("Dela Cruz, Ana"), doubled quotes, and line breaks (a cell typed with Alt+Enter), so a record can span lines and
 * is numbered by the line it starts on. A quote never closed makes the rest of the file one field: that record is
 * returned apart, to be skipped with its reason, and the records before it stand.
 */
export function readCsv(text: string, delimiter = ','): { records: CsvRecord[]; unclosed: Omit<CsvRecord, 'fields'> | null } {
  const records: CsvRecord[] = [];
  let lastLine = 0;
  try {
    parseCsv(text, {
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
      raw: true,
      // With info and raw, each record arrives as { record, info, raw } (csv-parse's types give the bare record).
      on_record: (entry: unknown) => {
        const { record, info, raw } = entry as { record: string[]; info: { lines: number }; raw: string };
        const own = raw.replace(/(\r\n|\n|\r)$/, '');
        records.push({ line: info.lines - own.split(/\r\n|\n|\r/).length + 1, text: own.trim(), fields: record });
        lastLine = info.lines;
        return null;
      },
    });
    return { records, unclosed: null };
  } catch (err) {
    if ((err as { code?: string }).code !== 'CSV_QUOTE_NOT_CLOSED') throw err;
    // The unclosed record starts at the first line with text after the last whole record.
    const lines = text.split(/\r\n|\n|\r/);
    let start = lastLine;
    while (start < lines.length - 1 && !lines[start]!.trim()) start++;
    return { records, unclosed: { line: start + 1, text: lines.slice(start).join('\n').trim() } };
  }
}
