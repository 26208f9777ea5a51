import type { Deps } from '../../lib/deps';
import type { Column } from 'pdfmake/interfaces';
import { letterhead, renderPdf, type Content } from '../../lib/pdf';
import { readSetting, universityLogo } from '../../lib/settings';
import { officeHeaderOfPerson } from '../departments';
import type { TravelRow } from './travel.repo';
import { dateRange, travelDays, travelHours } from './travel.format';

// The travel order (OB slip) of an approved official business travel: who travels, where, why and
// when, who recommended and approved it and on what date, and a certificate of appearance the
// office visited signs. Printed on A4 and carried by the traveller.

export type TravelOrderFacts = {
  travel: TravelRow;
  position: string | null;
  department: string | null;
  campus: string | null;
  /** The traveller's filing, then each step of the chain with who acted and when. */
  signatures: { label: string; name: string; date: Date | null }[];
};

const manilaDate = new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', month: 'long', day: 'numeric', year: 'numeric' });

/** "OB-2026-00042": the travel's number on the order, by the year it starts. */
export const orderNumber = (t: Pick<TravelRow, 'id' | 'date_from'>) => `OB-${t.date_from.slice(0, 4)}-${String(t.id).padStart(5, '0')}`;

const label = (text: string): Content => ({ text, bold: true, fontSize: 9, color: '#444444' });
const value = (text: string): Content => ({ text, fontSize: 10.5 });

function signatureBlock(s: TravelOrderFacts['signatures'][number]): Column {
  return {
    width: '*',
    stack: [
      { text: `${s.label}:`, fontSize: 9, color: '#444444', margin: [0, 0, 0, 26] },
      { text: s.name.toUpperCase(), bold: true, alignment: 'center', fontSize: 10 },
      { canvas: [{ type: 'line', x1: 0, y1: 1, x2: 150, y2: 1, lineWidth: 0.5 }] },
      { text: s.date ? `Date: ${manilaDate.format(s.date)}` : 'Date:', alignment: 'center', fontSize: 8.5, margin: [0, 2, 0, 0] },
    ],
  };
}

export async function renderTravelOrder(deps: Deps, f: TravelOrderFacts): Promise<Buffer> {
  const t = f.travel;
  // The traveller's office's header (/department/header/setting), when it has one; the university's logo beside it
  // when the office has none.
  const [university, header, logo] = await Promise.all([
    readSetting(deps.db, 'university_name').then(String),
    officeHeaderOfPerson(deps, t.personnel_id),
    universityLogo(deps),
  ]);
  const days = travelDays(t);
  const rows: [string, string][] = [
    ['Name', t.personnel.fullname],
    ['Employee No.', t.personnel.idno ?? ''],
    ['Position', f.position ?? ''],
    ['Office / Department', f.department ?? ''],
    ['Destination', t.destination],
    ['Purpose', t.purpose],
    ['Inclusive dates', `${dateRange(t.date_from, t.date_to)} (${days} ${days === 1 ? 'day' : 'days'})`],
    ['Time', travelHours(t)],
  ];
  return renderPdf({
    pageSize: 'A4',
    pageMargins: [56, 44, 56, 48],
    info: { title: `Travel order ${orderNumber(t)} of ${t.personnel.fullname}` },
    defaultStyle: { fontSize: 10 },
    content: [
      letterhead({ university, campus: f.campus, office: 'Human Resource Management Office', header, logo }),
      { text: 'TRAVEL ORDER', bold: true, fontSize: 15, alignment: 'center', characterSpacing: 1 },
      { text: 'Official Business', alignment: 'center', fontSize: 10, margin: [0, 2, 0, 4] },
      { text: `No. ${orderNumber(t)}`, alignment: 'right', fontSize: 9, margin: [0, 0, 0, 8] },
      {
        table: { widths: [120, '*'], body: rows.map(([k, v]) => [label(k), value(v)]) },
        layout: {
          hLineWidth: () => 0.5,
          vLineWidth: () => 0.5,
          hLineColor: () => '#999999',
          vLineColor: () => '#999999',
          paddingTop: () => 5,
          paddingBottom: () => 5,
        },
      },
      {
        text: 'The above-named employee is authorized to travel on official business as stated. The time away is counted as time served in the daily time record.',
        fontSize: 9.5,
        alignment: 'justify',
        margin: [0, 10, 0, 18],
      },
      { columns: f.signatures.map(signatureBlock), columnGap: 18 },
      {
        margin: [0, 30, 0, 0],
        table: {
          widths: ['*'],
          body: [
            [
              {
                stack: [
                  { text: 'CERTIFICATE OF APPEARANCE', bold: true, alignment: 'center', fontSize: 10, margin: [0, 2, 0, 8] },
                  {
                    text: `This is to certify that ${t.personnel.fullname} appeared in this office on official business on the date(s) stated above.`,
                    fontSize: 9.5,
                    margin: [0, 0, 0, 30],
                  },
                  {
                    columns: [
                      {
                        width: '*',
                        stack: [
                          { canvas: [{ type: 'line', x1: 0, y1: 1, x2: 200, y2: 1, lineWidth: 0.5 }] },
                          { text: 'Name and signature of the official', fontSize: 8.5 },
                        ],
                      },
                      {
                        width: '*',
                        stack: [{ canvas: [{ type: 'line', x1: 0, y1: 1, x2: 200, y2: 1, lineWidth: 0.5 }] }, { text: 'Office and date', fontSize: 8.5 }],
                      },
                    ],
                    columnGap: 24,
                  },
                ],
                margin: [8, 4, 8, 8],
              },
            ],
          ],
        },
        layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => '#999999', vLineColor: () => '#999999' },
      },
    ],
    footer: (current: number, count: number) => ({
      text: `${orderNumber(t)} · printed from the University HRIS · page ${current} of ${count}`,
      fontSize: 7,
      color: '#777777',
      alignment: 'center',
      margin: [0, 16, 0, 0],
    }),
  });
}
