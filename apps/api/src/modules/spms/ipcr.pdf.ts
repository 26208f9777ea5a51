import { SPMS_CATEGORIES, SPMS_CATEGORY_LABELS, type TIpcr } from '@hris/contracts';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { manilaParts } from '../../domain/manila-time';
import { formDate, letterhead, renderPdf } from '../../lib/pdf';
import { readSetting } from '../../lib/settings';
import type { Deps } from '../../lib/deps';
import * as repo from './spms.repo';
import { officeHeaderOfPerson } from '../departments';

// The IPCR on paper, in the layout of CSC MC No. 6 s. 2012's annex: A4 landscape, the commitment statement, the targets
// grouped into strategic, core and support functions with their accomplishments and Q/E/T/A ratings, the final average
// and adjectival rating, and the signature blocks named from the chain's actions.

const head = (text: string) => ({ text, bold: true, alignment: 'center' as const, fillColor: '#e8e8e8' });

export async function renderIpcrPdf(deps: Deps, ipcr: TIpcr): Promise<Buffer> {
  const university = String(await readSetting(deps.db, 'university_name'));
  // The employee's office prints it: its header (ARCHITECTURE, the office header) when it has one.
  const header = await officeHeaderOfPerson(deps, ipcr.personnel_id);
  const actors = ipcr.approval_request_id ? await repo.stepActors(deps.db, ipcr.approval_request_id) : [];
  const signed = (step: number) => actors.find((a) => a.step === step && a.action === 'approve');
  const p = ipcr.period;
  const body: TableCell[][] = [
    [
      head('MFO / PAP'),
      head('Success Indicators\n(Targets + Measures)'),
      head('Actual Accomplishments'),
      head('Q'),
      head('E'),
      head('T'),
      head('A'),
      head('Remarks'),
    ],
  ];
  for (const category of SPMS_CATEGORIES) {
    const rows = ipcr.targets.filter((t) => t.category === category);
    if (!rows.length) continue;
    body.push([{ text: SPMS_CATEGORY_LABELS[category].toUpperCase(), bold: true, colSpan: 8 }, '', '', '', '', '', '', '']);
    for (const t of rows) {
      body.push([
        { text: [{ text: `${t.mfo}\n`, bold: true }, t.output, `\n(weight ${Number(t.weight)}%)`] },
        t.indicator,
        t.accomplishment ?? '',
        { text: t.quality?.toString() ?? '', alignment: 'center' },
        { text: t.efficiency?.toString() ?? '', alignment: 'center' },
        { text: t.timeliness?.toString() ?? '', alignment: 'center' },
        { text: t.average ?? '', alignment: 'center' },
        t.remarks ?? '',
      ]);
    }
  }
  // Until the head of agency approves, the rating is the head's (or the PMT's) and may still change: said so on paper.
  const provisional = ipcr.final_rating !== null && ipcr.status !== 'approved';
  body.push([
    {
      text: provisional ? 'FINAL AVERAGE RATING — PROVISIONAL until the head of agency approves' : 'FINAL AVERAGE RATING',
      bold: true,
      colSpan: 6,
      alignment: 'right',
    },
    '',
    '',
    '',
    '',
    '',
    { text: ipcr.final_rating ?? '', bold: true, alignment: 'center' },
    '',
  ]);
  body.push([
    { text: 'ADJECTIVAL RATING', bold: true, colSpan: 6, alignment: 'right' },
    '',
    '',
    '',
    '',
    '',
    { text: ipcr.adjective ?? '', bold: true, alignment: 'center', colSpan: 2 },
    '',
  ]);
  body.push([{ text: 'Comments and Recommendations for Development Purposes:', bold: true, colSpan: 8, fontSize: 7 }, '', '', '', '', '', '', '']);
  return renderPdf({
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [28, 28, 28, 32],
    info: { title: `IPCR ${ipcr.employee} ${p.name}` },
    defaultStyle: { fontSize: 8 },
    footer: (page, pages) => ({ text: `IPCR · ${ipcr.employee} · ${p.name} · page ${page} of ${pages}`, alignment: 'center', fontSize: 7 }),
    content: [
      letterhead({ university, header }),
      { text: 'INDIVIDUAL PERFORMANCE COMMITMENT AND REVIEW (IPCR)', alignment: 'center', bold: true, fontSize: 12, margin: [0, 0, 0, 8] },
      {
        text: [
          'I, ',
          { text: ipcr.employee, bold: true },
          `, ${ipcr.position ?? 'employee'} of the `,
          { text: ipcr.office, bold: true },
          `, commit to deliver and agree to be rated on the attainment of the following targets in accordance with the indicated measures for the period ${formDate(p.starts_on)} to ${formDate(p.ends_on)}.`,
        ],
        margin: [0, 0, 0, 4],
      },
      {
        columns: [
          { width: '*', text: '' },
          { width: 230, ...signature(ipcr.employee, 'Ratee', ipcr.committed_at) },
        ],
        margin: [0, 0, 0, 6],
      },
      // The targets' approval (the form's "Reviewed by / Approved by" above the targets): the immediate supervisor and
      // the head of agency, as the chain's steps 1 and 3 signed.
      {
        table: {
          widths: ['*', 70, '*', 70],
          body: [
            [
              { text: 'Reviewed by:', bold: true },
              { text: 'Date', bold: true, alignment: 'center' },
              { text: 'Approved by:', bold: true },
              { text: 'Date', bold: true, alignment: 'center' },
            ],
            [nameOver(signed(1)?.name, 'Immediate Supervisor'), dateCell(signed(1)?.at), nameOver(signed(3)?.name, 'Head of Agency'), dateCell(signed(3)?.at)],
          ],
        },
        margin: [0, 0, 0, 8],
      },
      {
        table: {
          headerRows: 1,
          widths: [130, 150, '*', 18, 18, 18, 28, 90],
          // The comments box (last row) is tall enough to write in by hand.
          heights: (row: number) => (row === body.length - 1 ? 48 : 'auto'),
          body,
          dontBreakRows: true,
        },
      },
      // The form's closing signatures, in its words: the ratee discussed it, the supervisor assessed it, the PMT
      // reviewed (calibrated) it, the head of agency gave the final rating; each with the date it was signed.
      {
        table: {
          widths: ['*', '*', '*', '*'],
          dontBreakRows: true,
          body: [
            [
              { text: 'Discussed with:', bold: true },
              { text: 'Assessed by:', bold: true },
              { text: 'Reviewed by:', bold: true },
              { text: 'Final rating by:', bold: true },
            ],
            [
              { stack: [nameOver(ipcr.employee, 'Ratee'), dateLine(ipcr.submitted_at)] },
              {
                stack: [
                  nameOver(signed(1)?.name, 'Supervisor'),
                  dateLine(signed(1)?.at),
                  { text: 'I certify that I discussed my assessment of the performance with the employee.', fontSize: 6, italics: true, margin: [0, 2, 0, 0] },
                ],
              },
              { stack: [nameOver(signed(2)?.name, 'Performance Management Team'), dateLine(signed(2)?.at)] },
              { stack: [nameOver(signed(3)?.name, 'Head of Agency'), dateLine(signed(3)?.at)] },
            ],
          ],
        },
        margin: [0, 10, 0, 0],
      },
      {
        text: 'Legend: Q – Quality, E – Efficiency, T – Timeliness, A – Average. Scale: 5 Outstanding, 4 Very Satisfactory, 3 Satisfactory, 2 Unsatisfactory, 1 Poor.',
        fontSize: 7,
        margin: [0, 8, 0, 0],
      },
    ],
  });
}

