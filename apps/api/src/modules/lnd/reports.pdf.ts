import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Deps } from '../../lib/deps';
import { formDate, letterhead, pesos, renderPdf } from '../../lib/pdf';
import { readSetting, universityLogo } from '../../lib/settings';
import type { Cell, Column, ReportTables } from './reports.tables';

// An L&D report on paper: A4 landscape under the university's letterhead, each table with its header repeated on
// every page and its totals in bold at the end.

function text(c: Column, v: Cell): string {
  if (v === null) return '';
  if (typeof v === 'string') return c.kind === 'date' ? formDate(v) : v;
  switch (c.kind) {
    case 'money':
      return pesos(v);
    case 'percent':
      return `${v.toFixed(1)}%`;
    case 'hours':
      return v.toLocaleString('en-PH', { maximumFractionDigits: 2 });
    default:
      return v.toLocaleString('en-PH');
  }
}
const numeric = (c: Column) => c.kind !== 'text' && c.kind !== 'date';

function table(t: ReportTables['tables'][number]): Content[] {
  const cell = (c: Column, v: Cell, bold = false): TableCell => ({ text: text(c, v), alignment: numeric(c) ? 'right' : 'left', bold });
  const body: TableCell[][] = [
    t.columns.map((c) => ({ text: c.header, bold: true, alignment: numeric(c) ? 'right' : 'left', fillColor: '#eeeeee' })),
    ...t.rows.map((r) => r.map((v, i) => cell(t.columns[i]!, v))),
  ];
  if (t.rows.length === 0) body.push([{ text: 'Nothing to report.', italics: true, colSpan: t.columns.length }, ...t.columns.slice(1).map(() => '')]);
  if (t.totals) body.push(t.totals.map((v, i) => cell(t.columns[i]!, v, true)));
  return [
    { text: t.title, bold: true, fontSize: 10, margin: [0, 8, 0, 4] },
    { table: { headerRows: 1, widths: t.columns.map((c) => c.pdf), body, dontBreakRows: true }, layout: 'lightHorizontalLines' },
  ];
}

/** The report on paper; `onProgress` hears the share of the pages drawn (the job's bar). */
export async function renderReportPdf(deps: Deps, report: ReportTables, onProgress?: (fraction: number) => void): Promise<Buffer> {
  const [university, logo] = await Promise.all([readSetting(deps.db, 'university_name').then(String), universityLogo(deps)]);
  return renderPdf(
    {
      pageSize: 'A4',
      pageOrientation: 'landscape',
      pageMargins: [28, 28, 28, 32],
      info: { title: report.title },
      defaultStyle: { fontSize: 7.5 },
      footer: (page, pages) => ({ text: `${report.title} · page ${page} of ${pages}`, alignment: 'center', fontSize: 7 }),
      content: [
        letterhead({ university, office: 'Learning and development', logo }),
        { text: report.title, alignment: 'center', bold: true, fontSize: 11 },
        { text: report.subtitle, alignment: 'center', fontSize: 8, margin: [0, 2, 0, 6] },
        ...report.tables.flatMap(table),
      ],
    },
    onProgress,
  );
}
