import { SPMS_CATEGORIES, SPMS_CATEGORY_LABELS, type TIpcr } from '@hris/contracts';
import type { TableCell } from 'pdfmake/interfaces';
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
  body.push([
    { text: 'FINAL AVERAGE RATING', bold: true, colSpan: 6, alignment: 'right' },
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
  const block = (label: string, name: string | null | undefined, role: string) => ({
    stack: [
      { text: label, fontSize: 8 },
      { text: (name ?? ' ').toUpperCase(), bold: true, alignment: 'center' as const, margin: [0, 18, 0, 0] as [number, number, number, number] },
      { canvas: [{ type: 'line' as const, x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.5 }] },
      { text: role, alignment: 'center' as const, fontSize: 8 },
    ],
  });
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
        margin: [0, 0, 0, 6],
      },
      {
        columns: [
          { width: '*', text: '' },
          block('', ipcr.employee, 'Ratee'),
          { width: 24, text: '' },
          { width: 'auto', text: [`Date: `, { text: ipcr.committed_at ? formDate(ipcr.committed_at) : '', bold: true }], margin: [0, 26, 0, 0] },
        ],
        margin: [0, 0, 0, 8],
      },
      {
        table: { headerRows: 1, widths: [130, 150, '*', 18, 18, 18, 28, 90], body, dontBreakRows: true },
      },
      {
        columns: [
          block('Reviewed by:', signed(1)?.name, 'Immediate supervisor (rater)'),
          block('Noted by:', signed(2)?.name, 'Performance Management Team'),
          block('Approved by:', signed(3)?.name, 'Head of agency'),
        ],
        columnGap: 24,
        margin: [0, 16, 0, 0],
      },
      {
        text: 'Legend: Q – Quality, E – Efficiency, T – Timeliness, A – Average. Scale: 5 Outstanding, 4 Very Satisfactory, 3 Satisfactory, 2 Unsatisfactory, 1 Poor.',
        fontSize: 7,
        margin: [0, 12, 0, 0],
      },
    ],
  });
}
