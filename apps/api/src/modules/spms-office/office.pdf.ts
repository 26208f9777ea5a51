import type { Column, TableCell } from 'pdfmake/interfaces';
import type { Deps } from '../../lib/deps';
import { formDate, letterhead, renderPdf, type Content } from '../../lib/pdf';
import { readSetting } from '../../lib/settings';
import type { Actor } from '../../lib/actor';
import * as repo from './office.repo';
import { load } from './office.service';
import { officeHeaderOf } from '../departments';

// The office's form as CSC MC No. 6 s. 2012 annexes it: the OPCR (an office at the top of its tree) or the DPCR (a
// unit), A4 landscape: the head's commitment for the period, then per MFO the success indicators the people committed
// to, the people accountable, the rating Q/E/T/A (the rollup keeps one average per MFO: it is printed under A, Q/E/T
// stay blank as the annex leaves them to the calibrated IPCRs), the final average rating and adjective, and the
// signature blocks.

const TITLES = {
  opcr: 'OFFICE PERFORMANCE COMMITMENT AND REVIEW (OPCR)',
  dpcr: 'DIVISION PERFORMANCE COMMITMENT AND REVIEW (DPCR)',
} as const;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longDate = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
const head = (text: string) => ({ text, bold: true, alignment: 'center' as const, fillColor: '#e8e8e8' });
const grid = { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 3, paddingBottom: () => 3 };

function signature(label: string, name: string, title: string, date?: string): Column {
  return {
    width: '*',
    stack: [
      { text: label, fontSize: 8 },
      { text: name.toUpperCase(), bold: true, alignment: 'center', margin: [0, 22, 0, 0], decoration: 'underline' },
      { text: title, alignment: 'center', fontSize: 8 },
      { text: `Date: ${date ?? '____________'}`, fontSize: 8, margin: [0, 6, 0, 0] },
    ],
  };
}

/** `GET /api/spmis/offices/:periodId/:departmentId/pdf`: the office's OPCR/DPCR as a PDF (same access as its page). */
export async function officePdf(deps: Deps, actor: Actor, periodId: number, departmentId: number) {
  const { period, office, lines } = await load(deps, actor, periodId, departmentId);
  const [university, agencyName, agencyTitle, indicators] = await Promise.all([
    readSetting(deps.db, 'university_name'),
    readSetting(deps.db, 'head_of_agency_name'),
    readSetting(deps.db, 'head_of_agency_title'),
    repo.indicators(deps.db, periodId, departmentId, 3),
  ]);
  const header = await officeHeaderOf(deps, departmentId);
  const byMfo = new Map<number, string[]>();
  for (const i of indicators) byMfo.set(i.mfo_id, [...(byMfo.get(i.mfo_id) ?? []), i.indicator]);
  const headName = office.head ?? '____________________';
  const headTitle = office.head_title ?? 'Head of Office';
  const body: TableCell[][] = [
    [
      { ...head('MFO/PAP'), rowSpan: 2 },
      { ...head('Success Indicators (Targets + Measures)'), rowSpan: 2 },
      { ...head('Allotted Budget'), rowSpan: 2 },
      { ...head('Individuals or Divisions Accountable'), rowSpan: 2 },
      { ...head('Actual Accomplishments'), rowSpan: 2 },
      { ...head('Rating'), colSpan: 4 },
      {},
      {},
      {},
      { ...head('Remarks'), rowSpan: 2 },
    ],
    [{}, {}, {}, {}, {}, head('Q'), head('E'), head('T'), head('A'), {}],
    ...lines.map((l): TableCell[] => [
      { text: l.mfo, bold: true },
      { ul: byMfo.get(l.mfo_id) ?? [], fontSize: 7 },
      '',
      `${l.people} ${l.people === 1 ? 'person' : 'people'} of ${office.acronym}`,
      `${l.targets} ${l.targets === 1 ? 'target' : 'targets'} rated (the IPCRs)`,
      '',
      '',
      '',
      { text: l.average ?? '', alignment: 'center', bold: true },
      '',
    ]),
    [
      { text: 'Final Average Rating', bold: true, colSpan: 8, alignment: 'right' },
      {},
      {},
      {},
      {},
      {},
      {},
      {},
      { text: office.rating ?? '', bold: true, alignment: 'center' },
      { text: office.adjective ?? '', bold: true },
    ],
  ];
  const content: Content[] = [
    letterhead({ university: String(university), campus: office.campus, header }),
    { text: TITLES[office.kind], bold: true, fontSize: 12, alignment: 'center', margin: [0, 0, 0, 8] },
    {
      text: [
        'I, ',
        { text: headName, bold: true },
        `, ${headTitle} of `,
        { text: office.office, bold: true },
        `, commit to deliver and agree to be rated on the attainment of the following targets in accordance with the indicated measures for the period ${longDate(period.starts_on)} to ${longDate(period.ends_on)}.`,
      ],
      margin: [0, 0, 0, 10],
      fontSize: 9,
    },
    {
      columns: [
        { width: '*', text: '' },
        {
          width: 220,
          stack: [
            { text: headName.toUpperCase(), bold: true, alignment: 'center' },
            { text: headTitle, alignment: 'center' },
            { text: `Date: ${formDate(period.starts_on)}`, alignment: 'center' },
          ],
        },
      ],
      margin: [0, 0, 0, 10],
    },
    {
      table: { headerRows: 2, widths: [110, '*', 50, 95, 90, 20, 20, 20, 30, 70], body },
      layout: grid,
    },
    {
      text: `Rated people: ${office.rated_people}. Rating scale: 5 Outstanding, 4 Very Satisfactory, 3 Satisfactory, 2 Unsatisfactory, 1 Poor.`,
      fontSize: 7,
      margin: [0, 4, 0, 0],
    },
    { text: 'Legend: Q Quality, E Efficiency, T Timeliness, A Average', fontSize: 7, margin: [0, 0, 0, 14] },
    {
      columns: [
        signature('Assessed by:', headName, headTitle),
        signature('Assessed by:', '____________________', 'Performance Management Team'),
        signature('Final rating by:', String(agencyName), String(agencyTitle)),
      ],
      columnGap: 24,
    },
  ];
  const bytes = await renderPdf({ pageSize: 'A4', pageOrientation: 'landscape', pageMargins: [28, 24, 28, 24], content, info: { title: TITLES[office.kind] } });
  return { bytes, fileName: `${office.kind.toUpperCase()} ${office.acronym} ${period.year}-${period.semester}.pdf` };
}
