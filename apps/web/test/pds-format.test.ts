import { describe, expect, it } from 'vitest';
import { MESSAGES, type TPdsChecking } from '@hris/contracts';
import { PDF_UPLOAD, checkUpload } from '../src/lib/upload-checks';
import {
  blanksToNull,
  changeLines,
  changeSummary,
  formatFileSize,
  formatValue,
  isPartChanged,
  PDS_PARTS,
  pdsStanding,
  sortEntries,
  submitBlocker,
} from '../src/features/pds/pds-format';
import { getPath, missingNumbers } from '../src/features/pds/pds-form-state';
import { errorsFromIssues } from '../src/lib/field-errors';
import { PDS_SECTIONS } from '@hris/contracts';

const checking = (patch: Partial<TPdsChecking>): TPdsChecking => ({
  status: 'draft',
  changed_sections: [],
  last_submission: null,
  last_verified_at: null,
  ...patch,
});
const day = (iso: string) => iso.slice(0, 10);

describe('the parts of the PDS', () => {
  it('lists parts I to XI in the form’s order, with part VIII holding its three lists', () => {
    expect(PDS_PARTS.map((p) => p.part)).toEqual(['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI']);
    expect(PDS_PARTS.find((p) => p.part === 'VIII')?.sections).toEqual(['skills', 'rewardrecog', 'orgassoc']);
  });

  it('marks a part when any of its sections changed since verification', () => {
    const other = PDS_PARTS.find((p) => p.part === 'VIII')!;
    expect(isPartChanged(other, ['rewardrecog'])).toBe(true);
    expect(isPartChanged(other, ['training'])).toBe(false);
  });
});

describe('formatValue', () => {
  it('shows blanks, yes/no, levels, types and pesos as people read them', () => {
    expect(formatValue(null)).toBe('—');
    expect(formatValue('  ')).toBe('—');
    expect(formatValue(true, 'government_service')).toBe('Yes');
    expect(formatValue('graduate', 'level')).toBe('Graduate Studies');
    expect(formatValue('technical', 'ld_type')).toBe('Technical');
    expect(formatValue(35000, 'monthly_salary')).toBe('₱35,000.00');
    expect(formatValue(24, 'hours')).toBe('24');
  });

  it('names ids by their record, and joins addresses, names, children and answers', () => {
    const lookups = { civilStatuses: new Map([[2, 'Married']]) };
    expect(formatValue(2, 'civil_status_id', lookups)).toBe('Married');
    expect(formatValue(9, 'civil_status_id', lookups)).toBe('#9');
    expect(formatValue({ house_no: '12', street: 'Rizal St.', city: 'Tacloban', zip_code: null })).toBe('12, Rizal St., Tacloban');
    expect(formatValue({ surname: 'Cruz', first_name: 'Ana', middle_name: null })).toBe('Ana Cruz');
    expect(formatValue([{ full_name: 'Ben Cruz', birth_date: '2015-02-01' }, { full_name: 'Lia Cruz' }])).toBe('Ben Cruz, born 02/01/2015\nLia Cruz');
    expect(formatValue({ answer: true, details: 'RA 7277 ID 1234' })).toBe('Yes: RA 7277 ID 1234');
    expect(formatValue({ answer: false, details: null })).toBe('No');
  });
});

describe('sortEntries', () => {
  it('lists trainings and jobs newest first', () => {
    const entries = [{ date_from: '2021-03-01' }, { date_from: '2024-05-10' }, { date_from: '2019-01-15' }];
    expect(sortEntries('training', entries).map((e) => e.date_from)).toEqual(['2024-05-10', '2021-03-01', '2019-01-15']);
    expect(sortEntries('workexp', entries)[0]?.date_from).toBe('2024-05-10');
  });

  it('lists schools from elementary to graduate studies, and leaves undated lists as typed', () => {
    const schools = [{ level: 'graduate' }, { level: 'elementary' }, { level: 'college' }];
    expect(sortEntries('educbackground', schools).map((e) => e.level)).toEqual(['elementary', 'college', 'graduate']);
    expect(sortEntries('skills', [{ name: 'b' }, { name: 'a' }]).map((e) => e.name)).toEqual(['b', 'a']);
  });
});

