import ExcelJS from 'exceljs';

// A filled CS Form 212 as a person fills the CSC's workbook: merged label and value cells, a tick typed in a box,
// dates typed as text, "N/A" in empty lines, blank rows between entries, and a row inserted in the work experience.
// The 2025 edition (cell layout *not confirmed* from a public copy) is the same form moved down and with its new labels.

type Opts = {
  edition: '2017' | '2025';
  workStart?: string;
  workEnd?: string;
  extraWorkRow?: boolean;
  /** Whose PDS it is (HR's zip matches by these): JUAN SANTOS DELA CRUZ, born 14/05/1990, unless given. */
  surname?: string;
  firstName?: string;
  birthDate?: string;
};

export async function filledPdsWorkbook(opts: Opts = { edition: '2017' }): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const c1 = book.addWorksheet('C1');
  const c2 = book.addWorksheet('C2');
  const c3 = book.addWorksheet('C3');
  const c4 = book.addWorksheet('C4');
  // The 2025 edition's parts sit lower on the page (its header is taller).
  const d = opts.edition === '2025' ? 2 : 0;
  const at = (ws: ExcelJS.Worksheet, range: string, value: ExcelJS.CellValue) => {
    const shifted = range.replace(/\d+/g, (n) => String(Number(n) + (ws === c1 ? d : 0)));
    if (shifted.includes(':')) ws.mergeCells(shifted);
    ws.getCell(shifted.split(':')[0]!).value = value;
  };

  at(c1, 'A1:C1', 'CS Form No. 212');
  at(c1, 'A2:C2', opts.edition === '2025' ? 'Revised 2025' : 'Revised 2017');
  at(c1, 'A3:N3', 'PERSONAL DATA SHEET');
  at(c1, 'A8:N8', 'I. PERSONAL INFORMATION');
  at(c1, 'A10:C10', '2. SURNAME');
  at(c1, 'D10:N10', opts.surname ?? 'DELA CRUZ');
  at(c1, 'A11:C11', 'FIRST NAME');
  at(c1, 'D11:K11', opts.firstName ?? 'JUAN');
  at(c1, 'L11:N11', 'NAME EXTENSION (JR., SR)   JR.');
  at(c1, 'A12:C12', 'MIDDLE NAME');
  at(c1, 'D12:N12', 'SANTOS');
  at(c1, 'A13:C14', '3. DATE OF BIRTH (dd/mm/yyyy)');
  at(c1, 'D13:F14', opts.birthDate ?? '14/05/1990');
  at(c1, 'A15:C15', '4. PLACE OF BIRTH');
  at(c1, 'D15:F15', 'Legazpi City, Albay');
  at(c1, 'A16:C16', opts.edition === '2025' ? '5. SEX AT BIRTH' : '5. SEX');
  at(c1, 'D16', 'x');
  at(c1, 'E16', 'Male');
  at(c1, 'F16', '☐ Female');
  at(c1, 'A17:C19', '6. CIVIL STATUS');
  at(c1, 'D17', '☐ Single');
  at(c1, 'E17:F17', '☑ Married');
  at(c1, 'D18', '☐ Widowed');
  at(c1, 'G13:H16', '16. CITIZENSHIP');
  at(c1, 'J13:K13', '■ Filipino');
  at(c1, 'L13:N13', '☐ Dual Citizenship');
  at(c1, 'G17:H22', '17. RESIDENTIAL ADDRESS');
  at(c1, 'I17:K17', '12');
  at(c1, 'L17:N17', 'Rizal St.');
  at(c1, 'I18:K18', 'House/Block/Lot No.');
  at(c1, 'L18:N18', 'Street');
  at(c1, 'I19:K19', 'N/A');
  at(c1, 'L19:N19', 'Rawis');
  at(c1, 'I20:K20', 'Subdivision/Village');
  at(c1, 'L20:N20', 'Barangay');
  at(c1, 'I21:K21', 'Legazpi City');
  at(c1, 'L21:N21', 'Albay');
  at(c1, 'I22:K22', 'City/Municipality');
  at(c1, 'L22:N22', 'Province');
  at(c1, 'G23:H23', 'ZIP CODE');
  at(c1, 'I23:N23', '4500');
  at(c1, 'A22:C23', '7. HEIGHT (m)');
  at(c1, 'D22:F23', '1.68');
  at(c1, 'A24:C24', '8. WEIGHT (kg)');
  at(c1, 'D24:F24', '64');
  at(c1, 'A27:C28', opts.edition === '2025' ? '10. UMID ID NO.' : '10. GSIS ID NO.');
  at(c1, 'D27:F28', '0-1234-5678-9');
  at(c1, 'A33:C33', '14. TIN NO.');
  at(c1, 'D33:F33', '123-456-789');
  at(c1, 'G25:H30', '18. PERMANENT ADDRESS');
  at(c1, 'I29:K29', 'Legazpi City');
  at(c1, 'I30:K30', 'City/Municipality');
  at(c1, 'G33:H33', '20. MOBILE NO.');
  at(c1, 'I33:N33', '0917 123 4567');
  at(c1, 'G34:H34', '21. E-MAIL ADDRESS (if any)');
  at(c1, 'I34:N34', 'n/a');
  at(c1, 'A35:N35', 'II. FAMILY BACKGROUND');
  at(c1, 'A36:C36', "22. SPOUSE'S SURNAME");
  at(c1, 'D36:H36', 'REYES');
  at(c1, 'A37:C37', 'FIRST NAME');
  at(c1, 'D37:F37', 'MARIA');
  at(c1, 'A43:C43', "24. FATHER'S SURNAME");
  at(c1, 'D43:H43', 'DELA CRUZ');
  at(c1, 'A44:C44', 'FIRST NAME');
  at(c1, 'D44:F44', 'PEDRO');
  at(c1, 'A46:C46', "25. MOTHER'S MAIDEN NAME");
  at(c1, 'A47:C47', 'SURNAME');
  at(c1, 'D47:H47', 'SANTOS');
  at(c1, 'I36:L36', '23. NAME of CHILDREN (Write full name and list all)');
  at(c1, 'M36:N36', 'DATE OF BIRTH (dd/mm/yyyy)');
  at(c1, 'I37:L37', 'Ana Reyes Dela Cruz');
  at(c1, 'M37:N37', new Date(Date.UTC(2015, 7, 20)));
  at(c1, 'I39:L39', 'N/A');
  at(c1, 'I49:N49', '(Continue on separate sheet if necessary)');
  at(c1, 'A50:N50', 'III. EDUCATIONAL BACKGROUND');
  at(c1, 'A51:C53', '26. LEVEL');
  at(c1, 'D51:F53', 'NAME OF SCHOOL (Write in full)');
  at(c1, 'G51:I53', 'BASIC EDUCATION/DEGREE/COURSE (Write in full)');
  at(c1, 'J51:K52', 'PERIOD OF ATTENDANCE');
  at(c1, 'J53', 'From');
  at(c1, 'K53', 'To');
  at(c1, 'M51:M53', 'YEAR GRADUATED');
  at(c1, 'A54:C54', 'ELEMENTARY');
  at(c1, 'D54:F54', 'Rawis Elementary School');
  at(c1, 'J54', '1996');
  at(c1, 'K54', 2002);
  at(c1, 'A57:C57', 'COLLEGE');
  at(c1, 'D57:F57', 'Bicol University');
  at(c1, 'G57:I57', 'BS Computer Science');
  at(c1, 'J57', 2006);
  at(c1, 'K57', 2010);
  at(c1, 'M57', '2010');
  at(c1, 'D58:F58', 'N/A');
  at(c1, 'A59:N59', '(Continue on separate sheet if necessary)');

  at(c2, 'A1:N1', 'IV. CIVIL SERVICE ELIGIBILITY');
  at(c2, 'A2:E4', "27. CAREER SERVICE/ RA 1080 (BOARD/ BAR) UNDER SPECIAL LAWS/ CES/ CSEE BARANGAY ELIGIBILITY / DRIVER'S LICENSE");
  at(c2, 'F2:F4', 'RATING (If Applicable)');
  at(c2, 'G2:H4', 'DATE OF EXAMINATION / CONFERMENT');
  at(c2, 'I2:I4', 'PLACE OF EXAMINATION / CONFERMENT');
  at(c2, 'A5:E5', 'Career Service Professional');
  at(c2, 'F5', '85.5');
  at(c2, 'G5:H5', 43647); // 1 July 2019 as Excel counts
  at(c2, 'I5', 'Legazpi City');
  at(c2, 'A6:E6', 'N/A');
  at(c2, 'A12:N12', '(Continue on separate sheet if necessary)');
  at(c2, 'A13:N13', 'V. WORK EXPERIENCE');
  at(c2, 'A15:C16', '28. INCLUSIVE DATES (dd/mm/yyyy)');
  at(c2, 'A17:B17', 'From');
  at(c2, 'C17', 'To');
  at(c2, 'D15:F17', 'POSITION TITLE (Write in full/Do not abbreviate)');
  at(c2, 'G15:I17', 'DEPARTMENT / AGENCY / OFFICE / COMPANY (Write in full/Do not abbreviate)');
  at(c2, 'J15:J17', 'MONTHLY SALARY');
  at(c2, 'K15:K17', 'SALARY/ JOB/ PAY GRADE (if applicable)& STEP  (Format "00-0")/ INCREMENT');
  at(c2, 'L15:L17', 'STATUS OF APPOINTMENT');
  at(c2, 'M15:M17', "GOV'T SERVICE (Y/ N)");
  const work = [
    [opts.workStart ?? '01/02/2015', opts.workEnd ?? 'PRESENT', 'Administrative Officer II', 'Bicol University', '25,439.00', '11-2', 'Permanent', 'Y'],
    null, // a blank row between entries
    ['06/01/2011', '31/01/2015', 'Programmer', 'Acme Software Inc.', '18000', '', 'Contractual', 'N'],
  ];
  if (opts.extraWorkRow) work.push(['2010-06-01', '2011-05-31', 'Teacher I', 'DepEd Albay', '15,000', '10-1', 'Temporary', 'Yes']);
  work.forEach((w, i) => {
    const r = 18 + i;
    if (!w) return;
    at(c2, `A${r}:B${r}`, w[0]!);
    at(c2, `C${r}`, w[1]!);
    at(c2, `D${r}:F${r}`, w[2]!);
    at(c2, `G${r}:I${r}`, w[3]!);
    at(c2, `J${r}`, w[4]!);
    at(c2, `K${r}`, w[5]!);
    at(c2, `L${r}`, w[6]!);
    at(c2, `M${r}`, w[7]!);
  });
  at(c2, 'A46:N46', '(Continue on separate sheet if necessary)');

  at(c3, 'A1:N1', 'VI. VOLUNTARY WORK OR INVOLVEMENT IN CIVIC / NON-GOVERNMENT / PEOPLE / VOLUNTARY ORGANIZATION/S');
  at(c3, 'A3:D5', '29. NAME & ADDRESS OF ORGANIZATION (Write in full)');
  at(c3, 'E3:F4', 'INCLUSIVE DATES (dd/mm/yyyy)');
  at(c3, 'E5', 'From');
  at(c3, 'F5', 'To');
  at(c3, 'G3:G5', 'NUMBER OF HOURS');
  at(c3, 'H3:I5', 'POSITION / NATURE OF WORK');
  at(c3, 'A6:D6', 'N/A');
  at(c3, 'A13:N13', '(Continue on separate sheet if necessary)');
  at(c3, 'A14:N14', 'VII. LEARNING AND DEVELOPMENT (L&D) INTERVENTIONS/TRAINING PROGRAMS ATTENDED');
  at(c3, 'A16:D17', '30. TITLE OF LEARNING AND DEVELOPMENT INTERVENTIONS/TRAINING PROGRAMS (Write in full)');
  at(c3, 'E16:F16', 'INCLUSIVE DATES OF ATTENDANCE (dd/mm/yyyy)');
  at(c3, 'E17', 'From');
  at(c3, 'F17', 'To');
  at(c3, 'G16:G17', 'NUMBER OF HOURS');
  at(c3, 'H16:H17', 'Type of LD ( Managerial/ Supervisory/ Technical/etc)');
  at(c3, 'I16:K17', 'CONDUCTED/ SPONSORED BY (Write in full)');
  at(c3, 'A18:D18', 'Records Management for Government Offices');
  at(c3, 'E18', '03/03/2025');
  at(c3, 'F18', '05/03/2025');
  at(c3, 'G18', '24 hrs');
  at(c3, 'H18', 'Technical');
  at(c3, 'I18:K18', 'National Archives of the Philippines');
  at(c3, 'A39:N39', '(Continue on separate sheet if necessary)');
  at(c3, 'A40:N40', 'VIII. OTHER INFORMATION');
  at(c3, 'A41:B41', '31. SPECIAL SKILLS and HOBBIES');
  at(c3, 'C41:H41', '32. NON-ACADEMIC DISTINCTIONS / RECOGNITION (Write in full)');
  at(c3, 'I41:K41', '33. MEMBERSHIP IN ASSOCIATION/ORGANIZATION (Write in full)');
  at(c3, 'A42:B42', 'Programming');
  at(c3, 'I42:K42', 'Philippine Computer Society');
  at(c3, 'A43:B43', 'Chess');

  at(c4, 'A1:F3', '34. Are you related by consanguinity or affinity to the appointing or recommending authority ... a. within the third degree?');
  at(c4, 'H1', '☐ YES');
  at(c4, 'K1', '☑ NO');
  at(c4, 'A4:F6', 'b. within the fourth degree (for Local Government Unit - Career Employees)?');
  at(c4, 'G4', '✓');
  at(c4, 'H4', 'YES');
  at(c4, 'K4', 'NO');
  at(c4, 'H5:L5', 'If YES, give details:');
  at(c4, 'H6:L6', 'My uncle is the municipal mayor.');
  at(c4, 'A10:I10', '41. REFERENCES (Person not related by consanguinity or affinity to applicant /appointee)');
  at(c4, 'A11:E11', 'NAME');
  at(c4, 'F11', 'ADDRESS');
  at(c4, 'G11', 'TEL. NO.');
  at(c4, 'A12:E12', 'Dr. Jose Rizal');
  at(c4, 'F12', 'Calamba, Laguna');
  at(c4, 'G12', '049 123 4567');
  at(c4, 'A15:I16', '42. I declare under oath that I have personally accomplished this Personal Data Sheet ...');
  at(c4, 'A18:C18', 'Government Issued ID:');
  at(c4, 'D18:E18', 'Passport');
  at(c4, 'A19:C19', 'ID/License/Passport No.:');
  at(c4, 'D19:E19', 'P1234567A');
  at(c4, 'A20:C20', 'Date/Place of Issuance:');
  at(c4, 'D20:E20', '15/03/2020 / DFA Manila');
  return Buffer.from(await book.xlsx.writeBuffer());
}
