// Reference lists every install starts with (issue 3): real values, not samples.

/** Every country (UN member and observer states, plus Taiwan and Kosovo as PDS citizenship entries). */
export const COUNTRIES = [
  'Afghanistan', 'Albania', 'Algeria', 'Andorra', 'Angola', 'Antigua and Barbuda', 'Argentina', 'Armenia', 'Australia', 'Austria', 'Azerbaijan',
  'Bahamas', 'Bahrain', 'Bangladesh', 'Barbados', 'Belarus', 'Belgium', 'Belize', 'Benin', 'Bhutan', 'Bolivia', 'Bosnia and Herzegovina', 'Botswana',
  'Brazil', 'Brunei Darussalam', 'Bulgaria', 'Burkina Faso', 'Burundi', 'Cabo Verde', 'Cambodia', 'Cameroon', 'Canada', 'Central African Republic', 'Chad',
  'Chile', 'China', 'Colombia', 'Comoros', 'Congo', 'Costa Rica', "Côte d'Ivoire", 'Croatia', 'Cuba', 'Cyprus', 'Czechia',
  "Democratic People's Republic of Korea", 'Democratic Republic of the Congo', 'Denmark', 'Djibouti', 'Dominica', 'Dominican Republic', 'Ecuador', 'Egypt',
  'El Salvador', 'Equatorial Guinea', 'Eritrea', 'Estonia', 'Eswatini', 'Ethiopia', 'Fiji', 'Finland', 'France', 'Gabon', 'Gambia', 'Georgia', 'Germany',
  'Ghana', 'Greece', 'Grenada', 'Guatemala', 'Guinea', 'Guinea-Bissau', 'Guyana', 'Haiti', 'Holy See', 'Honduras', 'Hungary', 'Iceland', 'India', 'Indonesia',
  'Iran', 'Iraq', 'Ireland', 'Israel', 'Italy', 'Jamaica', 'Japan', 'Jordan', 'Kazakhstan', 'Kenya', 'Kiribati', 'Kosovo', 'Kuwait', 'Kyrgyzstan',
  "Lao People's Democratic Republic", 'Latvia', 'Lebanon', 'Lesotho', 'Liberia', 'Libya', 'Liechtenstein', 'Lithuania', 'Luxembourg', 'Madagascar', 'Malawi',
  'Malaysia', 'Maldives', 'Mali', 'Malta', 'Marshall Islands', 'Mauritania', 'Mauritius', 'Mexico', 'Micronesia', 'Moldova', 'Monaco', 'Mongolia', 'Montenegro',
  'Morocco', 'Mozambique', 'Myanmar', 'Namibia', 'Nauru', 'Nepal', 'Netherlands', 'New Zealand', 'Nicaragua', 'Niger', 'Nigeria', 'North Macedonia', 'Norway',
  'Oman', 'Pakistan', 'Palau', 'Palestine', 'Panama', 'Papua New Guinea', 'Paraguay', 'Peru', 'Philippines', 'Poland', 'Portugal', 'Qatar', 'Republic of Korea',
  'Romania', 'Russian Federation', 'Rwanda', 'Saint Kitts and Nevis', 'Saint Lucia', 'Saint Vincent and the Grenadines', 'Samoa', 'San Marino',
  'Sao Tome and Principe', 'Saudi Arabia', 'Senegal', 'Serbia', 'Seychelles', 'Sierra Leone', 'Singapore', 'Slovakia', 'Slovenia', 'Solomon Islands', 'Somalia',
  'South Africa', 'South Sudan', 'Spain', 'Sri Lanka', 'Sudan', 'Suriname', 'Sweden', 'Switzerland', 'Syrian Arab Republic', 'Taiwan', 'Tajikistan', 'Tanzania',
  'Thailand', 'Timor-Leste', 'Togo', 'Tonga', 'Trinidad and Tobago', 'Tunisia', 'Türkiye', 'Turkmenistan', 'Tuvalu', 'Uganda', 'Ukraine', 'United Arab Emirates',
  'United Kingdom', 'United States of America', 'Uruguay', 'Uzbekistan', 'Vanuatu', 'Venezuela', 'Viet Nam', 'Yemen', 'Zambia', 'Zimbabwe',
];

