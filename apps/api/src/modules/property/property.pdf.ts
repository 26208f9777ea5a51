import type { TPropertyDocument, TPropertyDocumentLine, TPropertyForm } from '@hris/contracts';
import { PROPERTY_CONDITION_LABELS, PROPERTY_FORM_LABELS } from '@hris/contracts';
import { pesos as peso, renderPdf, type Content, type PdfDocument } from '../../lib/pdf';

// Each property form as COA lays it out (COA Circular 2022-004 and the Government Accounting Manual): the entity name
// and fund cluster, the form's number and date, the items table of that form, and its signature blocks.
//   PAR (Appendix 71): "Received by" (the end user), "Issued by" (the supply and property custodian).
//   ICS (Appendix 59): "Received from" (the custodian), "Received by".
//   PTR (Appendix 76) / ITR: the previous and the new accountable officer, the transfer type and reason; "Approved by",
//     "Released/Issued by" (the previous holder), "Received by" (the new one).
//   PRS / RRSP: what came back and its condition, the reason; "Returned by" (the employee), "Received by" (the office).
//   IIRUP (Appendix 74) / IIRUSP: the inventory of the unserviceable items and their mode of disposal (landscape);
//     "Certified correct" (the supply and property officer), "Inspected by", "Witness".
// One layout function per kind; the page frame (header, lines, signatures) is shared.

const day = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
};
/** Blank rows under the items, as the printed forms leave them, so a short form still reads as the COA form. */
const MIN_ROWS = 8;
const OFFICE = 'Supply and Property Office';

type Cell = Content & Record<string, unknown>;
type Table = { widths: (number | string)[]; headerRows: number; body: Cell[][] };
type Form = { university: string; document: TPropertyDocument };
/** What a kind's layout adds to the shared frame. */
type Layout = {
  appendix: string | null;
  landscape?: boolean;
  /** Lines under the entity name and fund cluster (from/to, the reason, …). */
  lines: Content[];
  table: Table;
  /** Signature blocks, left to right. */
  signatures: Content[];
  note?: string;
};

const head = (text: string, extra: Record<string, unknown> = {}): Cell => ({ text, bold: true, alignment: 'center', fillColor: '#eeeeee', ...extra });
const blanks = (columns: number, rows: number): Cell[][] =>
  Array.from({ length: Math.max(0, MIN_ROWS - rows) }, (): Cell[] => [{ text: ' ' }, ...Array.from({ length: columns - 1 }, () => '')] as Cell[]);
