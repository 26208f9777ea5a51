import type { TWorkScheduleDefinition } from '@hris/contracts';
import type { ContentCanvas, ContentStack, TableCell } from 'pdfmake/interfaces';
import type { DtrDay } from '../../domain/dtr';
import { isoWeekday, toMinutes } from '../../domain/manila-time';
import { renderPdf, type Content } from '../../lib/pdf';
import type { Dtr } from './dtr.service';

// CS Form No. 48 (Daily Time Record) as the CSC prints it: two identical copies side by side on one long
// (legal) page, one page per employee. Times are written as the form is filled by hand: 12-hour h:mm
// without am/pm (the column says which half of the day it is).

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

const cell = (text: string, more: Record<string, unknown> = {}): TableCell => ({ text, alignment: 'center', ...more }) as TableCell;
const filler = {} as TableCell;

/** One row of the table; a day with no time at all says why across the time columns (holiday, absent, Sunday). */
function dayRow(dayNumber: number, day: DtrDay | undefined): TableCell[] {
  if (!day) return [cell(String(dayNumber)), ...Array.from({ length: 6 }, () => cell(''))];
  const charged = day.late_minutes + day.undertime_minutes;
  const undertime = charged ? [cell(String(Math.floor(charged / 60))), cell(String(charged % 60))] : [cell(''), cell('')];
  if ([day.am_in, day.am_out, day.pm_in, day.pm_out].every((t) => t === null)) {
    const weekday = isoWeekday(day.date);
    const why = day.remarks ?? (weekday === '6' ? 'Saturday' : weekday === '7' ? 'Sunday' : '');
    return [cell(String(dayNumber)), cell(why, { colSpan: 4, fontSize: 7, italics: true }), filler, filler, filler, ...undertime];
  }
  // A half with no time at all carries the day's remarks (Absent (PM), Work suspended from 13:00) across its columns.
  const note = (first: string | null, second: string | null): TableCell[] =>
    first === null && second === null && day.remarks ? [cell(day.remarks, { colSpan: 2, fontSize: 6, italics: true }), filler] : [cell(formTime(first)), cell(formTime(second))];
  return [cell(String(dayNumber)), ...note(day.am_in, day.am_out), ...note(day.pm_in, day.pm_out), ...undertime];
}

function copy(dtr: Dtr): ContentStack {
  const hours = officialHours(dtr.schedule);
  const byDay = new Map(dtr.days.map((d) => [Number(d.date.slice(8, 10)), d]));
  const charged = dtr.totals.late_minutes + dtr.totals.undertime_minutes;
  const line = (width: number): ContentCanvas => ({ canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.7 }], alignment: 'center' });
  const blank = { text: ' ' };
  return {
    stack: [
      { text: 'Civil Service Form No. 48', italics: true, fontSize: 7 },
      { text: 'DAILY TIME RECORD', bold: true, fontSize: 12, alignment: 'center', margin: [0, 4, 0, 0] },
      { text: '-----o0o-----', alignment: 'center', margin: [0, 0, 0, 8] },
      { text: dtr.personnel.fullname.toUpperCase(), bold: true, fontSize: 10, alignment: 'center' },
      { columns: [{ width: '*', text: '' }, { width: 200, ...line(200) }, { width: '*', text: '' }] },
      { text: '(Name)', fontSize: 7, alignment: 'center', margin: [0, 1, 0, 6] },
      { text: [{ text: 'For the month of ' }, { text: monthName(dtr.month), bold: true, decoration: 'underline' }], alignment: 'center', margin: [0, 0, 0, 4] },
      { text: 'Official hours for arrival and departure', italics: true, fontSize: 7.5 },
      {
        table: { widths: [60, '*'], body: [[{ text: 'Regular days:', fontSize: 7.5 }, { text: hours.regular, fontSize: 7.5, decoration: 'underline' }], [{ text: 'Saturdays:', fontSize: 7.5 }, { text: hours.saturday || '—', fontSize: 7.5, decoration: 'underline' }]] },
        layout: 'noBorders',
        margin: [0, 0, 0, 6],
      },
      {
        table: {
          headerRows: 2,
          widths: [18, '*', '*', '*', '*', 30, 32],
          body: [
            [cell('Day', { rowSpan: 2, bold: true, margin: [0, 6, 0, 0] }), cell('A.M.', { colSpan: 2, bold: true }), filler, cell('P.M.', { colSpan: 2, bold: true }), filler, cell('Undertime', { colSpan: 2, bold: true }), filler],
            [filler, cell('Arrival', { fontSize: 7 }), cell('Departure', { fontSize: 7 }), cell('Arrival', { fontSize: 7 }), cell('Departure', { fontSize: 7 }), cell('Hours', { fontSize: 7 }), cell('Minutes', { fontSize: 7 })],
            ...Array.from({ length: 31 }, (_, i) => dayRow(i + 1, byDay.get(i + 1))),
            [cell('TOTAL', { colSpan: 5, bold: true, alignment: 'right' }), filler, filler, filler, filler, cell(charged ? String(Math.floor(charged / 60)) : '', { bold: true }), cell(charged ? String(charged % 60) : '', { bold: true })],
          ],
        },
        layout: { hLineWidth: () => 0.6, vLineWidth: () => 0.6, paddingTop: () => 4, paddingBottom: () => 4 },
      },
      { text: CERTIFICATION, fontSize: 7.5, alignment: 'justify', margin: [0, 10, 0, 22] },
      line(200),
      { text: dtr.personnel.fullname, fontSize: 7.5, alignment: 'center', margin: [0, 2, 0, 14] },
      { text: 'VERIFIED as to the prescribed office hours:', fontSize: 7.5, margin: [0, 0, 0, 22] },
      line(200),
      { text: 'In Charge', fontSize: 7.5, alignment: 'center', margin: [0, 2, 0, 0] },
      blank,
    ],
  };
}

/** Form 48 of one or more people: two copies side by side, a page each. */
export async function renderForm48(dtrs: Dtr[]): Promise<Buffer> {
  const pages: Content[] = dtrs.map((dtr, i) => ({
    columns: [{ width: '*', ...copy(dtr) }, { width: 28, text: '' }, { width: '*', ...copy(dtr) }],
    ...(i > 0 ? { pageBreak: 'before' as const } : {}),
  }));
  return renderPdf({
    pageSize: 'LEGAL',
    pageOrientation: 'portrait',
    pageMargins: [30, 36, 30, 30],
    content: pages,
    info: { title: dtrs.length === 1 ? `Daily Time Record — ${dtrs[0]!.personnel.fullname} — ${monthName(dtrs[0]!.month)}` : `Daily Time Records — ${monthName(dtrs[0]!.month)}` },
  });
}