/** CS Form 212 (Revised 2017), section I. */
export const CIVIL_STATUSES = ['Single', 'Married', 'Widowed', 'Separated', 'Other'];
export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];

/** CSC appointment statuses (2017 Omnibus Rules on Appointments), with those offered on reclassification. */
export const APPOINTMENT_STATUSES: { name: string; forReclass: boolean }[] = [
  { name: 'Permanent', forReclass: true },
  { name: 'Temporary', forReclass: true },
  { name: 'Coterminous', forReclass: true },
  { name: 'Fixed Term', forReclass: true },
  { name: 'Contractual', forReclass: false },
  { name: 'Substitute', forReclass: false },
  { name: 'Provisional', forReclass: false },
  { name: 'Casual', forReclass: false },
  { name: 'Job Order', forReclass: false },
  { name: 'Contract of Service', forReclass: false },
];
export const APPOINTMENT_NATURES = ['Original', 'Promotion', 'Transfer', 'Reemployment', 'Reappointment', 'Reclassification', 'Reinstatement', 'Demotion'];
export const APPOINTMENT_PLANTILLAS = ['Regular Plantilla', 'Casual Plantilla', 'Contractual', 'Job Order / Contract of Service'];
export const PERSONNEL_STATUSES = ['Active', 'On Leave', 'Suspended', 'Retired', 'Resigned', 'Transferred', 'Dropped from the Rolls', 'End of Contract', 'Deceased'];

/** Major final outputs of state universities and colleges (DBM). */
export const UNIV_MFOS = [
  'Higher Education Services',
  'Advanced Education Services',
  'Research Services',
  'Technical Advisory Extension Services',
  'General Administration and Support Services',
  'Support to Operations',
];

export const DEGREES: { name: string; level: string }[] = [
  { name: 'Elementary Education', level: 'Elementary' },
  { name: 'Junior High School', level: 'Secondary' },
  { name: 'Senior High School', level: 'Secondary' },
  { name: 'Technical-Vocational Livelihood (TESDA NC II)', level: 'Vocational/Trade Course' },
  { name: 'Bachelor of Arts', level: 'College' },
  { name: 'Bachelor of Science', level: 'College' },
  { name: 'Bachelor of Elementary Education', level: 'College' },
  { name: 'Bachelor of Secondary Education', level: 'College' },
  { name: 'Bachelor of Science in Accountancy', level: 'College' },
  { name: 'Bachelor of Science in Business Administration', level: 'College' },
  { name: 'Bachelor of Science in Information Technology', level: 'College' },
  { name: 'Bachelor of Science in Computer Science', level: 'College' },
  { name: 'Bachelor of Science in Civil Engineering', level: 'College' },
  { name: 'Bachelor of Science in Electrical Engineering', level: 'College' },
  { name: 'Bachelor of Science in Nursing', level: 'College' },
  { name: 'Bachelor of Science in Agriculture', level: 'College' },
  { name: 'Bachelor of Public Administration', level: 'College' },
  { name: 'Master of Arts in Education', level: 'Graduate Studies' },
  { name: 'Master of Public Administration', level: 'Graduate Studies' },
  { name: 'Master of Business Administration', level: 'Graduate Studies' },
  { name: 'Master of Science', level: 'Graduate Studies' },
  { name: 'Master in Information Technology', level: 'Graduate Studies' },
  { name: 'Doctor of Philosophy', level: 'Graduate Studies' },
  { name: 'Doctor of Education', level: 'Graduate Studies' },
  { name: 'Doctor of Public Administration', level: 'Graduate Studies' },
];

export const SCHOOLS = [
  'University of the Philippines Diliman', 'University of the Philippines Los Baños', 'University of the Philippines Visayas', 'University of the Philippines Mindanao',
  'Polytechnic University of the Philippines', 'Philippine Normal University', 'Technological University of the Philippines', 'Mindanao State University',
  'Central Luzon State University', 'Visayas State University', 'Central Mindanao University', 'Benguet State University', 'Bicol University',
  'Western Mindanao State University', 'Cebu Technological University', 'Don Mariano Marcos Memorial State University', 'Isabela State University',
  'Ateneo de Manila University', 'De La Salle University', 'University of Santo Tomas', 'University of San Carlos', 'Silliman University',
  'Mapúa University', 'Far Eastern University', 'University of the East', 'Adamson University', 'Saint Louis University', 'Xavier University – Ateneo de Cagayan',
];

