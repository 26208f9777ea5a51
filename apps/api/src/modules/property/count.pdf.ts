import { PROPERTY_CONDITION_LABELS, type TCount, type TCountDifferences, type TCountLine, type TPropertyCondition } from '@hris/contracts';
import PDFDocument from 'pdfkit';
import { useFormFonts, WITHOUT_STANDARD_FONT, type FormFont } from '../../lib/pdf-fonts';
import { renderPdf, type Content } from '../../lib/pdf';
import type { sheetLines } from './count.repo';

// The count sheet on COA's layouts (Circular 2022-004): the Report on the Physical Count of Property, Plant and
// Equipment (RPCPPE, Appendix 73) and of Semi-expendable Property (RPCSP, Appendix 58), one report per form in one
// PDF, A4 landscape, each from a new page. An office's count lists each accountable employee's items under their name.
// The sheet is drawn with pdfkit (an office of 5,000 items); the short report of differences through renderPdf.

type SheetLine = Awaited<ReturnType<typeof sheetLines>>[number];
type Cell = Content & Record<string, unknown>;
type Margin = [number, number, number, number];

const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const condition = (c: string | null) => (c ? (PROPERTY_CONDITION_LABELS[c as TPropertyCondition] ?? c) : '');
const head = (text: string, extra: Record<string, unknown> = {}): Cell => ({ text, bold: true, alignment: 'center', fillColor: '#eeeeee', ...extra });

const REPORTS = [
  {
    appendix: 'Appendix 73',
    title: 'REPORT ON THE PHYSICAL COUNT OF PROPERTY, PLANT AND EQUIPMENT',
    type: 'Property, Plant and Equipment',
    of: (l: SheetLine) => l.classification === 'ppe',
  },
  {
    appendix: 'Appendix 58',
    title: 'REPORT ON THE PHYSICAL COUNT OF SEMI-EXPENDABLE PROPERTY',
    type: 'Semi-expendable Property',
    of: (l: SheetLine) => l.classification !== 'ppe',
  },
] as const;

// A4 landscape, in points.
const PAGE = { width: 842, height: 595, margin: 28 };
const INNER = PAGE.width - 2 * PAGE.margin;
const FIXED = { article: 70, number: 72, unit: 40, value: 58, card: 46, counted: 46, shortQty: 42, shortValue: 58, remarks: 110 };
/** Article, Description, Property No., Unit of Measure, Unit Value, Qty per card, Qty per count, Shortage qty, Shortage value, Remarks. */
const WIDTHS = [
  FIXED.article,
  INNER - Object.values(FIXED).reduce((a, b) => a + b, 0),
  FIXED.number,
  FIXED.unit,
  FIXED.value,
  FIXED.card,
  FIXED.counted,
  FIXED.shortQty,
  FIXED.shortValue,
  FIXED.remarks,
];
const LEFTS = WIDTHS.map((_, i) => PAGE.margin + WIDTHS.slice(0, i).reduce((a, b) => a + b, 0));
const ALIGN: ('left' | 'center' | 'right')[] = ['left', 'left', 'center', 'center', 'right', 'center', 'center', 'center', 'right', 'left'];
const SIZE = 7;
const PAD = 3;
const LINE_HEIGHT = 8.6;
const HEADER_HEIGHT = 40;
const SIGNATURES_HEIGHT = 70;
const amount = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (centavos: number) => amount.format(centavos / 100);

type Font = FormFont;

/**
 * The sheet's table drawn with pdfkit at fixed positions, as the DTR is (dtr.pdf.ts): pdfmake's table layout took 3–5 s
 * for 5,000 lines on a busy server; this is a fraction of a second. A row's height is its tallest cell (a long
 * description wraps); the column rules are drawn once per page.
 */
class SheetWriter {
  private y = PAGE.margin;
  private tableTop: number | null = null;
  private page = 0;
  private label = '';

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private newPage() {
    this.closeTable();
    this.doc.addPage({ size: 'A4', layout: 'landscape', margin: 0 });
    this.page += 1;
    this.y = PAGE.margin;
    this.text(`${this.label} · page ${this.page}`, PAGE.margin, PAGE.height - 18, INNER, 'Form-Italic', 6.5, 'right');
  }

