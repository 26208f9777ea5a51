import { FACE_ANTISPOOF_THRESHOLD_DEFAULT, FACE_LIVENESS_THRESHOLD_DEFAULT, FACE_MATCH_THRESHOLD_DEFAULT } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { execute, queryOne } from './query';
import { COC_BALANCE_CAP_HOURS, COC_MONTHLY_CAP_HOURS } from '../domain/coc';
import { LEAVE_PAY_FACTOR } from '../domain/leave-pay';

/** University-wide settings (system_settings rows) with the value used when HR has set none. */
export const SETTING_DEFAULTS = {
  university_name: 'State University',
  /**
   * The agency's address, printed under its name on forms (CS Form No. 6); empty until set on Settings → University
   * profile, and a form then leaves its line out (a placeholder would be printed on an official form: issue 42).
   */
  university_address: '',
  /** The stored key of the university's logo (Settings → University profile), printed on the letterhead; empty: none. */
  university_logo: '',
  /** Who signs certificates of employment and service records. */
  hr_signatory_name: 'MARIA L. SANTOS',
  hr_signatory_title: 'Chief Administrative Officer, Human Resource Management Office',
  /** The head of agency, who signs the notices of salary adjustment and of step increment (NOSA, NOSI). */
  head_of_agency_name: 'JUAN P. DELA CRUZ, PhD',
  head_of_agency_title: 'University President',
  /**
   * The General Payroll's box B (the head of the accounting division/unit) and box D (the disbursing officer), GAM for
   * NGAs Vol. II, Appendix 33 (issue 40); box B prints the accountant who certified the run in the chain once one has.
   */
  accountant_name: 'ROSARIO M. GARCIA, CPA',
  accountant_title: 'Chief Accountant',
  disbursing_officer_name: 'PEDRO C. RAMOS',
  disbursing_officer_title: 'Disbursing Officer',
  /** The UACS fund cluster a payroll is charged to when its run names no fund source (01: Regular Agency Fund). */
  payroll_fund_cluster: '01 – Regular Agency Fund',
  /** The offices that clear a separating employee, in order. */
  clearance_offices: ['Department Head', 'Supply and Property Office', 'Accounting Office', 'Cashier', 'Library', 'Human Resource Management Office'],
  /** Minutes after the start of a session an arrival is not yet late (CSC leaves it to the agency; 0 = none). */
  dtr_grace_minutes: 0,
  /** Compensatory overtime credits (CSC-DBM JC 2 s.2004): at most this many hours earned a month… */
  coc_monthly_cap_hours: COC_MONTHLY_CAP_HOURS,
  /** …and an unused balance of at most this many (CSC-RULES.md marks the 120 as unverified: HR may change it). */
  coc_balance_cap_hours: COC_BALANCE_CAP_HOURS,
  /** Vacancies are published (CS Form No. 9) for at least this many calendar days (CSC-RULES.md: 10, unverified). */
  rsp_min_publication_days: 10,
  /** Uploads (POST /api/upload) an account may send a minute (issue 15: 40 files of 3 MB came in a second). */
  upload_rate_per_minute: 20,
  /** Megabytes an account may hold uploaded but not yet attached to anything (swept after a day). */
  upload_pending_quota_mb: 50,
  /** Megabytes an applicant account may upload in all (its documents are never removed). */
  applicant_storage_quota_mb: 200,
  /** The net pay in two, on the 15th and the 30th (issue 21); false: once a month. */
  payroll_twice_a_month: true,
  /**
   * The payroll files (issue 40): the bank credit file's layout (the government depository bank's fixed-width ATM payroll
   * file unless HR chooses another), the agency code the bank gave the university and the account the payroll is debited
   * from (domain/payroll-files.ts; CSC-RULES.md: the layout could not be confirmed from a public source).
   */
  payroll_files: { bank_layout: 'landbank_fixed', bank_agency_code: '', bank_funding_account: '' },
  /** Leave in pesos (issue 36): monthly salary × days × this factor (CSC MC No. 41 s. 1998 as amended: 0.0481927). */
  leave_pay_factor: LEAVE_PAY_FACTOR.value,
  /**
   * Whether the payroll taxes a monetization: no (RR 2-98 Sec. 2.78.1(A)(3) as amended by RR 11-2018: the monetized value
   * of vacation and sick leave credits paid to government officials and employees is a de minimis benefit). CSC-RULES.md.
   */
  leave_monetization_taxable: false,
  /**
   * The share of a special payroll's benefits (the bonuses, the cash gift, PEI, PBB, the clothing allowance) paid to
   * part-time personnel, in basis points: the circulars give them a pro-rated share "corresponding to the services
   * rendered" without a figure; 50% (half-time) is ours, HR's to correct (CSC-RULES.md, "The payroll year").
   */
  part_time_benefit_share: 5000,
  /** Whether terminal leave benefits are taxed: no (NIRC Sec. 32(B)(6)(a)–(b); CIR v. CA and Castaneda, G.R. No. 96016, 1991). */
  terminal_leave_taxable: false,
  /**
   * Property accountability (issue 23; COA Circular 2022-004): an item costing this many centavos or more is property,
   * plant and equipment, issued on a PAR (50,000.00)…
   */
  property_ppe_threshold: 5_000_000,
  /** …below it, semi-expendable property on an ICS, low-valued under this many centavos (5,000.00), else high-valued. */
  property_low_value_threshold: 500_000,
  /**
   * The employer on the BIR's forms (issue 40: BIR Form 2316 Part II, 1601-C, the 1604-C alphalist): the university's TIN,
   * branch code (0000 the head office), RDO, registered address and ZIP, main or secondary employer, and who signs as
   * the employer's authorized agent. Empty until HR enters them (Payroll → BIR): no form invents a TIN.
   */
  employer_tin: '',
  employer_branch: '0000',
  employer_rdo: '',
  employer_address: '',
  employer_zip: '',
  employer_kind: 'main',
  bir_signatory_name: '',
  bir_signatory_title: '',
  /** Face attendance (issue 24): the cosine similarity (0–1) a face must reach to match an enrolled one; ADMIN edits it. */
  face_match_threshold: FACE_MATCH_THRESHOLD_DEFAULT,
  /** …and the anti-spoofing and liveness scores (0–1) the kiosk's frames must reach (issue 37; contracts face.ts). */
  face_antispoof_threshold: FACE_ANTISPOOF_THRESHOLD_DEFAULT,
  face_liveness_threshold: FACE_LIVENESS_THRESHOLD_DEFAULT,
} as const;
export type SettingKey = keyof typeof SETTING_DEFAULTS;