/** A date of signing as the form prints it (mm/dd/yyyy, Manila), or nothing while unsigned. */
const signedOn = (at: string | null | undefined) => (at ? formDate(manilaParts(at).date) : '');

/** A name printed over its line and role: a signature place. */
function nameOver(name: string | null | undefined, role: string): Content {
  return {
    stack: [
      { text: (name ?? ' ').toUpperCase(), bold: true, alignment: 'center', margin: [0, 14, 0, 0] },
      { canvas: [{ type: 'line', x1: 0, y1: 1, x2: 170, y2: 1, lineWidth: 0.5 }], alignment: 'center' },
      { text: role, alignment: 'center', fontSize: 7, margin: [0, 2, 0, 0] },
    ],
  };
}

const dateCell = (at: string | null | undefined): Content => ({ text: signedOn(at), alignment: 'center', margin: [0, 14, 0, 0] });
const dateLine = (at: string | null | undefined): Content => ({ text: `Date: ${signedOn(at)}`, fontSize: 7, margin: [0, 4, 0, 0] });

/** The ratee's signature beside the commitment: name, line, "Ratee", and the date committed. */
function signature(name: string, role: string, at: string | null | undefined): { stack: Content[] } {
  return { stack: [nameOver(name, role), dateLine(at)] };
}
