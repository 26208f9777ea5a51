import type { TPropertyDocument } from '@hris/contracts';
import { renderPdf, type Content } from '../../lib/pdf';

// The PAR (COA Circular 2022-004 Appendix 71) and the ICS (Appendix 59) as COA lays them out: the entity name and fund
// cluster, the form's number, the items table, and the two signature blocks. A PAR: "Received by" (the end user) and
// "Issued by" (the supply and property custodian); an ICS: "Received from" (the custodian) and "Received by".

const peso = (centavos: number) => (centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const day = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
};
/** Blank rows under the items, as the printed forms leave them, so a short form still reads as the COA form. */
const MIN_ROWS = 8;

type Cell = Content & Record<string, unknown>;
const head = (text: string, extra: Record<string, unknown> = {}): Cell => ({ text, bold: true, alignment: 'center', fillColor: '#eeeeee', ...extra });

export function renderPropertyForm(f: { university: string; document: TPropertyDocument }): Promise<Buffer> {
  const d = f.document;
  const par = d.form === 'PAR';
  const title = par ? 'PROPERTY ACKNOWLEDGMENT RECEIPT' : 'INVENTORY CUSTODIAN SLIP';
  const acknowledged = d.acknowledged_at ? day(new Date(d.acknowledged_at).toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' })) : '';

  let table: { widths: (number | string)[]; body: Cell[][] };
  if (par) {
    const rows: Cell[][] = d.items.map((i) => [
      { text: String(i.quantity), alignment: 'center' },
      { text: i.unit, alignment: 'center' },
      { text: i.description },
      { text: i.property_number, alignment: 'center' },
      { text: day(i.date_acquired), alignment: 'center' },
      { text: peso(i.unit_cost * i.quantity), alignment: 'right' },
    ]);
    const blanks = Array.from({ length: Math.max(0, MIN_ROWS - rows.length) }, (): Cell[] => [{ text: ' ' }, '', '', '', '', ''] as Cell[]);
    table = {
      widths: [44, 40, '*', 90, 62, 70],
      body: [
        [head('Quantity'), head('Unit'), head('Description'), head('Property Number'), head('Date Acquired'), head('Amount')],
        ...rows,
        ...blanks,
        [{ text: 'TOTAL', bold: true, colSpan: 5, alignment: 'right' }, '', '', '', '', { text: peso(d.total_cost), bold: true, alignment: 'right' }] as Cell[],
      ],
    };
  } else {
    const rows: Cell[][] = d.items.map((i) => [
      { text: String(i.quantity), alignment: 'center' },
      { text: i.unit, alignment: 'center' },
      { text: peso(i.unit_cost), alignment: 'right' },
      { text: peso(i.unit_cost * i.quantity), alignment: 'right' },
      { text: i.description },
      { text: i.property_number, alignment: 'center' },
      { text: i.useful_life_years ? `${i.useful_life_years} year${i.useful_life_years === 1 ? '' : 's'}` : '', alignment: 'center' },
    ]);
    const blanks = Array.from({ length: Math.max(0, MIN_ROWS - rows.length) }, (): Cell[] => [{ text: ' ' }, '', '', '', '', '', ''] as Cell[]);
    table = {
      widths: [40, 34, 56, 56, '*', 78, 56],
      body: [
        [
          head('Quantity', { rowSpan: 2 }),
          head('Unit', { rowSpan: 2 }),
          head('Amount', { colSpan: 2 }),
          head(''),
          head('Description', { rowSpan: 2 }),
          head('Inventory Item No.', { rowSpan: 2 }),
          head('Estimated Useful Life', { rowSpan: 2 }),
        ],
        [head(''), head(''), head('Unit Cost'), head('Total Cost'), head(''), head(''), head('')],
        ...rows,
        ...blanks,
        [
          { text: 'TOTAL', bold: true, colSpan: 3, alignment: 'right' },
          '',
          '',
          { text: peso(d.total_cost), bold: true, alignment: 'right' },
          '',
          '',
          '',
        ] as Cell[],
      ],
    };
  }

  const block = (label: string, name: string, position: string, date: string): Content => ({
    stack: [
      { text: `${label}:`, bold: true, margin: [0, 0, 0, 26] },
      { text: name.toUpperCase(), bold: true, alignment: 'center' },
      { canvas: [{ type: 'line', x1: 10, y1: 0, x2: 240, y2: 0, lineWidth: 0.5 }], margin: [0, 1, 0, 1] },
      { text: 'Signature over Printed Name', fontSize: 7, alignment: 'center', margin: [0, 1, 0, 8] },
      { text: position || ' ', alignment: 'center' },
      { canvas: [{ type: 'line', x1: 10, y1: 0, x2: 240, y2: 0, lineWidth: 0.5 }], margin: [0, 1, 0, 1] },
      { text: 'Position/Office', fontSize: 7, alignment: 'center', margin: [0, 1, 0, 8] },
      { text: date || ' ', alignment: 'center' },
      { canvas: [{ type: 'line', x1: 10, y1: 0, x2: 240, y2: 0, lineWidth: 0.5 }], margin: [0, 1, 0, 1] },
      { text: 'Date', fontSize: 7, alignment: 'center' },
    ],
  });
  const receiverPosition = [d.personnel.position, d.personnel.department].filter(Boolean).join(', ');
  const receivedBy = block('Received by', d.personnel.fullname, receiverPosition, acknowledged);
  const custodian = block(par ? 'Issued by' : 'Received from', d.issued_by, 'Supply and Property Office', day(d.issued_on));

  return renderPdf({
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 36],
    info: { title: `${title} ${d.number}` },
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    content: [
      { text: par ? 'Appendix 71' : 'Appendix 59', alignment: 'right', italics: true, fontSize: 8, margin: [0, 0, 0, 6] },
      { text: title, alignment: 'center', bold: true, fontSize: 13, margin: [0, 0, 0, 12] },
      {
        columns: [
          {
            width: '*',
            text: [
              { text: 'Entity Name: ', bold: true },
              { text: f.university, decoration: 'underline' },
            ],
          },
          {
            width: 'auto',
            text: [
              { text: `${d.form} No.: `, bold: true },
              { text: d.number, decoration: 'underline' },
            ],
          },
        ],
        margin: [0, 0, 0, 4],
      },
      {
        text: [
          { text: 'Fund Cluster: ', bold: true },
          { text: d.fund_cluster ?? '______________________', decoration: d.fund_cluster ? 'underline' : undefined },
        ],
        margin: [0, 0, 0, 8],
      },
      {
        table: { headerRows: par ? 1 : 2, widths: table.widths, body: table.body },
        layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 3, paddingBottom: () => 3 },
      },
      ...(d.remarks ? [{ text: [{ text: 'Remarks: ', bold: true }, d.remarks], margin: [0, 6, 0, 0] as [number, number, number, number] }] : []),
      {
        table: {
          widths: ['*', '*'],
          body: par ? [[receivedBy, custodian]] : [[custodian, receivedBy]],
        },
        layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 6, paddingBottom: () => 8, paddingLeft: () => 6, paddingRight: () => 6 },
        margin: [0, 0, 0, 0],
      },
      ...(d.acknowledged_at
        ? [
            {
              text: `Receipt acknowledged by ${d.personnel.fullname} in the HRIS on ${acknowledged}.`,
              fontSize: 7,
              italics: true,
              margin: [0, 6, 0, 0] as [number, number, number, number],
            },
          ]
        : []),
    ],
  });
}