export async function readSetting<K extends SettingKey>(db: Queryable, key: K): Promise<(typeof SETTING_DEFAULTS)[K] | string | string[]> {
  const row = await queryOne<{ value: (typeof SETTING_DEFAULTS)[K] | string | string[] }>(db, `SELECT value FROM system_settings WHERE key = $1`, [key]);
  return row?.value ?? SETTING_DEFAULTS[key];
}

/** A numeric setting: what HR saved when it is a number, else the default. */
export async function readNumberSetting(
  db: Queryable,
  key: { [K in SettingKey]: (typeof SETTING_DEFAULTS)[K] extends number ? K : never }[SettingKey],
): Promise<number> {
  const value = Number(await readSetting(db, key));
  return Number.isFinite(value) ? value : SETTING_DEFAULTS[key];
}

/** Stores one setting, creating its row the first time (the modules' settings pages write through this). */
export async function writeSetting(db: Queryable, key: SettingKey, value: unknown): Promise<void> {
  await execute(
    db,
    `INSERT INTO system_settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}

/**
 * The university's logo as its letterheads print it (png or jpeg bytes, kept by the university profile: modules/setup
 * uploadLogo); null when none is set or it cannot be read.
 */
export async function universityLogo(deps: { db: Queryable; storage: { get(key: string): Promise<Buffer | null> } }): Promise<Buffer | null> {
  const key = await readSetting(deps.db, 'university_logo');
  return typeof key === 'string' && key ? deps.storage.get(key).catch(() => null) : null;
}
