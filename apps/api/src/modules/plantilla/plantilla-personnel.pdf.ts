import type { TableCell } from 'pdfmake/interfaces';
import type { TPlantillaPersonnelRow, TPlantillaTotals } from '@hris/contracts';
import type { Deps } from '../../lib/deps';
import { formDate, letterhead, pesos, renderPdf } from '../../lib/pdf';
import { readSetting } from '../../lib/settings';

// The plantilla of personnel on paper: the PSIPOP's columns on legal paper, landscape, the items grouped by office
// with each office's subtotal and the university's total at the end.

type OfficeTotals = TPlantillaTotals & { office: { id: number; fullname: string } };

const HEADERS = [
  'Item No.',
  'Position Title',
  'SG',
  'Step',
  'Authorized Annual',
  'Actual Annual',
  'Name of Incumbent',
  'Sex',
  'Date of Birth',
  'TIN',
  'Orig. Appt.',
  'Last Promotion',
  'Status',
  'Eligibility',
];
const WIDTHS = [92, 92, 16, 18, 52, 52, 100, 18, 44, 52, 44, 44, 52, '*'];
const right = (text: string) => ({ text, alignment: 'right' as const });

function line(r: TPlantillaPersonnelRow): TableCell[] {
  const p = r.incumbent;
  const name = p ? `${[p.last_name, p.name_extension].filter(Boolean).join(' ')}, ${p.first_name}${p.middle_name ? ` ${p.middle_name}` : ''}` : 'VACANT';
  return [
    r.item_no,
    r.position,
    right(String(r.salary_grade)),
    right(String(p?.salary_step ?? r.salary_step)),
    right(pesos(r.authorized_annual)),
    right(pesos(r.actual_annual)),
    p ? name : { text: name, italics: true },
    p?.sex === 'male' ? 'M' : p?.sex === 'female' ? 'F' : '',
    formDate(p?.birth_date),
    p?.tin ?? '',
    formDate(p?.date_original_appointment),
    formDate(p?.date_last_promotion),
    p?.appointment_status ?? '',
    p?.eligibility ?? '',
  ];
}

function totalRow(label: string, t: TPlantillaTotals): TableCell[] {
  return [
    { text: `${label}: ${t.items} item${t.items === 1 ? '' : 's'}, ${t.filled} filled, ${t.vacant} vacant`, colSpan: 4, bold: true },
    '',
    '',
    '',
    { ...right(pesos(t.authorized_annual)), bold: true },
    { ...right(pesos(t.actual_annual)), bold: true },
    { text: '', colSpan: 8 },
    '',
    '',
    '',
    '',
    '',
    '',
    '',
  ];
}

/** The PSIPOP on paper; `onProgress` hears the share of the pages drawn (the job's bar). */
export async function renderPlantillaPdf(
  deps: Deps,
  lines: TPlantillaPersonnelRow[],
  offices: OfficeTotals[],
  today: string,
  onProgress?: (fraction: number) => void,
): Promise<Buffer> {
  const university = String(await readSetting(deps.db, 'university_name'));
  const body: TableCell[][] = [HEADERS.map((h) => ({ text: h, bold: true, fontSize: 6.5, alignment: 'center' as const }))];
  const all: TPlantillaTotals = { items: 0, filled: 0, vacant: 0, authorized_annual: 0, actual_annual: 0 };
  for (const office of offices) {
    body.push([{ text: office.office.fullname.toUpperCase(), colSpan: HEADERS.length, bold: true, fillColor: '#eeeeee' }, ...HEADERS.slice(1).map(() => '')]);
    for (const r of lines.filter((l) => l.office.id === office.office.id)) body.push(line(r));
    body.push(totalRow('Subtotal', office));
    for (const k of Object.keys(all) as (keyof TPlantillaTotals)[]) all[k] += office[k];
  }
  body.push(totalRow('University total', all));
  return renderPdf(
    {
      pageSize: 'LEGAL',
      pageOrientation: 'landscape',
      pageMargins: [24, 24, 24, 30],
      info: { title: 'Plantilla of personnel' },
      defaultStyle: { fontSize: 6.5 },
      footer: (page, pages) => ({ text: `Page ${page} of ${pages}`, alignment: 'center', fontSize: 7 }),
      content: [
        letterhead({ university, office: 'Personal Services Itemization and Plantilla of Personnel' }),
        { text: `As of ${formDate(today)}; salaries from the salary schedule in force on that day.`, alignment: 'center', fontSize: 8, margin: [0, 0, 0, 8] },
        { table: { headerRows: 1, widths: WIDTHS, body, dontBreakRows: true }, layout: 'lightHorizontalLines' },
      ],
    },
    onProgress,
  );
}
