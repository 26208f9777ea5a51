import { asText, type CellValue } from './pds-workbook.grid';

// What people type into the form's cells, as the PDS's fields: "N/A" and dashes are nothing, dates come as text
// (dd/mm/yyyy as the form asks, mm/dd/yyyy when the day cannot be a month, ISO), as date cells or as Excel serials,
// numbers come as text, checkboxes are ticked with a character.

const NOTHING = /^(n\s*\/?\s*a|none|nil|-+|—|–|\.|not applicable)$/i;

/** The text of a cell, or null when it holds nothing or says so ("N/A", "-", "none"). */
export function textOf(v: CellValue | undefined): string | null {
  if (v instanceof Date) return isoOf(v);
  const text = asText(v);
  return !text || NOTHING.test(text) ? null : text;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

function validIso(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 ? isoOf(date) : null;
}

/** Excel counts days from 30 December 1899 (its 1900 leap-year bug folded in). */
const fromSerial = (n: number) => isoOf(new Date(Date.UTC(1899, 11, 30) + Math.round(n) * 86_400_000));

export type DateReading = { iso: string | null; present?: boolean; unreadable?: string };

/**
 * A date as typed. Answers the ISO date, `present` for "present"/"to date" (an entry still going on), or the text it
 * could not read, so the problem can quote it.
 */
export function dateOf(v: CellValue | undefined): DateReading {
  if (v instanceof Date) return { iso: isoOf(v) };
  if (typeof v === 'number') return v > 0 && v < 2_958_466 ? { iso: fromSerial(v) } : { iso: null, unreadable: String(v) };
  const text = textOf(v);
  if (!text) return { iso: null };
  if (/^(present|to date|up to present|current|date)$/i.test(text)) return { iso: null, present: true };
  if (/^\d{5}(\.\d+)?$/.test(text)) return { iso: fromSerial(Number(text)) };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  if (iso) return orUnreadable(validIso(+iso[1]!, +iso[2]!, +iso[3]!), text);
  const parts = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (!parts) return { iso: null, unreadable: text };
  const [a, b, y] = [+parts[1]!, +parts[2]!, +parts[3]!];
  // The form asks for dd/mm/yyyy; a first number above 12 cannot be a month either way, and a second one
  // above 12 can only be a day: then the person wrote mm/dd/yyyy.
  const [day, month] = b > 12 && a <= 12 ? [b, a] : [a, b];
  return orUnreadable(validIso(y, month, day), text);
}

const orUnreadable = (iso: string | null, text: string): DateReading => (iso ? { iso } : { iso: null, unreadable: text });

/** A number as typed ("1,250.50", "₱ 25,000", "1.68 m", "24 hrs"); the text itself when it is not one. */
export function numberOf(v: CellValue | undefined): number | string | null {
  if (typeof v === 'number') return v;
  const text = textOf(v);
  if (!text) return null;
  const cleaned = text
    .replace(/^(php|₱|p)\s*/i, '')
    .replace(/,/g, '')
    .replace(/\s*(m|kg|kgs|hrs?|hours?|cm)\.?$/i, '');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : text;
}

/** A year as typed (a year cell, "2015", a whole date whose year is meant). */
export function yearOf(v: CellValue | undefined): number | string | null {
  if (v instanceof Date) return v.getUTCFullYear();
  if (typeof v === 'number') return v > 3000 ? Number(fromSerial(v).slice(0, 4)) : v;
  const text = textOf(v);
  if (!text) return null;
  if (/^\d{4}$/.test(text)) return Number(text);
  const date = dateOf(text);
  return date.iso ? Number(date.iso.slice(0, 4)) : text;
}

/** The characters people tick a box with, typed in the box or before the option's word. */
const TICK = /^[☑☒■✓✔✗✘xX/•●▪√]$/;
const TICKED_PREFIX = /^\s*[☑☒■✓✔✗✘xX•●▪√]\s*(?=\S)/;
const UNTICKED_PREFIX = /^\s*[☐□○◯]\s*/;

export const isTick = (text: string): boolean => TICK.test(text.trim());

/** An option's cell ("☑ Male", "x Single") and whether its box is ticked. */
export function option(text: string): { word: string; ticked: boolean } {
  if (UNTICKED_PREFIX.test(text)) return { word: text.replace(UNTICKED_PREFIX, '').trim(), ticked: false };
  if (TICKED_PREFIX.test(text) && !/^x\w/i.test(text.trim())) return { word: text.replace(TICKED_PREFIX, '').trim(), ticked: true };
  return { word: text.trim(), ticked: false };
}

/** "Y", "Yes", "Government" … as a yes/no; null when it says neither. */
export function yesNo(v: CellValue | undefined): boolean | null {
  const text = textOf(v);
  if (text == null) return null;
  if (/^(y|yes|oo|true|gov'?t|government|✓|✔|☑)$/i.test(text)) return true;
  if (/^(n|no|hindi|false|private)$/i.test(text)) return false;
  return null;
}