  text(text: string, x: number, y: number, width: number, font: Font, size: number, align: 'left' | 'center' | 'right' = 'left', underline = false) {
    if (!text) return;
    const { doc } = this;
    doc.font(font).fontSize(size);
    const measured = doc.widthOfString(text);
    if (measured <= width) {
      const left = align === 'center' ? x + (width - measured) / 2 : align === 'right' ? x + width - measured : x;
      doc.text(text, left, y, { lineBreak: false });
      if (underline)
        doc
          .lineWidth(0.5)
          .moveTo(left, y + size + 0.5)
          .lineTo(left + measured, y + size + 0.5)
          .stroke();
    } else {
      doc.text(text, x, y, { width, align, lineGap: LINE_HEIGHT - size * 1.156 });
    }
  }

  /** The height of a cell's text at the sheet's size (one line unless it must wrap). */
  private heightOf(text: string, width: number, font: Font = 'Form'): number {
    if (!text) return LINE_HEIGHT;
    this.doc.font(font).fontSize(SIZE);
    if (this.doc.widthOfString(text) <= width) return LINE_HEIGHT;
    return this.doc.heightOfString(text, { width, lineGap: LINE_HEIGHT - SIZE * 1.156 });
  }

  private rule(x1: number, y1: number, x2: number, y2: number) {
    this.doc.lineWidth(0.5).moveTo(x1, y1).lineTo(x2, y2).stroke();
  }

  /** Ends the table on this page: its column rules from the top of the header to the last row. */
  private closeTable() {
    if (this.tableTop === null) return;
    for (const x of [...LEFTS, PAGE.margin + INNER]) this.rule(x, this.tableTop, x, this.y);
    this.tableTop = null;
  }

  private tableHeader() {
    const { doc } = this;
    const top = this.y;
    doc.rect(PAGE.margin, top, INNER, HEADER_HEIGHT).fill('#eeeeee').fillColor('black');
    const heads = ['Article', 'Description', 'Property No.', 'Unit of Measure', 'Unit Value', 'Quantity per Property Card', 'Quantity per Physical Count'];
    heads.forEach((h, i) => {
      const height = this.heightOf(h, WIDTHS[i]! - 2 * PAD, 'Form-Bold');
      this.text(h, LEFTS[i]! + PAD, top + (HEADER_HEIGHT - height) / 2 + 1, WIDTHS[i]! - 2 * PAD, 'Form-Bold', SIZE, 'center');
    });
    const shortLeft = LEFTS[7]!;
    const shortWidth = WIDTHS[7]! + WIDTHS[8]!;
    this.text('Shortage/Overage', shortLeft, top + 7, shortWidth, 'Form-Bold', SIZE, 'center');
    this.rule(shortLeft, top + HEADER_HEIGHT / 2, shortLeft + shortWidth, top + HEADER_HEIGHT / 2);
    this.text('Quantity', LEFTS[7]!, top + HEADER_HEIGHT / 2 + 7, WIDTHS[7]!, 'Form-Bold', SIZE, 'center');
    this.text('Value', LEFTS[8]!, top + HEADER_HEIGHT / 2 + 7, WIDTHS[8]!, 'Form-Bold', SIZE, 'center');
    this.text('Remarks', LEFTS[9]!, top + 11, WIDTHS[9]!, 'Form-Bold', SIZE, 'center');
    this.text('(condition / whereabouts)', LEFTS[9]!, top + 21, WIDTHS[9]!, 'Form', 6, 'center');
    this.rule(PAGE.margin, top, PAGE.margin + INNER, top);
    this.y = top + HEADER_HEIGHT;
    this.rule(PAGE.margin, this.y, PAGE.margin + INNER, this.y);
    // The header's own column rules: between the shortage's quantity and value only in its lower half.
    for (const [i, x] of [...LEFTS, PAGE.margin + INNER].entries()) this.rule(x, i === 8 ? top + HEADER_HEIGHT / 2 : top, x, this.y);
    this.tableTop = this.y;
  }

  /** Room for `height` more on this page (with the table's header again on a new one). */
  private ensure(height: number) {
    if (this.y + height <= PAGE.height - PAGE.margin - 12) return;
    const inTable = this.tableTop !== null;
    this.newPage();
    if (inTable) this.tableHeader();
  }

