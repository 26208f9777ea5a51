import type { TWorkScheduleDefinition } from '@hris/contracts';
import PDFDocument from 'pdfkit';
import { useFormFonts, WITHOUT_STANDARD_FONT, type FormFont } from '../../lib/pdf-fonts';
import type { DtrDay } from '../../domain/dtr';
import { isoWeekday, toMinutes } from '../../domain/manila-time';
import type { Dtr } from './dtr.service';

// CS Form No. 48 (Daily Time Record) as the CSC prints it: two identical copies side by side on one long
// (legal) page, one page per employee. Times are written as the form is filled by hand: 12-hour h:mm
// without am/pm (the column says which half of the day it is).
//
// Drawn with pdfkit at fixed positions rather than through pdfmake's table layout (lib/pdf.ts): the form's
// geometry never changes, and a department's month (200 pages of 500 cells) must print in seconds —
// pdfmake measured 50–90 ms a page here, this 5–10 ms. Other documents keep using renderPdf.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const CERTIFICATION =
  'I certify on my honor that the above is a true and correct report of the hours of work performed, record of which was made daily at the time of arrival and departure from office.';

/** '13:05' → '1:05', '08:00' → '8:00', '12:30' → '12:30'. */
export function formTime(hhmm: string | null): string {
  if (!hhmm) return '';
  const minutes = toMinutes(hhmm);
  const hour = Math.floor(minutes / 60) % 12 || 12;
  return `${hour}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 'YYYY-MM' → 'November 2026'. */
export function monthName(month: string): string {
  const [y, m] = month.split('-');
  return `${MONTHS[Number(m) - 1]} ${y}`;
}

const sessionsText = (sessions: { start: string; end: string }[] | undefined) =>
  sessions?.length ? sessions.map((s) => `${formTime(s.start)}–${formTime(s.end)}`).join(', ') : '';

/** The official hours the form states, for regular days and for Saturdays. */
export function officialHours(s: TWorkScheduleDefinition): { regular: string; saturday: string } {
  if (s.kind === 'flexible') {
    const text = `Flexible: arrive ${formTime(s.arrival_from)}–${formTime(s.arrival_to)}, ${s.hours} hours`;
    return { regular: text, saturday: s.weekdays.includes('6') ? text : '' };
  }
  const weekday = (['1', '2', '3', '4', '5'] as const).find((d) => s.days[d]?.length);
  return { regular: sessionsText(weekday ? s.days[weekday] : undefined), saturday: sessionsText(s.days['6']) };
}

type Font = FormFont;

const PAGE = { width: 612, height: 1008 }; // legal, in points
const MARGIN = { x: 30, top: 36 };
const GAP = 28; // between the two copies
const COPY_WIDTH = (PAGE.width - 2 * MARGIN.x - GAP) / 2;
/** Day, A.M. arrival and departure, P.M. arrival and departure, undertime hours and minutes. */
const COLUMNS = (() => {
  const fixed = [18, 30, 32];
  const time = (COPY_WIDTH - fixed[0]! - fixed[1]! - fixed[2]!) / 4;
  return [fixed[0]!, time, time, time, time, fixed[1]!, fixed[2]!];
})();
const ROW = 17.5;
const LINE = 0.6;

/** Draws one copy of the form with its left edge at x. */
class CopyWriter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly x: number,
  ) {}

  /** Text in one line, centred in [x, x + width) (or left/right aligned), its top at y; too long → smaller. */
  text(text: string, x: number, y: number, width: number, font: Font, size: number, align: 'center' | 'left' | 'right' = 'center') {
    if (!text) return;
    let fontSize = size;
    this.doc.font(font).fontSize(fontSize);
    let measured = this.doc.widthOfString(text);
    if (measured > width - 2) {
      fontSize = Math.max(4.5, (size * (width - 2)) / measured);
      this.doc.fontSize(fontSize);
      measured = this.doc.widthOfString(text);
    }
    const left = align === 'center' ? x + (width - measured) / 2 : align === 'right' ? x + width - measured - 3 : x;
    this.doc.text(text, left, y + (size - fontSize) / 2, { lineBreak: false });
  }

  line(x1: number, y: number, x2: number, width = 0.7) {
    this.doc.lineWidth(width).moveTo(x1, y).lineTo(x2, y).stroke();
  }

  /** A signature line of 200 pt centred in the copy, with its caption under it and the signer's name, when known, over it. */
  signature(y: number, caption: string, name?: string) {
    const from = this.x + (COPY_WIDTH - 200) / 2;
    if (name) this.text(name.toUpperCase(), this.x, y - 10, COPY_WIDTH, 'Form-Bold', 8);
    this.line(from, y, from + 200);
    this.text(caption, this.x, y + 3, COPY_WIDTH, 'Form', 7.5);
  }

  draw(dtr: Dtr, inCharge: string | undefined) {
    const { doc, x } = this;
    const hours = officialHours(dtr.schedule);
    let y = MARGIN.top;
    this.text('Civil Service Form No. 48', x, y, COPY_WIDTH, 'Form-Italic', 7, 'left');
    y += 14;
    this.text('DAILY TIME RECORD', x, y, COPY_WIDTH, 'Form-Bold', 12);
    y += 15;
    this.text('-----o0o-----', x, y, COPY_WIDTH, 'Form', 8);
    y += 18;
    this.text(dtr.personnel.fullname.toUpperCase(), x, y, COPY_WIDTH, 'Form-Bold', 10);
    y += 12;
    this.signature(y, '(Name)');
    y += 20;
    // "For the month of November 2026", the month bold and underlined, centred as one line.
    const lead = 'For the month of ';
    const month = monthName(dtr.month);
    doc.font('Form').fontSize(8);
    const leadWidth = doc.widthOfString(lead);
    doc.font('Form-Bold');
    const monthWidth = doc.widthOfString(month);
    const start = x + (COPY_WIDTH - leadWidth - monthWidth) / 2;
    this.text(lead, start, y, leadWidth + 2, 'Form', 8, 'left');
    this.text(month, start + leadWidth, y, monthWidth + 2, 'Form-Bold', 8, 'left');
    this.line(start + leadWidth, y + 9, start + leadWidth + monthWidth, 0.5);
    y += 16;
    this.text('Official hours for arrival and departure', x, y, COPY_WIDTH, 'Form-Italic', 7.5, 'left');
    y += 11;
    for (const [label, value] of [
      ['Regular days:', hours.regular],
      ['Saturdays:', hours.saturday || '—'],
    ] as const) {
      this.text(label, x, y, 60, 'Form', 7.5, 'left');
      this.text(value, x + 60, y, COPY_WIDTH - 60, 'Form', 7.5, 'left');
      doc.font('Form').fontSize(7.5);
      this.line(x + 60, y + 8.5, x + 60 + Math.min(COPY_WIDTH - 60, doc.widthOfString(value)), 0.4);
      y += 11;
    }
    y += 6;
    y = this.table(dtr, y);
    y += 10;
    doc.font('Form').fontSize(7.5).text(CERTIFICATION, x, y, { width: COPY_WIDTH, align: 'justify' });
    y += 48;
    this.signature(y, dtr.personnel.fullname);
    y += 28;
    this.text('VERIFIED as to the prescribed office hours:', x, y, COPY_WIDTH, 'Form', 7.5, 'left');
    y += 32;
    this.signature(y, 'In Charge', inCharge);
  }

  /** The 31 days with the two header rows and the total; answers the y under it. */
  private table(dtr: Dtr, top: number): number {
    const { doc, x } = this;
    const edges = COLUMNS.reduce<number[]>((acc, w) => [...acc, acc[acc.length - 1]! + w], [x]);
    const at = (col: number) => edges[col]!;
    const span = (from: number, to: number) => at(to) - at(from);
    const rows = 2 + 31 + 1;
    const bottom = top + rows * ROW;
    doc.lineWidth(LINE);
    // Outer frame and the lines every row has.
    doc.rect(x, top, COPY_WIDTH, bottom - top).stroke();
    this.text('Day', at(0), top + ROW - 4, span(0, 1), 'Form-Bold', 8);
    this.text('A.M.', at(1), top + 5, span(1, 3), 'Form-Bold', 8);
    this.text('P.M.', at(3), top + 5, span(3, 5), 'Form-Bold', 8);
    this.text('Undertime', at(5), top + 5, span(5, 7), 'Form-Bold', 8);
    ['Arrival', 'Departure', 'Arrival', 'Departure', 'Hours', 'Minutes'].forEach((h, i) =>
      this.text(h, at(i + 1), top + ROW + 5, span(i + 1, i + 2), 'Form', 7),
    );
    // Header: the spanning groups' line, then the column lines below it.
    this.line(at(1), top + ROW, x + COPY_WIDTH, LINE);
    const byDay = new Map(dtr.days.map((d) => [Number(d.date.slice(8, 10)), d]));
    let y = top + 2 * ROW;
    const verticals: [number, number, number][] = [
      [at(1), top, bottom - ROW],
      [at(3), top, top + 2 * ROW],
      [at(5), top, bottom],
      [at(6), top + ROW, bottom],
    ];
    const splits: [number, number, number][] = [];
    for (let n = 1; n <= 31; n++) {
      this.line(x, y, x + COPY_WIDTH, LINE);
      this.dayRow(n, byDay.get(n), y, at, span, splits);
      y += ROW;
    }
    this.line(x, y, x + COPY_WIDTH, LINE);
    const charged = dtr.totals.late_minutes + dtr.totals.undertime_minutes;
    this.text('TOTAL', at(0), y + 5, span(0, 5), 'Form-Bold', 8, 'right');
    if (charged) {
      this.text(String(Math.floor(charged / 60)), at(5), y + 5, span(5, 6), 'Form-Bold', 8);
      this.text(String(charged % 60), at(6), y + 5, span(6, 7), 'Form-Bold', 8);
    }
    // Column lines: whole-height ones, and within each half the arrival/departure split where the day has times.
    doc.lineWidth(LINE);
    for (const [vx, from, to] of verticals) doc.moveTo(vx, from).lineTo(vx, to).stroke();
    doc
      .moveTo(at(2), top + ROW)
      .lineTo(at(2), top + 2 * ROW)
      .moveTo(at(4), top + ROW)
      .lineTo(at(4), top + 2 * ROW)
      .stroke();
    for (const [vx, from, to] of splits) doc.moveTo(vx, from).lineTo(vx, to);
    if (splits.length) doc.stroke();
    return bottom;
  }

  /** One day: its times, or why it has none written across the time columns (holiday, absent, Sunday). */
  private dayRow(
    n: number,
    day: DtrDay | undefined,
    y: number,
    at: (col: number) => number,
    span: (a: number, b: number) => number,
    splits: [number, number, number][],
  ) {
    const ty = y + 5;
    this.text(String(n), at(0), ty, span(0, 1), 'Form', 8);
    if (!day) {
      splits.push([at(2), y, y + ROW], [at(3), y, y + ROW], [at(4), y, y + ROW]);
      return;
    }
    const charged = day.late_minutes + day.undertime_minutes;
    if (charged) {
      this.text(String(Math.floor(charged / 60)), at(5), ty, span(5, 6), 'Form', 8);
      this.text(String(charged % 60), at(6), ty, span(6, 7), 'Form', 8);
    }
    if ([day.am_in, day.am_out, day.pm_in, day.pm_out].every((t) => t === null)) {
      const weekday = isoWeekday(day.date);
      const why = day.remarks ?? (weekday === '6' ? 'Saturday' : weekday === '7' ? 'Sunday' : '');
      if (!why) splits.push([at(2), y, y + ROW], [at(3), y, y + ROW], [at(4), y, y + ROW]);
      this.text(why, at(1), ty, span(1, 5), 'Form-Italic', 7);
      return;
    }
    // A half with no time at all carries the day's remarks (Absent (PM), Work suspended from 13:00) across its columns.
    const half = (col: number, first: string | null, second: string | null) => {
      if (first === null && second === null && day.remarks) {
        this.text(day.remarks, at(col), ty, span(col, col + 2), 'Form-Italic', 6);
        return;
      }
      splits.push([at(col + 1), y, y + ROW]);
      this.text(formTime(first), at(col), ty, span(col, col + 1), 'Form', 8);
      this.text(formTime(second), at(col + 1), ty, span(col + 1, col + 2), 'Form', 8);
    };
    splits.push([at(3), y, y + ROW]);
    half(1, day.am_in, day.am_out);
    half(3, day.pm_in, day.pm_out);
  }
}

/** Form 48 of one or more people: two copies side by side, a page each; `inCharge` names who verifies each person's hours. */
export function renderForm48(dtrs: Dtr[], inCharge: Map<number, string> = new Map()): Promise<Buffer> {
  const title =
    dtrs.length === 1
      ? `Daily Time Record — ${dtrs[0]!.personnel.fullname} — ${monthName(dtrs[0]!.month)}`
      : `Daily Time Records — ${monthName(dtrs[0]!.month)}`;
  const doc = useFormFonts(
    new PDFDocument({ size: 'LEGAL', margin: 0, autoFirstPage: false, info: { Title: title, Creator: 'HRIS' }, ...WITHOUT_STANDARD_FONT }),
  );
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const dtr of dtrs) {
    doc.addPage({ size: 'LEGAL', margin: 0 });
    const verifier = inCharge.get(dtr.personnel.id);
    new CopyWriter(doc, MARGIN.x).draw(dtr, verifier);
    new CopyWriter(doc, MARGIN.x + COPY_WIDTH + GAP).draw(dtr, verifier);
  }
  doc.end();
  return done;
}
