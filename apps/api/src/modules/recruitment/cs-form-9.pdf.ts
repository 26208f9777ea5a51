import type { Deps } from '../../lib/deps';
import type { TableCell } from 'pdfmake/interfaces';
import { formDate, peso, renderPdf } from '../../lib/pdf';
import { readSetting } from '../../lib/settings';
import type { JobPostRow } from './job-posts.repo';

// CS Form No. 9 (Revised 2018), the Request for Publication of Vacant Positions, for one post (or several
// published together): the positions with their plantilla items, pay and qualification standards, the
// documents to attach, the closing date, and where applications go.

/** A heading cell of the table (rowSpan/colSpan given where it spans). */
const head = (text: string, span: { rowSpan?: number; colSpan?: number } = {}) => ({
  text,
  bold: true,
  alignment: 'center' as const,
  fontSize: 7.5,
  fillColor: '#e6e6e6',
  ...span,
});

export async function renderCsForm9(deps: Deps, jobs: JobPostRow[]): Promise<Buffer> {
  const [university, hrName, hrTitle] = await Promise.all([
    readSetting(deps.db, 'university_name'),
    readSetting(deps.db, 'hr_signatory_name'),
    readSetting(deps.db, 'hr_signatory_title'),
  ]);
  const closing =
    jobs
      .map((j) => j.closing_date)
      .filter(Boolean)
      .sort()[0] ?? null;
  const documents = [...new Set(jobs.flatMap((j) => j.documents_required))];
  return renderPdf({
    pageSize: 'LEGAL',
    pageOrientation: 'landscape',
    pageMargins: [30, 28, 30, 28],
    info: { title: 'CS Form No. 9 — Request for Publication of Vacant Positions' },
    content: [
      { text: 'CS Form No. 9\nRevised 2018', italics: true, fontSize: 7.5 },
      { text: 'Republic of the Philippines', alignment: 'center', fontSize: 9 },
      { text: String(university).toUpperCase(), alignment: 'center', bold: true, fontSize: 12 },
      { text: 'Request for Publication of Vacant Positions', alignment: 'center', bold: true, fontSize: 13, margin: [0, 6, 0, 8] },
      { text: 'To: CIVIL SERVICE COMMISSION (CSC)', bold: true, margin: [0, 0, 0, 4] },
      {
        text: `We hereby request the publication of the following vacant positions, which are authorized to be filled, at the ${String(university)} in the CSC website:`,
        margin: [0, 0, 0, 6],
      },
      {
        table: {
          headerRows: 2,
          widths: [18, 110, 70, 40, 65, 95, 95, 95, 80, 80, '*'],
          body: <TableCell[][]>[
            [
              head('No.', { rowSpan: 2 }),
              head('Position Title (Parenthetical Title, if applicable)', { rowSpan: 2 }),
              head('Plantilla Item No.', { rowSpan: 2 }),
              head('Salary/ Job/ Pay Grade', { rowSpan: 2 }),
              head('Monthly Salary', { rowSpan: 2 }),
              head('Qualification Standards', { colSpan: 5 }),
              {},
              {},
              {},
              {},
              head('Place of Assignment', { rowSpan: 2 }),
            ],
            [{}, {}, {}, {}, {}, head('Education'), head('Training'), head('Experience'), head('Eligibility'), head('Competency (if applicable)'), {}],
            ...jobs.map((j, i) => [
              { text: String(i + 1), alignment: 'center' },
              { text: j.position.name, bold: true },
              j.plantilla_item_no ?? '',
              { text: `SG ${j.salary_grade}`, alignment: 'center' },
              { text: peso(j.monthly_salary), alignment: 'right', noWrap: true },
              j.education,
              j.training,
              j.experience,
              j.eligibility,
              j.competencies ?? '',
              `${j.department.fullname}, ${j.campus.name}`,
            ]),
          ],
        },
        fontSize: 7.5,
      },
      {
        text: `Interested and qualified applicants should signify their interest in writing. Attach the following documents to the application letter and send to the address below not later than ${closing ? formDate(closing) : '__________'}.`,
        margin: [0, 8, 0, 4],
      },
      { ol: documents, fontSize: 8, margin: [12, 0, 0, 6] },
      {
        text: 'This Office highly encourages all interested and qualified applicants, including persons with disability (PWD) and members of indigenous communities, to apply, irrespective of sexual orientation and gender identity and/or expression, civil status, religion and political affiliation.',
        italics: true,
        fontSize: 7.5,
        margin: [0, 0, 0, 6],
      },
      {
        text: 'QUALIFIED APPLICANTS are advised to apply through the university job portal, or to hand in or send their application to:',
        margin: [0, 0, 0, 2],
      },
      { text: [{ text: `${String(hrName)}\n`, bold: true }, `${String(hrTitle)}\n${String(university)}`], margin: [12, 0, 0, 6] },
      { text: 'APPLICATIONS WITH INCOMPLETE DOCUMENTS SHALL NOT BE ENTERTAINED.', bold: true, margin: [0, 0, 0, 16] },
      {
        columns: [
          { width: '*', text: '' },
          {
            width: 240,
            stack: [
              { text: 'Head of Agency / Authorized Representative', fontSize: 7.5, margin: [0, 0, 0, 18] },
              { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 240, y2: 0, lineWidth: 0.5 }] },
              { text: `Date: ${formDate(deps.clock.today())}`, fontSize: 7.5, margin: [0, 2, 0, 0] },
            ],
          },
        ],
      },
    ],
  });
}