  row(cells: string[], opts: { bold?: boolean } = {}) {
    const font: Font = opts.bold ? 'Form-Bold' : 'Form';
    let height = LINE_HEIGHT;
    for (const i of [0, 1, 9]) height = Math.max(height, this.heightOf(cells[i]!, WIDTHS[i]! - 2 * PAD, font));
    height += 2 * PAD - 1;
    this.ensure(height);
    cells.forEach((c, i) => this.text(c, LEFTS[i]! + PAD, this.y + PAD, WIDTHS[i]! - 2 * PAD, font, SIZE, ALIGN[i]));
    this.y += height;
    this.rule(PAGE.margin, this.y, PAGE.margin + INNER, this.y);
  }

  /** A row across the table: the employee accountable for the items under it. */
  band(text: string) {
    const height = LINE_HEIGHT + 2 * PAD - 1;
    this.ensure(height + LINE_HEIGHT + 2 * PAD);
    // Over the columns' rules of this stretch: close the table above the band and start it again under it.
    this.closeTable();
    this.doc.rect(PAGE.margin, this.y, INNER, height).fill('#f4f4f4').fillColor('black');
    this.rule(PAGE.margin, this.y, PAGE.margin, this.y + height);
    this.rule(PAGE.margin + INNER, this.y, PAGE.margin + INNER, this.y + height);
    this.text(text, PAGE.margin + PAD, this.y + PAD, INNER - 2 * PAD, 'Form-Bold', SIZE);
    this.y += height;
    this.rule(PAGE.margin, this.y, PAGE.margin + INNER, this.y);
    this.tableTop = this.y;
  }

  private signatures() {
    this.ensure(SIGNATURES_HEIGHT);
    const top = this.y + 14;
    const width = (INNER - 32) / 3;
    const blocks = [
      ['Certified Correct by:', 'Signature over Printed Name of Inventory Committee Chair and Members'],
      ['Approved by:', 'Signature over Printed Name of Head of Agency/Entity or Authorized Representative'],
      ['Verified by:', 'Signature over Printed Name of COA Representative'],
    ] as const;
    blocks.forEach(([label, under], i) => {
      const x = PAGE.margin + i * (width + 16);
      this.text(label, x, top, width, 'Form-Bold', 8);
      this.rule(x + 20, top + 38, x + width - 20, top + 38);
      this.text(under, x + 10, top + 41, width - 20, 'Form', 6.5, 'center');
    });
    this.y = top + SIGNATURES_HEIGHT - 14;
  }

