import type { Deps } from '../../lib/deps';
import { letterhead, peso, renderPdf, type OfficeHeader } from '../../lib/pdf';
import { readSetting, universityLogo } from '../../lib/settings';

export type CertificateFacts = {
  fullname: string;
  lastName: string;
  sex: 'male' | 'female' | null;
  position: string;
  status: string | null;
  office: string;
  campus: string;
  since: string;
  purpose: string;
  /** Present when the certificate shows the compensation. */
  compensation: { grade: number; step: number; monthly: number } | null;
  issuedOn: string;
  signatory: { name: string; title: string };
  /** The employee's office's header (/department/header/setting), printed instead of the university's lines when set. */
  header?: OfficeHeader | null;
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthDayYear = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[m! - 1]} ${d}, ${y}`;
};
/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export const ordinal = (n: number) => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** The certificate of employment as HR offices word it: who, what position, where, since when, for what purpose. */
export async function renderCertificate(deps: Deps, f: CertificateFacts): Promise<Buffer> {
  const [university, logo] = await Promise.all([readSetting(deps.db, 'university_name').then(String), universityLogo(deps)]);
  const honorific = f.sex === 'male' ? 'MR. ' : f.sex === 'female' ? 'MS. ' : '';
  const shortName = f.sex === 'male' ? `Mr. ${f.lastName}` : f.sex === 'female' ? `Ms. ${f.lastName}` : f.fullname;
  const pronoun = f.sex === 'male' ? 'He' : f.sex === 'female' ? 'She' : 'The employee';
  const [y, m, d] = f.issuedOn.split('-').map(Number);
  const paragraph = { fontSize: 11, alignment: 'justify' as const, lineHeight: 1.4, margin: [0, 0, 0, 12] as [number, number, number, number] };
  return renderPdf({
    pageSize: 'A4',
    pageMargins: [64, 48, 64, 56],
    info: { title: `Certificate of employment of ${f.fullname}` },
    defaultStyle: { fontSize: 11 },
    content: [
      letterhead({ university, campus: f.campus, office: 'Human Resource Management Office', header: f.header, logo }),
      { text: 'CERTIFICATE OF EMPLOYMENT', bold: true, fontSize: 16, alignment: 'center', characterSpacing: 1, margin: [0, 18, 0, 28] },
      { text: 'TO WHOM IT MAY CONCERN:', bold: true, margin: [0, 0, 0, 14] },
      {
        text: [
          'This is to certify that ',
          { text: `${honorific}${f.fullname.toUpperCase()}`, bold: true },
          ` has been employed in the ${university} as `,
          { text: f.position, bold: true },
          f.status ? ` (${f.status})` : '',
          ' at the ',
          { text: f.office, bold: true },
          ` since ${monthDayYear(f.since)} to present.`,
        ],
        ...paragraph,
      },
      ...(f.compensation
        ? [
            {
              text: `${pronoun} receives the following compensation under the salary schedule in force:`,
              ...paragraph,
              margin: [0, 0, 0, 6] as [number, number, number, number],
            },
            {
              table: {
                widths: ['*', 130],
                body: [
                  [
                    `Monthly basic salary (Salary Grade ${f.compensation.grade}, Step ${f.compensation.step})`,
                    { text: peso(f.compensation.monthly), alignment: 'right' as const },
                  ],
                  [
                    { text: 'Annual basic salary', bold: true },
                    { text: peso(f.compensation.monthly * 12), alignment: 'right' as const, bold: true },
                  ],
                ],
              },
              layout: 'lightHorizontalLines',
              margin: [24, 0, 24, 14] as [number, number, number, number],
            },
          ]
        : []),
      { text: `This certification is issued upon the request of ${shortName} for ${f.purpose.replace(/[.\s]+$/, '')}.`, ...paragraph },
      { text: `Issued this ${ordinal(d!)} day of ${MONTHS[m! - 1]} ${y} at ${f.campus}, ${university}.`, ...paragraph },
      {
        columns: [
          { width: '*', text: '' },
          {
            width: 250,
            margin: [0, 40, 0, 0],
            stack: [
              { text: f.signatory.name.toUpperCase(), bold: true, alignment: 'center', fontSize: 12 },
              { canvas: [{ type: 'line', x1: 0, y1: 2, x2: 250, y2: 2, lineWidth: 0.5 }] },
              { text: f.signatory.title, alignment: 'center', fontSize: 10, margin: [0, 3, 0, 0] },
            ],
          },
        ],
      },
      { text: 'Not valid without the official seal.', italics: true, fontSize: 8, margin: [0, 48, 0, 0] },
    ],
  });
}
