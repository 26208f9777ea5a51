import ExcelJS from 'exceljs';
import { EDUCATION_LEVELS, EDUCATION_LEVEL_LABELS, PDS_QUESTIONS, type TAddress, type TPds } from '@hris/contracts';
import type { PdsNames } from './pds-form-212';

// The PDS written into the official workbook's layout, CS Form 212 Revised 2017: sheets C1 to C4 with the form's
// labels in the cells where the CSC's workbook has them (pds-workbook.read.ts reads it back), dates as dd/mm/yyyy
// the way the form asks. Borders and shading are the form's in spirit, not copied cell by cell.

type Sheet = ExcelJS.Worksheet;
type Value = string | number | null | undefined;

const LABEL_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEAEAEA' } };
const BAR_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF969696' } };
const THIN: Partial<ExcelJS.Borders> = { top: { style: 'thin' }, left: { style: 'thin' }, bottom: { style: 'thin' }, right: { style: 'thin' } };

function put(ws: Sheet, range: string, value: Value, style: 'label' | 'value' | 'bar' = 'value') {
  const [first] = range.split(':');
  if (range.includes(':')) ws.mergeCells(range);
  const cell = ws.getCell(first!);
  cell.value = value ?? '';
  cell.border = THIN;
  cell.alignment = { vertical: 'middle', wrapText: true };
  if (style === 'label') {
    cell.fill = LABEL_FILL;
    cell.font = { size: 8 };
  } else if (style === 'bar') {
    cell.fill = BAR_FILL;
    cell.font = { bold: true, italic: true, color: { argb: 'FFFFFFFF' }, size: 10 };
  } else cell.font = { bold: true, size: 9 };
}
const label = (ws: Sheet, range: string, text: string) => put(ws, range, text, 'label');