export const COMPANIES = [
  'Department of Education', 'Commission on Higher Education', 'Civil Service Commission', 'Department of Budget and Management', 'Department of Health',
  'Department of Agriculture', 'Department of Public Works and Highways', 'Local Government Unit', 'Government Service Insurance System',
  'Philippine Health Insurance Corporation', 'Home Development Mutual Fund (Pag-IBIG Fund)', 'Land Bank of the Philippines', 'Private Sector',
];

/** Common positions of a state university with their salary grades (DBM Index of Occupational Services). */
export const POSITIONS: { name: string; kind: 'faculty' | 'staff'; salaryGrade: number }[] = [
  ...(['I', 'II', 'III'] as const).map((r, i) => ({ name: `Instructor ${r}`, kind: 'faculty' as const, salaryGrade: 12 + i })),
  ...(['I', 'II', 'III', 'IV'] as const).map((r, i) => ({ name: `Assistant Professor ${r}`, kind: 'faculty' as const, salaryGrade: 15 + i })),
  ...(['I', 'II', 'III', 'IV', 'V'] as const).map((r, i) => ({ name: `Associate Professor ${r}`, kind: 'faculty' as const, salaryGrade: 19 + i })),
  ...(['I', 'II', 'III', 'IV', 'V', 'VI'] as const).map((r, i) => ({ name: `Professor ${r}`, kind: 'faculty' as const, salaryGrade: 24 + i })),
  { name: 'College Professor', kind: 'faculty', salaryGrade: 29 },
  { name: 'University Professor', kind: 'faculty', salaryGrade: 30 },
  ...(['I', 'II', 'III', 'IV', 'V', 'VI'] as const).map((r, i) => ({ name: `Administrative Aide ${r}`, kind: 'staff' as const, salaryGrade: 1 + i })),
  ...(['I', 'II', 'III'] as const).map((r, i) => ({ name: `Administrative Assistant ${r}`, kind: 'staff' as const, salaryGrade: 7 + i })),
  { name: 'Administrative Officer I', kind: 'staff', salaryGrade: 10 },
  { name: 'Administrative Officer II', kind: 'staff', salaryGrade: 11 },
  { name: 'Administrative Officer III', kind: 'staff', salaryGrade: 14 },
  { name: 'Administrative Officer IV', kind: 'staff', salaryGrade: 15 },
  { name: 'Administrative Officer V', kind: 'staff', salaryGrade: 18 },
  { name: 'Supervising Administrative Officer', kind: 'staff', salaryGrade: 22 },
  { name: 'Chief Administrative Officer', kind: 'staff', salaryGrade: 24 },
  { name: 'Information Technology Officer I', kind: 'staff', salaryGrade: 19 },
  { name: 'Information Technology Officer II', kind: 'staff', salaryGrade: 22 },
  { name: 'Information Systems Analyst I', kind: 'staff', salaryGrade: 12 },
  { name: 'Computer Programmer I', kind: 'staff', salaryGrade: 11 },
  { name: 'Accountant I', kind: 'staff', salaryGrade: 12 },
  { name: 'Accountant III', kind: 'staff', salaryGrade: 19 },
  { name: 'Budget Officer I', kind: 'staff', salaryGrade: 11 },
  { name: 'Librarian I', kind: 'staff', salaryGrade: 11 },
  { name: 'Registrar I', kind: 'staff', salaryGrade: 11 },
  { name: 'Guidance Counselor I', kind: 'staff', salaryGrade: 11 },
  { name: 'Nurse I', kind: 'staff', salaryGrade: 15 },
  { name: 'Security Guard I', kind: 'staff', salaryGrade: 3 },
  { name: 'Driver I', kind: 'staff', salaryGrade: 3 },
  { name: 'Laboratory Technician I', kind: 'staff', salaryGrade: 6 },
];

/** Position levels of the CSC (first: clerical and trades; second: professional and technical; third: career executive). */
export const PLANTILLA_LEVELS = ['First Level', 'Second Level', 'Third Level'];
/** Where a plantilla item's salary comes from. */
export const PLANTILLA_COVERAGES = ['Nationally Funded (General Appropriations Act)', 'Internally Generated Income', 'Special Trust Fund'];