  report(f: { university: string; count: TCount; lines: SheetLine[]; spec: (typeof REPORTS)[number] }) {
    const { count, lines, spec } = f;
    this.label = spec.title
      .replace('REPORT ON THE ', '')
      .toLowerCase()
      .replace(/^./, (c) => c.toUpperCase());
    this.page = 0;
    this.newPage();
    const clusters = [...new Set(lines.map((l) => l.fund_cluster).filter((c): c is string => !!c))];
    const holders = new Set(lines.map((l) => l.holder_id)).size;
    let accountable: string;
    if (count.personnel) {
      const since = lines
        .map((l) => l.held_since)
        .filter((d): d is string => !!d)
        .sort()[0];
      const who = [count.personnel.fullname, count.personnel.position, count.personnel.department].filter(Boolean).join(', ');
      accountable = `For which ${who} is accountable, having assumed such accountability on ${since ? longDate(since) : '____________'}.`;
    } else {
      accountable =
        `For which the ${holders === 1 ? 'employee' : `${holders} employees`} of ${count.office?.fullname ?? ''} named below ` +
        `${holders === 1 ? 'is' : 'are'} accountable, each for the items under their name, having assumed such accountability on the dates shown.`;
    }
    const x = PAGE.margin;
    this.text(spec.appendix, x, this.y, INNER, 'Form-Italic', 8, 'right');
    this.text(spec.title, x, (this.y += 10), INNER, 'Form-Bold', 12, 'center');
    this.text(spec.type, x, (this.y += 16), INNER, 'Form', 9, 'center', true);
    this.text('(Type of Property)', x, (this.y += 11), INNER, 'Form', 6.5, 'center');
    this.text(`As at ${longDate(count.as_of)}`, x, (this.y += 10), INNER, 'Form', 9, 'center');
    this.y += 18;
    const { doc } = this;
    this.text('Entity Name:', x, this.y, 60, 'Form-Bold', 8);
    this.text(f.university, x + 56, this.y, INNER / 2, 'Form', 8, 'left', true);
    const cluster = clusters.length ? clusters.join(', ') : '______________________';
    doc.font('Form').fontSize(8);
    const clusterWidth = doc.widthOfString(cluster);
    this.text(cluster, x + INNER - clusterWidth, this.y, clusterWidth, 'Form', 8, 'left', clusters.length > 0);
    this.text('Fund Cluster:', x + INNER - clusterWidth - 56, this.y, 56, 'Form-Bold', 8);
    this.y += 14;
    doc.font('Form-Italic').fontSize(8);
    const sentenceHeight = doc.heightOfString(accountable, { width: INNER });
    this.text(accountable, x, this.y, INNER, 'Form-Italic', 8);
    this.y += sentenceHeight + 6;
    this.tableHeader();

    let last: number | null | undefined;
    let bookValue = 0;
    let shortValue = 0;
    let shortQty = 0;
    let found = 0;
    for (const l of lines) {
      if (count.office && l.holder_id !== last) {
        const who = [l.holder ?? 'Nobody on the books', l.holder_position].filter(Boolean).join(', ');
        this.band(`Accountable: ${who}${l.held_since ? ` (since ${longDate(l.held_since)})` : ''}`);
      }
      last = l.holder_id;
      this.row(cells(l));
      bookValue += l.unit_cost;
      if (l.found) found += 1;
      if (l.found === false) {
        shortQty += 1;
        shortValue += l.unit_cost;
      }
    }
    this.row(
      [
        '',
        `TOTAL (${lines.length} item${lines.length === 1 ? '' : 's'})`,
        '',
        '',
        money(bookValue),
        String(lines.length),
        String(found),
        shortQty ? String(shortQty) : '',
        shortValue ? money(shortValue) : '',
        '',
      ],
      { bold: true },
    );
    this.closeTable();
    this.signatures();
  }
}

/** A line's cells: the books' quantity is 1 (an item per property number); the count's 1, 0, or blank until counted. */
function cells(l: SheetLine): string[] {
  const short = l.found === false;
  const remarks = l.found === null ? 'Not yet counted' : l.found ? condition(l.condition) : 'Not found';
  const details = [l.brand, l.model, l.serial_number ? `SN ${l.serial_number}` : null].filter(Boolean).join(' · ');
  return [
    l.category ?? '',
    details ? `${l.description} (${details})` : l.description,
    l.property_number,
    l.unit,
    money(l.unit_cost),
    '1',
    l.found === null ? '' : l.found ? '1' : '0',
    short ? '1' : '',
    short ? money(l.unit_cost) : '',
    l.remarks ? `${remarks}: ${l.remarks}` : remarks,
  ];
}

/** The count sheet: the RPCPPE, then the RPCSP, each only when the count holds items of its kind (each from a new page). */
export function renderCountSheet(f: { university: string; count: TCount; lines: SheetLine[] }): Promise<Buffer> {
  const subject = f.count.office?.acronym ?? f.count.personnel?.fullname ?? '';
  const doc = useFormFonts(
    new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 0,
      autoFirstPage: false,
      info: { Title: `Physical count of property: ${subject}, as at ${longDate(f.count.as_of)}`, Creator: 'University HRIS' },
      ...WITHOUT_STANDARD_FONT,
    }),
  );
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = new SheetWriter(doc);
  let any = false;
  for (const spec of REPORTS) {
    const lines = f.lines.filter(spec.of);
    if (!lines.length) continue;
    writer.report({ university: f.university, count: f.count, lines, spec });
    any = true;
  }
  if (!any) doc.addPage({ size: 'A4', layout: 'landscape', margin: 0 });
  doc.end();
  return done;
}

/** The three signature blocks of the COA reports, for a pdfmake document. */
function signatureColumns(): Content {
  const block = (label: string, under: string): Content => ({
    stack: [
      { text: label, bold: true, margin: [0, 0, 0, 28] as Margin },
      { canvas: [{ type: 'line', x1: 20, y1: 0, x2: 230, y2: 0, lineWidth: 0.5 }] },
      { text: under, fontSize: 7, alignment: 'center', margin: [0, 2, 0, 0] as Margin },
    ],
  });
  return {
    columns: [
      block('Certified Correct by:', 'Signature over Printed Name of Inventory Committee Chair and Members'),
      block('Approved by:', 'Signature over Printed Name of Head of Agency/Entity or Authorized Representative'),
      block('Verified by:', 'Signature over Printed Name of COA Representative'),
    ],
    columnGap: 16,
    margin: [0, 18, 0, 0] as Margin,
    unbreakable: true,
  };
}