describe('where the PDS stands', () => {
  it('says Draft, waiting, Verified on a date, or Returned with HR’s remarks', () => {
    expect(pdsStanding(checking({}), day).label).toBe('Draft');
    expect(
      pdsStanding(
        checking({
          status: 'submitted',
          last_submission: { id: 1, status: 'submitted', submitted_at: '2026-02-01T01:00:00Z', decided_at: null, remarks: null },
        }),
        day,
      ).label,
    ).toBe('Submitted — waiting for HR');
    expect(
      pdsStanding(
        checking({
          status: 'verified',
          last_submission: { id: 1, status: 'verified', submitted_at: '2026-02-01T01:00:00Z', decided_at: '2026-02-03T01:00:00Z', remarks: null },
        }),
        day,
      ).label,
    ).toBe('Verified on 2026-02-03');
    const returned = pdsStanding(
      checking({
        status: 'returned',
        last_submission: {
          id: 1,
          status: 'returned',
          submitted_at: '2026-02-01T01:00:00Z',
          decided_at: '2026-02-03T01:00:00Z',
          remarks: 'Attach the certificate.',
        },
      }),
      day,
    );
    expect(returned.label).toBe('Returned by HR');
    expect(returned.description).toContain('Attach the certificate.');
  });

  it('lets the employee submit only changes; submitting again while HR has it sends the latest version', () => {
    expect(submitBlocker(checking({}))).toMatch(/Nothing has changed/);
    expect(submitBlocker(checking({ status: 'verified' }))).toMatch(/Nothing has changed/);
    expect(submitBlocker(checking({ changed_sections: ['training'] }))).toBeNull();
    expect(submitBlocker(checking({ status: 'submitted', changed_sections: ['training'] }))).toBeNull();
  });
});

describe('changes in the checking view', () => {
  it('formats before → after, and only one side for added or removed entries', () => {
    const changed = {
      kind: 'changed' as const,
      entry_id: 4,
      label: 'Seminar',
      fields: [
        { field: 'hours', label: 'Number of hours', before: 8, after: 16 },
        { field: 'ld_type', label: 'Type of L&D', before: 'technical', after: 'managerial' },
      ],
    };
    expect(changeLines(changed)).toEqual([
      { label: 'Number of hours', before: '8', after: '16' },
      { label: 'Type of L&D', before: 'Technical', after: 'Managerial' },
    ]);
    const added = {
      kind: 'added' as const,
      entry_id: 5,
      label: 'New',
      fields: [
        { field: 'title', label: 'Title', before: null, after: 'Records management' },
        { field: 'honors', label: 'Honors', before: null, after: '' },
      ],
    };
    expect(changeLines(added)).toEqual([{ label: 'Title', before: '', after: 'Records management' }]);
    expect(changeSummary([added, changed, added])).toBe('2 added, 1 changed');
  });
});

describe('PDS forms', () => {
  it('reads values at dotted paths, as the server keys its messages', () => {
    const values = { residential_address: { city: 'Tacloban' }, children: [{ full_name: 'Ben', birth_date: '2015-02-01' }] };
    expect(getPath(values, 'children.0.birth_date')).toBe('2015-02-01');
    expect(getPath(values, 'residential_address.city')).toBe('Tacloban');
    expect(getPath(values, 'children.1.full_name')).toBeUndefined();
    expect(getPath(values, 'spouse.surname')).toBeUndefined();
  });

  it('checks a training with its schema: messages keyed by field, blanks sent as null', () => {
    const schema = PDS_SECTIONS.training.schema;
    const refused = schema.safeParse({ title: '', date_from: '2025-03-02', date_to: '2025-03-01', hours: 8, ld_type: 'technical', conducted_by: 'CSC' });
    expect(!refused.success && errorsFromIssues(refused.error.issues)).toMatchObject({
      title: 'The title field is required.',
      date_to: 'The end date cannot be before the start date.',
    });
    const missing = missingNumbers({ hours: null }, { hours: 'The number of hours field is required.' });
    expect(missing).toEqual({ hours: 'The number of hours field is required.' });
    const accepted = PDS_SECTIONS.eligibility.schema.safeParse({ name: 'Career Service Professional', rating: 85.5, exam_place: '', exam_date: null });
    expect(accepted.success && blanksToNull(accepted.data)).toEqual({ name: 'Career Service Professional', rating: 85.5, exam_place: null, exam_date: null });
    expect(blanksToNull({ a: ' ', b: ['', 'x'] })).toEqual({ a: null, b: [null, 'x'] });
  });

  it('takes one PDF up to 3 MB and names the problem otherwise', () => {
    expect(checkUpload({ name: 'certificate.pdf', size: 3_145_728, type: 'application/pdf' }, PDF_UPLOAD)).toBeNull();
    expect(checkUpload({ name: 'certificate.pdf', size: 3_145_729, type: 'application/pdf' }, PDF_UPLOAD)).toBe(MESSAGES.fileTooLarge);
    expect(checkUpload({ name: 'certificate.jpg', size: 100, type: 'image/jpeg' }, PDF_UPLOAD)).toBe(MESSAGES.fileTypeNotAllowed);
    expect(formatFileSize(1_572_864)).toBe('1.5 MB');
    expect(formatFileSize(2048)).toBe('2 KB');
  });
});