type LeaveTypeSeed = { code: string; name: string; legalBasis: string; maxDays: number | null; unit?: 'days' | 'months'; withPay?: boolean; cumulative?: boolean; chargedTo?: 'VL' | 'SL' | 'VLSL' | 'COC' | 'SC' | null; fileAheadDays?: number | null };

/** The leave types of CS Form No. 6 (Revised 2020), with the limits of CSC-RULES.md. */
export const LEAVE_TYPES: LeaveTypeSeed[] = [
  { code: 'VL', name: 'Vacation Leave', legalBasis: 'Sec. 51, Rule XVI, Omnibus Rules Implementing E.O. No. 292', maxDays: null, cumulative: true, chargedTo: 'VL', fileAheadDays: 5 },
  { code: 'FL', name: 'Mandatory/Forced Leave', legalBasis: 'Sec. 25, Rule XVI, Omnibus Rules Implementing E.O. No. 292', maxDays: 5, chargedTo: 'VL' },
  { code: 'SL', name: 'Sick Leave', legalBasis: 'Sec. 43, Rule XVI, Omnibus Rules Implementing E.O. No. 292', maxDays: null, cumulative: true, chargedTo: 'SL' },
  { code: 'ML', name: 'Maternity Leave', legalBasis: 'R.A. No. 11210 / IRR issued by CSC, DOLE and SSS', maxDays: 105 },
  { code: 'PL', name: 'Paternity Leave', legalBasis: 'R.A. No. 8187 / CSC MC No. 71, s. 1998, as amended', maxDays: 7 },
  { code: 'SPL', name: 'Special Privilege Leave', legalBasis: 'Sec. 21, Rule XVI, Omnibus Rules Implementing E.O. No. 292', maxDays: 3, fileAheadDays: 7 },
  { code: 'SOLO', name: 'Solo Parent Leave', legalBasis: 'R.A. No. 8972 / CSC MC No. 8, s. 2004', maxDays: 7 },
  { code: 'STUDY', name: 'Study Leave', legalBasis: 'Sec. 68, Rule XVI, Omnibus Rules Implementing E.O. No. 292', maxDays: 6, unit: 'months' },
  { code: 'VAWC', name: '10-Day VAWC Leave', legalBasis: 'R.A. No. 9262 / CSC MC No. 15, s. 2005', maxDays: 10 },
  { code: 'REHAB', name: 'Rehabilitation Privilege', legalBasis: 'Sec. 55, Rule XVI, Omnibus Rules Implementing E.O. No. 292', maxDays: 6, unit: 'months' },
  { code: 'SLBW', name: 'Special Leave Benefits for Women', legalBasis: 'R.A. No. 9710 / CSC MC No. 25, s. 2010', maxDays: 2, unit: 'months' },
  { code: 'SEL', name: 'Special Emergency (Calamity) Leave', legalBasis: 'CSC MC No. 2, s. 2012, as amended', maxDays: 5 },
  { code: 'ADOPT', name: 'Adoption Leave', legalBasis: 'R.A. No. 8552', maxDays: 60 },
  { code: 'LWOP', name: 'Leave Without Pay', legalBasis: 'Sec. 57, Rule XVI, Omnibus Rules Implementing E.O. No. 292', maxDays: null, withPay: false },
  { code: 'MON', name: 'Monetization of Leave Credits', legalBasis: 'Sec. 22, Rule XVI, Omnibus Rules Implementing E.O. No. 292', maxDays: null, chargedTo: 'VL' },
  // Sec. 23: 50% or more of the accumulated VL and SL, for a justifiable reason, decided by the head of agency.
  { code: 'MON50', name: 'Monetization of 50% or More (Justifiable Reasons)', legalBasis: 'Sec. 23, Rule XVI, Omnibus Rules Implementing E.O. No. 292', maxDays: null, chargedTo: 'VLSL' },
  { code: 'CTO', name: 'Compensatory Time-Off', legalBasis: 'CSC-DBM Joint Circular No. 2, s. 2004', maxDays: null, chargedTo: 'COC' },
  { code: 'CDO', name: 'Compensatory Day-Off (Service Credits)', legalBasis: 'Sec. 3, CSC MC No. 41, s. 1998 (teachers’ service credits)', maxDays: null, chargedTo: 'SC' },
];