/** dd/mm/yyyy, as the form asks. */
const dmy = (iso: unknown) => (typeof iso === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');
const str = (v: unknown): Value => (typeof v === 'string' || typeof v === 'number' ? v : '');
const box = (ticked: boolean, word: string) => `${ticked ? '☑' : '☐'} ${word}`;

function sheet(book: ExcelJS.Workbook, name: string): Sheet {
  const ws = book.addWorksheet(name, { pageSetup: { paperSize: 5, orientation: 'portrait', fitToPage: true, fitToWidth: 1 } });
  ws.columns = Array.from({ length: 14 }, () => ({ width: 11 }));
  return ws;
}

function c1(ws: Sheet, pds: TPds, names: PdsNames, draft: boolean) {
  const p = pds.personal;
  const f = pds.family;
  put(ws, 'A1:C1', 'CS Form No. 212', 'label');
  put(ws, 'A2:C2', 'Revised 2017', 'label');
  put(ws, 'A3:N3', 'PERSONAL DATA SHEET', 'value');
  ws.getCell('A3').alignment = { horizontal: 'center' };
  ws.getCell('A3').font = { bold: true, size: 18 };
  put(ws, 'A4:N4', draft ? 'NOT YET VERIFIED' : 'Verified copy', 'label');
  put(ws, 'A8:N8', 'I. PERSONAL INFORMATION', 'bar');
  label(ws, 'A10:C10', '2. SURNAME');
  put(ws, 'D10:N10', pds.personnel.last_name);
  label(ws, 'A11:C11', 'FIRST NAME');
  put(ws, 'D11:K11', pds.personnel.first_name);
  label(ws, 'L11:M11', 'NAME EXTENSION (JR., SR)');
  put(ws, 'N11', pds.personnel.name_extension);
  label(ws, 'A12:C12', 'MIDDLE NAME');
  put(ws, 'D12:N12', pds.personnel.middle_name);
  label(ws, 'A13:C14', '3. DATE OF BIRTH (dd/mm/yyyy)');
  put(ws, 'D13:F14', dmy(p?.birth_date));
  label(ws, 'A15:C15', '4. PLACE OF BIRTH');
  put(ws, 'D15:F15', str(p?.birth_place));
  label(ws, 'A16:C16', '5. SEX');
  put(ws, 'D16', box(p?.sex === 'male', 'Male'));
  put(ws, 'E16:F16', box(p?.sex === 'female', 'Female'));
  label(ws, 'A17:C21', '6. CIVIL STATUS');
  const civil = (names.civilStatus ?? '').toLowerCase();
  const known = ['single', 'married', 'widowed', 'separated'];
  put(ws, 'D17', box(civil === 'single', 'Single'));
  put(ws, 'E17:F17', box(civil === 'married', 'Married'));
  put(ws, 'D18', box(civil === 'widowed', 'Widowed'));
  put(ws, 'E18:F18', box(civil === 'separated', 'Separated'));
  put(ws, 'D19', box(!!civil && !known.includes(civil), 'Other/s:'));
  put(ws, 'E19:F19', civil && !known.includes(civil) ? (p?.civil_status_other ?? names.civilStatus) : '');
  label(ws, 'G13:H16', '16. CITIZENSHIP');
  const dual = p?.citizenship === 'dual';
  put(ws, 'J13:K13', box(!dual && !!p, 'Filipino'));
  put(ws, 'L13:N13', box(dual, 'Dual Citizenship'));
  put(ws, 'L14', box(dual && p?.dual_citizenship_by === 'birth', 'by birth'));
  put(ws, 'M14:N14', box(dual && p?.dual_citizenship_by === 'naturalization', 'by naturalization'));
  label(ws, 'J15:N15', 'Pls. indicate country:');
  put(ws, 'J16:N16', dual ? names.dualCountry : '');
  label(ws, 'A22:C23', '7. HEIGHT (m)');
  put(ws, 'D22:F23', str(p?.height_m));
  label(ws, 'A24:C24', '8. WEIGHT (kg)');
  put(ws, 'D24:F24', str(p?.weight_kg));
  label(ws, 'A25:C26', '9. BLOOD TYPE');
  put(ws, 'D25:F26', names.bloodType);
  const ids: [string, string, unknown][] = [
    ['27', '10. GSIS ID NO.', p?.gsis_no],
    ['29', '11. PAG-IBIG ID NO.', p?.pagibig_no],
    ['31', '12. PHILHEALTH NO.', p?.philhealth_no],
    ['32', '13. SSS NO.', p?.sss_no],
    ['33', '14. TIN NO.', p?.tin_no],
    ['34', '15. AGENCY EMPLOYEE NO.', p?.agency_employee_no],
  ];
  for (const [row, text, v] of ids) {
    const tall = row === '27' || row === '29';
    label(ws, `A${row}:C${tall ? +row + 1 : row}`, text);
    put(ws, `D${row}:F${tall ? +row + 1 : row}`, str(v));
  }
  address(ws, 17, '17. RESIDENTIAL ADDRESS', p?.residential_address);
  address(ws, 25, '18. PERMANENT ADDRESS', p?.permanent_address);
  label(ws, 'G32:H32', '19. TELEPHONE NO.');
  put(ws, 'I32:N32', str(p?.telephone_no));
  label(ws, 'G33:H33', '20. MOBILE NO.');
  put(ws, 'I33:N33', str(p?.mobile_no));
  label(ws, 'G34:H34', '21. E-MAIL ADDRESS (if any)');
  put(ws, 'I34:N34', str(p?.email));

  put(ws, 'A35:N35', 'II. FAMILY BACKGROUND', 'bar');
  const person = (
    row: number,
    surnameLabel: string,
    who: { surname?: unknown; first_name?: unknown; middle_name?: unknown; name_extension?: unknown } | undefined,
    ext: boolean,
  ) => {
    label(ws, `A${row}:C${row}`, surnameLabel);
    put(ws, `D${row}:H${row}`, str(who?.surname));
    label(ws, `A${row + 1}:C${row + 1}`, 'FIRST NAME');
    put(ws, `D${row + 1}:F${row + 1}`, str(who?.first_name));
    if (ext) {
      label(ws, `G${row + 1}`, 'NAME EXTENSION (JR., SR)');
      put(ws, `H${row + 1}`, str(who?.name_extension));
    }
    label(ws, `A${row + 2}:C${row + 2}`, 'MIDDLE NAME');
    put(ws, `D${row + 2}:H${row + 2}`, str(who?.middle_name));
  };
  person(36, "22. SPOUSE'S SURNAME", f?.spouse, true);
  const spouseMore: [string, unknown][] = [
    ['OCCUPATION', f?.spouse?.occupation],
    ['EMPLOYER/BUSINESS NAME', f?.spouse?.employer],
    ['BUSINESS ADDRESS', f?.spouse?.business_address],
    ['TELEPHONE NO.', f?.spouse?.telephone_no],
  ];
  spouseMore.forEach(([text, v], i) => {
    label(ws, `A${39 + i}:C${39 + i}`, text);
    put(ws, `D${39 + i}:H${39 + i}`, str(v));
  });
  person(43, "24. FATHER'S SURNAME", f?.father, true);
  label(ws, 'A46:C46', "25. MOTHER'S MAIDEN NAME");
  put(ws, 'D46:H46', '', 'label');
  person(47, 'SURNAME', f?.mother, false);
  label(ws, 'I36:L36', '23. NAME of CHILDREN (Write full name and list all)');
  label(ws, 'M36:N36', 'DATE OF BIRTH (dd/mm/yyyy)');
  const children = f?.children ?? [];
  const childRows = Math.max(12, children.length);
  for (let i = 0; i < childRows; i++) {
    put(ws, `I${37 + i}:L${37 + i}`, str(children[i]?.full_name));
    put(ws, `M${37 + i}:N${37 + i}`, dmy(children[i]?.birth_date));
  }
  const afterFamily = Math.max(50, 37 + childRows + 1);
  put(ws, `I${afterFamily - 1}:N${afterFamily - 1}`, '(Continue on separate sheet if necessary)', 'label');

  const top = afterFamily;
  put(ws, `A${top}:N${top}`, 'III. EDUCATIONAL BACKGROUND', 'bar');
  label(ws, `A${top + 1}:C${top + 3}`, '26. LEVEL');
  label(ws, `D${top + 1}:F${top + 3}`, 'NAME OF SCHOOL (Write in full)');
  label(ws, `G${top + 1}:I${top + 3}`, 'BASIC EDUCATION/DEGREE/COURSE (Write in full)');
  label(ws, `J${top + 1}:K${top + 2}`, 'PERIOD OF ATTENDANCE');
  label(ws, `J${top + 3}`, 'From');
  label(ws, `K${top + 3}`, 'To');
  label(ws, `L${top + 1}:L${top + 3}`, 'HIGHEST LEVEL/UNITS EARNED (if not graduated)');
  label(ws, `M${top + 1}:M${top + 3}`, 'YEAR GRADUATED');
  label(ws, `N${top + 1}:N${top + 3}`, 'SCHOLARSHIP/ ACADEMIC HONORS RECEIVED');
  // The form prints one row per level; a second school of a level takes a row of its own under it.
  type Line = { level: (typeof EDUCATION_LEVELS)[number]; e: TPds['educbackground'][number] | null };
  const rows = EDUCATION_LEVELS.flatMap((level): Line[] => {
    const of = pds.educbackground.filter((e) => e.level === level);
    return of.length ? of.map((e) => ({ level, e })) : [{ level, e: null }];
  });
  rows.forEach(({ level, e }, i) => {
    const r = top + 4 + i;
    label(ws, `A${r}:C${r}`, EDUCATION_LEVEL_LABELS[level].toUpperCase());
    put(ws, `D${r}:F${r}`, str(e?.school_name));
    put(ws, `G${r}:I${r}`, str(e?.course));
    put(ws, `J${r}`, str(e?.period_from));
    put(ws, `K${r}`, str(e?.period_to));
    put(ws, `L${r}`, str(e?.highest_level_units));
    put(ws, `M${r}`, str(e?.year_graduated));
    put(ws, `N${r}`, str(e?.honors));
  });
  const end = top + 4 + rows.length;
  put(ws, `A${end}:N${end}`, '(Continue on separate sheet if necessary)', 'label');
  label(ws, `A${end + 1}:C${end + 1}`, 'SIGNATURE');
  put(ws, `D${end + 1}:H${end + 1}`, '');
  label(ws, `I${end + 1}:J${end + 1}`, 'DATE');
  put(ws, `K${end + 1}:N${end + 1}`, '');
}

function address(ws: Sheet, row: number, title: string, a: TAddress | undefined) {
  label(ws, `G${row}:H${row + 5}`, title);
  const pairs: [number, string, string, unknown, unknown][] = [
    [row, 'House/Block/Lot No.', 'Street', a?.house_no, a?.street],
    [row + 2, 'Subdivision/Village', 'Barangay', a?.subdivision, a?.barangay],
    [row + 4, 'City/Municipality', 'Province', a?.city, a?.province],
  ];
  for (const [r, left, right, lv, rv] of pairs) {
    put(ws, `I${r}:K${r}`, str(lv));
    put(ws, `L${r}:N${r}`, str(rv));
    label(ws, `I${r + 1}:K${r + 1}`, left);
    label(ws, `L${r + 1}:N${r + 1}`, right);
  }
  label(ws, `G${row + 6}:H${row + 6}`, 'ZIP CODE');
  put(ws, `I${row + 6}:N${row + 6}`, str(a?.zip_code));
}

/** A list part: its bar, its header and at least `minimum` rows (the paper form's count), more when the PDS has more. */
function listPart<T>(
  ws: Sheet,
  top: number,
  minimum: number,
  header: (top: number) => number,
  entries: T[],
  row: (r: number, e: T | undefined) => void,
): number {
  const first = header(top);
  const count = Math.max(minimum, entries.length);
  for (let i = 0; i < count; i++) row(first + i, entries[i]);
  put(ws, `A${first + count}:N${first + count}`, '(Continue on separate sheet if necessary)', 'label');
  return first + count + 1;
}

function c2(ws: Sheet, pds: TPds) {
  put(ws, 'A1:N1', 'IV. CIVIL SERVICE ELIGIBILITY', 'bar');
  const next = listPart(
    ws,
    2,
    7,
    (top) => {
      label(ws, `A${top}:E${top + 2}`, "27. CAREER SERVICE/ RA 1080 (BOARD/ BAR) UNDER SPECIAL LAWS/ CES/ CSEE BARANGAY ELIGIBILITY / DRIVER'S LICENSE");
      label(ws, `F${top}:F${top + 2}`, 'RATING (If Applicable)');
      label(ws, `G${top}:H${top + 2}`, 'DATE OF EXAMINATION / CONFERMENT');
      label(ws, `I${top}:I${top + 2}`, 'PLACE OF EXAMINATION / CONFERMENT');
      label(ws, `J${top}:K${top + 1}`, 'LICENSE (if applicable)');
      label(ws, `J${top + 2}`, 'NUMBER');
      label(ws, `K${top + 2}`, 'Date of Validity');
      return top + 3;
    },
    pds.eligibility,
    (r, e) => {
      put(ws, `A${r}:E${r}`, str(e?.name));
      put(ws, `F${r}`, str(e?.rating));
      put(ws, `G${r}:H${r}`, dmy(e?.exam_date));
      put(ws, `I${r}`, str(e?.exam_place));
      put(ws, `J${r}`, str(e?.license_number));
      put(ws, `K${r}`, dmy(e?.license_valid_until));
    },
  );
  put(ws, `A${next}:N${next}`, 'V. WORK EXPERIENCE', 'bar');
  put(
    ws,
    `A${next + 1}:N${next + 1}`,
    '(Include private employment.  Start from your recent work) Description of duties should be indicated in the attached Work Experience sheet.',
    'label',
  );
  const end = listPart(
    ws,
    next + 2,
    28,
    (top) => {
      label(ws, `A${top}:C${top + 1}`, '28. INCLUSIVE DATES (dd/mm/yyyy)');
      label(ws, `A${top + 2}:B${top + 2}`, 'From');
      label(ws, `C${top + 2}`, 'To');
      label(ws, `D${top}:F${top + 2}`, 'POSITION TITLE (Write in full/Do not abbreviate)');
      label(ws, `G${top}:I${top + 2}`, 'DEPARTMENT / AGENCY / OFFICE / COMPANY (Write in full/Do not abbreviate)');
      label(ws, `J${top}:J${top + 2}`, 'MONTHLY SALARY');
      label(ws, `K${top}:K${top + 2}`, 'SALARY/ JOB/ PAY GRADE (if applicable)& STEP  (Format "00-0")/ INCREMENT');
      label(ws, `L${top}:L${top + 2}`, 'STATUS OF APPOINTMENT');
      label(ws, `M${top}:M${top + 2}`, "GOV'T SERVICE (Y/ N)");
      return top + 3;
    },
    pds.workexp,
    (r, e) => {
      put(ws, `A${r}:B${r}`, dmy(e?.date_from));
      put(ws, `C${r}`, e ? dmy(e.date_to) || 'PRESENT' : '');
      put(ws, `D${r}:F${r}`, str(e?.position_title));
      put(ws, `G${r}:I${r}`, str(e?.company_name));
      put(ws, `J${r}`, str(e?.monthly_salary));
      put(ws, `K${r}`, e?.salary_grade ? `${String(e.salary_grade).padStart(2, '0')}${e.salary_step ? `-${e.salary_step}` : ''}` : '');
      put(ws, `L${r}`, str(e?.appointment_status));
      put(ws, `M${r}`, e ? (e.government_service ? 'Y' : 'N') : '');
    },
  );
  label(ws, `A${end}:C${end}`, 'SIGNATURE');
  label(ws, `I${end}:J${end}`, 'DATE');
}

function c3(ws: Sheet, pds: TPds) {
  put(ws, 'A1:N1', 'VI. VOLUNTARY WORK OR INVOLVEMENT IN CIVIC / NON-GOVERNMENT / PEOPLE / VOLUNTARY ORGANIZATION/S', 'bar');
  const next = listPart(
    ws,
    2,
    7,
    (top) => {
      label(ws, `A${top}:D${top + 2}`, '29. NAME & ADDRESS OF ORGANIZATION (Write in full)');
      label(ws, `E${top}:F${top + 1}`, 'INCLUSIVE DATES (dd/mm/yyyy)');
      label(ws, `E${top + 2}`, 'From');
      label(ws, `F${top + 2}`, 'To');
      label(ws, `G${top}:G${top + 2}`, 'NUMBER OF HOURS');
      label(ws, `H${top}:I${top + 2}`, 'POSITION / NATURE OF WORK');
      return top + 3;
    },
    pds.voluntarywork,
    (r, e) => {
      put(ws, `A${r}:D${r}`, str(e?.organization));
      put(ws, `E${r}`, dmy(e?.date_from));
      put(ws, `F${r}`, e ? dmy(e.date_to) || 'PRESENT' : '');
      put(ws, `G${r}`, str(e?.hours));
      put(ws, `H${r}:I${r}`, str(e?.position));
    },
  );
  put(ws, `A${next}:N${next}`, 'VII. LEARNING AND DEVELOPMENT (L&D) INTERVENTIONS/TRAINING PROGRAMS ATTENDED', 'bar');
  const afterTraining = listPart(
    ws,
    next + 1,
    21,
    (top) => {
      label(ws, `A${top}:D${top + 1}`, '30. TITLE OF LEARNING AND DEVELOPMENT INTERVENTIONS/TRAINING PROGRAMS (Write in full)');
      label(ws, `E${top}:F${top}`, 'INCLUSIVE DATES OF ATTENDANCE (dd/mm/yyyy)');
      label(ws, `E${top + 1}`, 'From');
      label(ws, `F${top + 1}`, 'To');
      label(ws, `G${top}:G${top + 1}`, 'NUMBER OF HOURS');
      label(ws, `H${top}:H${top + 1}`, 'Type of LD ( Managerial/ Supervisory/ Technical/etc)');
      label(ws, `I${top}:K${top + 1}`, 'CONDUCTED/ SPONSORED BY (Write in full)');
      return top + 2;
    },
    pds.training,
    (r, e) => {
      put(ws, `A${r}:D${r}`, str(e?.title));
      put(ws, `E${r}`, dmy(e?.date_from));
      put(ws, `F${r}`, dmy(e?.date_to));
      put(ws, `G${r}`, str(e?.hours));
      put(ws, `H${r}`, e ? e.ld_type.charAt(0).toUpperCase() + e.ld_type.slice(1) : '');
      put(ws, `I${r}:K${r}`, str(e?.conducted_by));
    },
  );
  put(ws, `A${afterTraining}:N${afterTraining}`, 'VIII. OTHER INFORMATION', 'bar');
  const lists = [pds.skills, pds.rewardrecog, pds.orgassoc];
  listPart(
    ws,
    afterTraining + 1,
    7,
    (top) => {
      label(ws, `A${top}:B${top}`, '31. SPECIAL SKILLS and HOBBIES');
      label(ws, `C${top}:H${top}`, '32. NON-ACADEMIC DISTINCTIONS / RECOGNITION (Write in full)');
      label(ws, `I${top}:K${top}`, '33. MEMBERSHIP IN ASSOCIATION/ORGANIZATION (Write in full)');
      return top + 1;
    },
    Array.from({ length: Math.max(...lists.map((l) => l.length)) }, (_, i) => i),
    (r, i) => {
      put(ws, `A${r}:B${r}`, i === undefined ? '' : str(pds.skills[i]?.name));
      put(ws, `C${r}:H${r}`, i === undefined ? '' : str(pds.rewardrecog[i]?.name));
      put(ws, `I${r}:K${r}`, i === undefined ? '' : str(pds.orgassoc[i]?.name));
    },
  );
}

function c4(ws: Sheet, pds: TPds) {
  const q = pds.questions;
  let r = 1;
  PDS_QUESTIONS.forEach((question) => {
    const a = q?.[question.key];
    label(ws, `A${r}:F${r + 2}`, `${question.number}. ${question.text}`);
    put(ws, `H${r}:I${r}`, box(a?.answer === true, 'YES'));
    put(ws, `K${r}:L${r}`, box(a?.answer === false, 'NO'));
    label(ws, `H${r + 1}:L${r + 1}`, 'If YES, give details:');
    put(ws, `H${r + 2}:L${r + 2}`, str(a?.details));
    r += 3;
  });
  label(ws, `A${r}:I${r}`, '41. REFERENCES (Person not related by consanguinity or affinity to applicant /appointee)');
  label(ws, `A${r + 1}:E${r + 1}`, 'NAME');
  label(ws, `F${r + 1}`, 'ADDRESS');
  label(ws, `G${r + 1}`, 'TEL. NO.');
  const refs = pds.references?.references ?? [];
  for (let i = 0; i < 3; i++) {
    put(ws, `A${r + 2 + i}:E${r + 2 + i}`, str(refs[i]?.name));
    put(ws, `F${r + 2 + i}`, str(refs[i]?.address));
    put(ws, `G${r + 2 + i}`, str(refs[i]?.telephone_no));
  }
  r += 5;
  label(
    ws,
    `A${r}:I${r + 1}`,
    '42. I declare under oath that I have personally accomplished this Personal Data Sheet which is a true, correct and complete statement pursuant to the provisions of pertinent laws, rules and regulations of the Republic of the Philippines.',
  );
  r += 3;
  const g = pds.government_id;
  label(ws, `A${r}:E${r}`, "Government Issued ID (i.e.Passport, GSIS, SSS, PRC, Driver's License, etc.) PLEASE INDICATE ID Number and Date of Issuance");
  label(ws, `A${r + 1}:C${r + 1}`, 'Government Issued ID:');
  put(ws, `D${r + 1}:E${r + 1}`, str(g?.id_type));
  label(ws, `A${r + 2}:C${r + 2}`, 'ID/License/Passport No.:');
  put(ws, `D${r + 2}:E${r + 2}`, str(g?.id_number));
  label(ws, `A${r + 3}:C${r + 3}`, 'Date/Place of Issuance:');
  put(ws, `D${r + 3}:E${r + 3}`, [dmy(g?.issued_date), g?.issued_place ?? ''].filter(Boolean).join(' / '));
  put(ws, `G${r + 1}:I${r + 2}`, '');
  label(ws, `G${r + 3}:I${r + 3}`, 'Signature (Sign inside the box)');
  put(ws, `G${r + 4}:I${r + 4}`, dmy(g?.date_accomplished));
  label(ws, `G${r + 5}:I${r + 5}`, 'Date Accomplished');
}

/** CS Form 212 (Revised 2017) filled with the PDS, as an .xlsx. */
export async function writePdsWorkbook(pds: TPds, names: PdsNames, opts: { draft: boolean; now: Date }): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'University HRIS';
  book.created = opts.now;
  c1(sheet(book, 'C1'), pds, names, opts.draft);
  c2(sheet(book, 'C2'), pds);
  c3(sheet(book, 'C3'), pds);
  c4(sheet(book, 'C4'), pds);
  return Buffer.from(await book.xlsx.writeBuffer());
}