/** The item as the register describes it, with its serial number under the words when it has one. */
const described = (l: TPropertyDocumentLine): Cell => ({ text: l.serial_number ? `${l.description}\nSerial No. ${l.serial_number}` : l.description });
const condition = (l: TPropertyDocumentLine) => (l.condition ? PROPERTY_CONDITION_LABELS[l.condition] : '');
const labelled = (label: string, value: string | null | undefined, blank = '______________________'): Content => ({
  text: [
    { text: `${label}: `, bold: true },
    { text: value || blank, decoration: value ? 'underline' : undefined },
  ],
  margin: [0, 0, 0, 4],
});
const acknowledgedDay = (d: TPropertyDocument) =>
  d.acknowledged_at ? day(new Date(d.acknowledged_at).toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' })) : '';
const positionOf = (p: TPropertyDocument['personnel']) => (p ? [p.position, p.department].filter(Boolean).join(', ') : '');

/** A signature block: the name over the line, the position, the date. */
function signature(label: string, name: string, position: string, date: string, width: number): Content {
  const line = (): Content => ({ canvas: [{ type: 'line', x1: 6, y1: 0, x2: width - 6, y2: 0, lineWidth: 0.5 }], margin: [0, 1, 0, 1] });
  return {
    stack: [
      { text: `${label}:`, bold: true, margin: [0, 0, 0, 26] },
      { text: name ? name.toUpperCase() : ' ', bold: true, alignment: 'center' },
      line(),
      { text: 'Signature over Printed Name', fontSize: 7, alignment: 'center', margin: [0, 1, 0, 8] },
      { text: position || ' ', alignment: 'center' },
      line(),
      { text: 'Position/Office', fontSize: 7, alignment: 'center', margin: [0, 1, 0, 8] },
      { text: date || ' ', alignment: 'center' },
      line(),
      { text: 'Date', fontSize: 7, alignment: 'center' },
    ],
  };
}

/** The width each of n signature blocks gets across the page (less the cell padding). */
const blockWidth = (n: number, landscape = false) => Math.floor((landscape ? 770 : 523) / n) - 14;

// ── Issue: PAR, ICS ─────────────────────────────────────────────────────────────────────────────

function parLayout({ document: d }: Form): Layout {
  const rows: Cell[][] = d.items.map((i) => [
    { text: String(i.quantity), alignment: 'center' },
    { text: i.unit, alignment: 'center' },
    described(i),
    { text: i.property_number, alignment: 'center' },
    { text: day(i.date_acquired), alignment: 'center' },
    { text: peso(i.unit_cost * i.quantity), alignment: 'right' },
  ]);
  const w = blockWidth(2);
  return {
    appendix: 'Appendix 71',
    lines: [],
    table: {
      widths: [44, 40, '*', 90, 62, 70],
      headerRows: 1,
      body: [
        [head('Quantity'), head('Unit'), head('Description'), head('Property Number'), head('Date Acquired'), head('Amount')],
        ...rows,
        ...blanks(6, rows.length),
        [{ text: 'TOTAL', bold: true, colSpan: 5, alignment: 'right' }, '', '', '', '', { text: peso(d.total_cost), bold: true, alignment: 'right' }] as Cell[],
      ],
    },
    signatures: [
      signature('Received by', d.personnel?.fullname ?? '', positionOf(d.personnel), acknowledgedDay(d), w),
      signature('Issued by', d.issued_by, OFFICE, day(d.issued_on), w),
    ],
  };
}

function icsLayout({ document: d }: Form): Layout {
  const rows: Cell[][] = d.items.map((i) => [
    { text: String(i.quantity), alignment: 'center' },
    { text: i.unit, alignment: 'center' },
    { text: peso(i.unit_cost), alignment: 'right' },
    { text: peso(i.unit_cost * i.quantity), alignment: 'right' },
    described(i),
    { text: i.property_number, alignment: 'center' },
    { text: i.useful_life_years ? `${i.useful_life_years} year${i.useful_life_years === 1 ? '' : 's'}` : '', alignment: 'center' },
  ]);
  const w = blockWidth(2);
  return {
    appendix: 'Appendix 59',
    lines: [],
    table: {
      widths: [40, 34, 56, 56, '*', 78, 56],
      headerRows: 2,
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
        ...blanks(7, rows.length),
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
    },
    signatures: [
      signature('Received from', d.issued_by, OFFICE, day(d.issued_on), w),
      signature('Received by', d.personnel?.fullname ?? '', positionOf(d.personnel), acknowledgedDay(d), w),
    ],
  };
}

// ── Transfer: PTR, ITR ──────────────────────────────────────────────────────────────────────────

/** The PTR's transfer types; a reason that is none of them is "Others" with its words. */
const TRANSFER_TYPES = ['Donation', 'Reassignment', 'Relocation'] as const;

function transferLayout({ document: d }: Form): Layout {
  const ptr = d.form === 'PTR';
  const reason = d.reason ?? '';
  const type = TRANSFER_TYPES.find((t) => reason.toLowerCase().startsWith(t.toLowerCase().slice(0, 6)));
  const box = (checked: boolean, label: string) => `[${checked ? 'X' : '  '}] ${label}`;
  const rows: Cell[][] = d.items.map((i) => [
    { text: day(i.date_acquired), alignment: 'center' },
    { text: i.property_number, alignment: 'center' },
    described(i),
    { text: peso(i.unit_cost * i.quantity), alignment: 'right' },
    { text: condition(i), alignment: 'center' },
  ]);
  const w = blockWidth(3);
  return {
    appendix: ptr ? 'Appendix 76' : null,
    lines: [
      labelled('From Accountable Officer', d.from_personnel ? [d.from_personnel.fullname, positionOf(d.from_personnel)].filter(Boolean).join(', ') : null),
      labelled('To Accountable Officer', d.personnel ? [d.personnel.fullname, positionOf(d.personnel)].filter(Boolean).join(', ') : null),
      {
        text: [
          { text: 'Transfer Type: ', bold: true },
          `${TRANSFER_TYPES.map((t) => box(t === type, t)).join('     ')}     ${box(!type, `Others (Specify): ${type ? '' : reason}`)}`,
        ],
        margin: [0, 0, 0, 8],
      },
    ],
    table: {
      widths: [62, 90, '*', 70, 100],
      headerRows: 1,
      body: [
        [
          head('Date Acquired'),
          head(ptr ? 'Property No.' : 'Item No.'),
          head('Description'),
          head('Amount'),
          head(ptr ? 'Condition of PPE' : 'Condition of Inventory'),
        ],
        ...rows,
        ...blanks(5, rows.length),
        [{ text: 'TOTAL', bold: true, colSpan: 3, alignment: 'right' }, '', '', { text: peso(d.total_cost), bold: true, alignment: 'right' }, ''] as Cell[],
      ],
    },
    signatures: [
      signature('Approved by', '', '', '', w),
      signature('Released/Issued by', d.from_personnel?.fullname ?? '', positionOf(d.from_personnel), day(d.issued_on), w),
      signature('Received by', d.personnel?.fullname ?? '', positionOf(d.personnel), acknowledgedDay(d), w),
    ],
    note: `Reason for transfer: ${reason}. Recorded by ${d.issued_by}, ${OFFICE}.`,
  };
}

// ── Return: PRS, RRSP ───────────────────────────────────────────────────────────────────────────

function returnLayout({ document: d }: Form): Layout {
  const prs = d.form === 'PRS';
  const rows: Cell[][] = d.items.map((i) => [
    { text: String(i.quantity), alignment: 'center' },
    { text: i.unit, alignment: 'center' },
    described(i),
    { text: i.property_number, alignment: 'center' },
    { text: day(i.date_acquired), alignment: 'center' },
    { text: peso(i.unit_cost * i.quantity), alignment: 'right' },
    { text: condition(i), alignment: 'center' },
  ]);
  const w = blockWidth(2);
  return {
    appendix: null,
    lines: [
      {
        text: prs
          ? 'This is to acknowledge the return of the following property, plant and equipment to the Supply and Property Office:'
          : 'This is to acknowledge receipt of the returned Semi-expendable Property:',
        margin: [0, 0, 0, 4],
      },
      labelled('End-user', d.personnel ? [d.personnel.fullname, positionOf(d.personnel)].filter(Boolean).join(', ') : null),
      labelled('Reason for return', d.reason),
    ],
    table: {
      widths: [40, 34, '*', 80, 56, 62, 64],
      headerRows: 1,
      body: [
        [
          head('Quantity'),
          head('Unit'),
          head('Description'),
          head(prs ? 'Property No.' : 'Item No.'),
          head('Date Acquired'),
          head('Amount'),
          head('Condition'),
        ],
        ...rows,
        ...blanks(7, rows.length),
        [
          { text: 'TOTAL', bold: true, colSpan: 5, alignment: 'right' },
          '',
          '',
          '',
          '',
          { text: peso(d.total_cost), bold: true, alignment: 'right' },
          '',
        ] as Cell[],
      ],
    },
    signatures: [
      signature('Returned by', d.personnel?.fullname ?? '', positionOf(d.personnel), day(d.issued_on), w),
      signature('Received by', d.issued_by, OFFICE, day(d.issued_on), w),
    ],
  };
}

// ── Disposal: IIRUP, IIRUSP ─────────────────────────────────────────────────────────────────────

/** The IIRUP's columns of disposal; a mode that is none of them is "Others". */
const DISPOSAL_COLUMNS = ['Sale', 'Transfer', 'Destruction'] as const;

function disposalLayout({ document: d }: Form): Layout {
  const iirup = d.form === 'IIRUP';
  const mode = d.reason ?? '';
  const column = DISPOSAL_COLUMNS.find((c) => mode.toLowerCase().includes(c.toLowerCase()));
  const mark = (c: string | null) => ({ text: (column ?? null) === c ? 'X' : '', alignment: 'center' }) as Cell;
  const rows: Cell[][] = d.items.map((i) => [
    { text: day(i.date_acquired), alignment: 'center' },
    described(i),
    { text: i.property_number, alignment: 'center' },
    { text: String(i.quantity), alignment: 'center' },
    { text: peso(i.unit_cost), alignment: 'right' },
    { text: peso(i.unit_cost * i.quantity), alignment: 'right' },
    { text: condition(i), alignment: 'center' },
    ...DISPOSAL_COLUMNS.map(mark),
    { text: column ? '' : mode, alignment: 'center' },
  ]);
  const w = blockWidth(3, true);
  return {
    appendix: iirup ? 'Appendix 74' : null,
    landscape: true,
    lines: [labelled('As at', day(d.issued_on)), labelled('Accountable Officer', `${d.issued_by}, ${OFFICE}`), labelled('Mode of disposal', mode)],
    table: {
      widths: [58, '*', 80, 28, 58, 60, 64, 34, 40, 52, 70],
      headerRows: 2,
      body: [
        [
          head('INVENTORY', { colSpan: 7 }),
          head(''),
          head(''),
          head(''),
          head(''),
          head(''),
          head(''),
          head('INSPECTION and DISPOSAL (mode of disposal)', { colSpan: 4 }),
          head(''),
          head(''),
          head(''),
        ],
        [
          head('Date Acquired'),
          head('Particulars/ Articles'),
          head(iirup ? 'Property No.' : 'Semi-expendable Property No.'),
          head('Qty'),
          head('Unit Cost'),
          head('Total Cost'),
          head('Condition'),
          ...DISPOSAL_COLUMNS.map((c) => head(c)),
          head('Others (Specify)'),
        ],
        ...rows,
        ...blanks(11, rows.length),
        [
          { text: 'TOTAL', bold: true, colSpan: 5, alignment: 'right' },
          '',
          '',
          '',
          '',
          { text: peso(d.total_cost), bold: true, alignment: 'right' },
          '',
          '',
          '',
          '',
          '',
        ] as Cell[],
      ],
    },
    signatures: [
      signature('Certified correct', d.issued_by, `${OFFICE}`, day(d.issued_on), w),
      signature('Inspected by', '', 'Inspection Officer', '', w),
      signature('Witness', '', '', '', w),
    ],
    note: `The items above are unserviceable and were disposed of by ${mode.toLowerCase()} on ${day(d.issued_on)}.`,
  };
}

const LAYOUTS: Record<TPropertyForm, (f: Form) => Layout> = {
  PAR: parLayout,
  ICS: icsLayout,
  PTR: transferLayout,
  ITR: transferLayout,
  PRS: returnLayout,
  RRSP: returnLayout,
  IIRUP: disposalLayout,
  IIRUSP: disposalLayout,
};

/** A property document printed on its COA form. */
export function renderPropertyForm(f: Form): Promise<Buffer> {
  const d = f.document;
  const layout = LAYOUTS[d.form](f);
  const title = PROPERTY_FORM_LABELS[d.form].toUpperCase();
  const margin = (m: [number, number, number, number]) => m;
  const definition: PdfDocument = {
    pageSize: 'A4',
    pageOrientation: layout.landscape ? 'landscape' : 'portrait',
    pageMargins: [36, 36, 36, 36],
    info: { title: `${title} ${d.number}` },
    defaultStyle: { fontSize: 9 },
    content: [
      { text: layout.appendix ?? ' ', alignment: 'right', italics: true, fontSize: 8, margin: margin([0, 0, 0, 6]) },
      { text: title, alignment: 'center', bold: true, fontSize: 13, margin: margin([0, 0, 0, 12]) },
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
        margin: margin([0, 0, 0, 4]),
      },
      {
        columns: [
          {
            width: '*',
            text: [
              { text: 'Fund Cluster: ', bold: true },
              { text: d.fund_cluster ?? '______________________', decoration: d.fund_cluster ? 'underline' : undefined },
            ],
          },
          {
            width: 'auto',
            text: [
              { text: 'Date: ', bold: true },
              { text: day(d.issued_on), decoration: 'underline' },
            ],
          },
        ],
        margin: margin([0, 0, 0, 4]),
      },
      ...layout.lines,
      {
        table: { headerRows: layout.table.headerRows, widths: layout.table.widths, body: layout.table.body },
        layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 3, paddingBottom: () => 3 },
        margin: margin([0, 4, 0, 0]),
      },
      ...(layout.note ? [{ text: layout.note, margin: margin([0, 6, 0, 0]) }] : []),
      ...(d.remarks ? [{ text: [{ text: 'Remarks: ', bold: true }, d.remarks], margin: margin([0, 6, 0, 0]) }] : []),
      {
        table: { widths: layout.signatures.map(() => '*'), body: [layout.signatures] },
        layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 6, paddingBottom: () => 8, paddingLeft: () => 6, paddingRight: () => 6 },
        margin: margin([0, 8, 0, 0]),
        unbreakable: true,
      },
      ...(d.acknowledged_at && d.personnel
        ? [
            {
              text: `Receipt acknowledged by ${d.personnel.fullname} in the HRIS on ${acknowledgedDay(d)}.`,
              fontSize: 7,
              italics: true,
              margin: margin([0, 6, 0, 0]),
            },
          ]
        : []),
    ],
  };
  return renderPdf(definition);
}