/** The report of differences: items not found (the shortages, with their value), conditions changed, totals per form. */
export function renderCountDifferences(f: { university: string; differences: TCountDifferences }): Promise<Buffer> {
  const d = f.differences;
  const subject = d.count.office ? d.count.office.fullname : (d.count.personnel?.fullname ?? '');
  const lineRow = (l: TCountLine, last: Cell): Cell[] => [
    { text: l.item.property_number },
    { text: l.item.description },
    { text: l.holder?.fullname ?? '' },
    { text: money(l.item.unit_cost), alignment: 'right' },
    last,
  ];
  const headRow = (last: string) => [head('Property No.'), head('Description'), head('Accountable'), head('Unit Value'), head(last)];
  const widths = [80, '*', 150, 70, 150];
  const none = (text: string): Content => ({ text, italics: true, margin: [0, 0, 0, 8] as Margin });
  return renderPdf({
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [28, 28, 28, 28],
    info: { title: `Differences of the physical count: ${subject}` },
    defaultStyle: { fontSize: 8 },
    content: [
      { text: 'PHYSICAL COUNT OF PROPERTY: REPORT OF DIFFERENCES', alignment: 'center', bold: true, fontSize: 12 },
      { text: `${subject}, as at ${longDate(d.count.as_of)}`, alignment: 'center', margin: [0, 2, 0, 4] as Margin },
      {
        text: [
          { text: 'Entity Name: ', bold: true },
          { text: f.university, decoration: 'underline' },
        ],
        margin: [0, 0, 0, 8] as Margin,
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 50, 80, 50, 50, 80, 60, 60],
          body: [
            [
              head('Form'),
              head('Items'),
              head('Value per books'),
              head('Found'),
              head('Not found'),
              head('Value not found'),
              head('Uncounted'),
              head('Condition changed'),
            ],
            ...d.per_form.map((p): Cell[] => [
              { text: `${p.label} (${p.form})` },
              { text: String(p.items), alignment: 'center' },
              { text: money(p.book_value), alignment: 'right' },
              { text: String(p.found), alignment: 'center' },
              { text: String(p.not_found), alignment: 'center' },
              { text: money(p.not_found_value), alignment: 'right' },
              { text: String(p.uncounted), alignment: 'center' },
              { text: String(p.condition_changed), alignment: 'center' },
            ]),
          ],
        },
        margin: [0, 0, 0, 12] as Margin,
      },
      { text: `Not found (${d.not_found.length}): ${money(d.not_found_value)}`, bold: true, fontSize: 10, margin: [0, 0, 0, 4] as Margin },
      d.not_found.length
        ? {
            table: {
              headerRows: 1,
              widths,
              body: [
                headRow('Remarks (whereabouts)'),
                ...d.not_found.map((l) => lineRow(l, { text: l.remarks ?? '' })),
                [
                  { text: 'TOTAL', bold: true, colSpan: 3, alignment: 'right' },
                  '',
                  '',
                  { text: money(d.not_found_value), bold: true, alignment: 'right' },
                  '',
                ] as Cell[],
              ],
            },
            margin: [0, 0, 0, 12] as Margin,
          }
        : none('Every item counted was found.'),
      { text: `Condition other than the books (${d.condition_changed.length})`, bold: true, fontSize: 10, margin: [0, 0, 0, 4] as Margin },
      d.condition_changed.length
        ? {
            table: {
              headerRows: 1,
              widths,
              body: [
                headRow('Condition'),
                ...d.condition_changed.map((l) =>
                  lineRow(l, { text: `Books: ${condition(l.book_condition)}; counted: ${condition(l.condition)}${l.remarks ? ` (${l.remarks})` : ''}` }),
                ),
              ],
            },
          }
        : none('Every item found was in the condition on the books.'),
      signatureColumns(),
    ],
  });
}
