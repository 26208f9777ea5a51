import { EDUCATION_LEVEL_LABELS, EDUCATION_LEVELS, PDS_SECTIONS, type TPdsChecking, type TPdsEntryChange, type TPdsSection } from '@hris/contracts';

/** The parts of CS Form 212 as the editor lists them; part VIII holds three lists. */
export type PdsPart = { part: string; title: string; sections: TPdsSection[] };

const PART_TITLES: Record<string, string> = {
  I: 'Personal information',
  II: 'Family background',
  III: 'Educational background',
  IV: 'Civil service eligibility',
  V: 'Work experience',
  VI: 'Voluntary work',
  VII: 'Learning and development',
  VIII: 'Other information',
  IX: 'Questions 34–40',
  X: 'References',
  XI: 'Government ID',
};

export const PDS_PARTS: PdsPart[] = (Object.keys(PDS_SECTIONS) as TPdsSection[]).reduce<PdsPart[]>((parts, section) => {
  const { part } = PDS_SECTIONS[section];
  const existing = parts.find((p) => p.part === part);
  if (existing) existing.sections.push(section);
  else parts.push({ part, title: PART_TITLES[part] ?? PDS_SECTIONS[section].title, sections: [section] });
  return parts;
}, []);

export function partOf(section: TPdsSection): PdsPart | undefined {
  return PDS_PARTS.find((p) => p.sections.includes(section));
}

/** A part is marked when any of its sections changed since HR last verified the PDS. */
export function isPartChanged(part: PdsPart, changed: readonly TPdsSection[]): boolean {
  return part.sections.some((section) => changed.includes(section));
}

/** Names of records that entries keep by id (civil status, blood type, country). */
export type LookupNames = Partial<Record<string, Map<number, string>>>;

const ID_FIELD_LISTS: Record<string, string> = {
  civil_status_id: 'civilStatuses',
  blood_type_id: 'bloodTypes',
  dual_citizenship_country_id: 'countries',
};

const ENUM_LABELS: Record<string, Record<string, string>> = {
  level: EDUCATION_LEVEL_LABELS,
  sex: { male: 'Male', female: 'Female' },
  citizenship: { filipino: 'Filipino', dual: 'Dual citizenship' },
  dual_citizenship_by: { birth: 'By birth', naturalization: 'By naturalization' },
  ld_type: { managerial: 'Managerial', supervisory: 'Supervisory', technical: 'Technical', foundation: 'Foundation' },
};

const pesoFormat = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', minimumFractionDigits: 2 });

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A person's name from its parts (spouse, father, mother, references). */
function nameOf(record: Record<string, unknown>): string | null {
  const parts = ['first_name', 'middle_name', 'surname', 'name_extension'].map((key) => record[key]).filter((v) => !isBlank(v));
  return parts.length > 0 ? parts.join(' ') : null;
}

function formatObject(record: Record<string, unknown>): string {
  // An answer to questions 34–40.
  if ('answer' in record) {
    const answer = record.answer === true ? 'Yes' : record.answer === false ? 'No' : '—';
    return record.answer === true && !isBlank(record.details) ? `${answer}: ${String(record.details)}` : answer;
  }
  const name = nameOf(record);
  const rest = Object.entries(record)
    .filter(([key, value]) => !['first_name', 'middle_name', 'surname', 'name_extension'].includes(key) && !isBlank(value))
    .map(([key, value]) => (key === 'birth_date' ? `born ${formatValue(value, key)}` : formatValue(value, key)));
  const all = [name, ...rest].filter((v): v is string => v !== null && v !== '—');
  return all.length > 0 ? all.join(', ') : '—';
}

/**
 * One value of the PDS as people read it: blanks as "—", yes/no, level and type names, pesos,
 * addresses and names joined, lists one item per line, ids by the name of their record.
 */
export function formatValue(value: unknown, field?: string, lookups: LookupNames = {}): string {
  if (isBlank(value)) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field && typeof value === 'number' && ID_FIELD_LISTS[field]) return lookups[ID_FIELD_LISTS[field]]?.get(value) ?? `#${value}`;
  if (field === 'monthly_salary' && typeof value === 'number') return pesoFormat.format(value);
  // Dates as the form writes them: mm/dd/yyyy.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value.slice(5, 7)}/${value.slice(8, 10)}/${value.slice(0, 4)}`;
  if (field && typeof value === 'string' && ENUM_LABELS[field]?.[value]) return ENUM_LABELS[field][value];
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => formatValue(item, undefined, lookups)).join('\n');
  if (typeof value === 'object') return formatObject(value as Record<string, unknown>);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
}

function sortKey(entry: Record<string, unknown>, field: string): string {
  const value = entry[field];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/**
 * The order the tables show entries in: dated lists (jobs, trainings, eligibilities) newest first,
 * schools in the form's order of levels (elementary to graduate studies), the rest as typed.
 */
export function sortEntries<T extends Record<string, unknown>>(section: TPdsSection, entries: readonly T[]): T[] {
  const orderBy = 'orderBy' in PDS_SECTIONS[section] ? (PDS_SECTIONS[section] as { orderBy?: string }).orderBy : undefined;
  const copy = [...entries];
  if (!orderBy) return copy;
  if (orderBy === 'level') {
    const rank = (e: T) => EDUCATION_LEVELS.indexOf(e.level as (typeof EDUCATION_LEVELS)[number]);
    return copy.sort((a, b) => rank(a) - rank(b) || sortKey(a, 'period_from').localeCompare(sortKey(b, 'period_from')));
  }
  return copy.sort((a, b) => sortKey(b, orderBy).localeCompare(sortKey(a, orderBy)));
}

/** "1.2 MB", "830 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export type PdsStanding = { label: string; color: string; description: string };

/** What the banner on the employee's page says about where the PDS stands with HR. */
export function pdsStanding(checking: TPdsChecking, formatDate: (iso: string) => string): PdsStanding {
  switch (checking.status) {
    case 'draft':
      return {
        label: 'Draft',
        color: 'gray',
        description: checking.last_verified_at
          ? `Last verified on ${formatDate(checking.last_verified_at)}. Your changes since then are not yet sent to HR.`
          : 'Not yet sent to HR. Fill in your PDS, then submit it for verification.',
      };
    case 'submitted':
      return {
        label: 'Submitted — waiting for HR',
        color: 'blue',
        description: `Sent on ${formatDate(checking.last_submission?.submitted_at ?? '')}. HR will verify it or return it with remarks. If you change something meanwhile, submit again: HR then sees your latest version.`,
      };
    case 'verified':
      return {
        label: `Verified on ${formatDate(checking.last_submission?.decided_at ?? checking.last_verified_at ?? '')}`,
        color: 'teal',
        description:
          checking.changed_sections.length > 0
            ? 'You have changed it since; submit it again so HR can verify the changes.'
            : 'HR has verified your PDS as it is now.',
      };
    case 'returned':
      return {
        label: 'Returned by HR',
        color: 'orange',
        description: checking.last_submission?.remarks
          ? `HR's remarks: ${checking.last_submission.remarks}`
          : 'HR returned your PDS. Correct it and submit it again.',
      };
  }
}

/**
 * Why "Submit for verification" cannot be pressed, or null when it can. While HR has not yet
 * checked a submission, submitting again replaces it with the latest version.
 */
export function submitBlocker(checking: TPdsChecking): string | null {
  if (checking.changed_sections.length === 0) return 'Nothing has changed since HR last verified your PDS.';
  return null;
}

/** The sections' titles, for "sections changed" lists. */
export function sectionTitles(sections: readonly TPdsSection[]): string[] {
  return sections.map((s) => `${PDS_SECTIONS[s].part}. ${PDS_SECTIONS[s].title}`);
}

/**
 * Turns the blanks of a checked form into nulls before it is sent, so an emptied field is
 * stored as empty rather than as an empty string (required fields never reach here blank).
 */
export function blanksToNull<T>(value: T): T {
  if (typeof value === 'string') return (value.trim() === '' ? null : value) as T;
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    return items.map((item) => blanksToNull(item)) as T;
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blanksToNull(v)])) as T;
  return value;
}

/** One line of a change as the checking view shows it: the field's label, what it was, what it is. */
export type ChangeLine = { label: string; before: string; after: string };

/** The lines of one changed entry, formatted; for an added or removed entry only one side is filled. */
export function changeLines(change: TPdsEntryChange, lookups: LookupNames = {}): ChangeLine[] {
  const lines = change.fields.map((f) => ({
    label: f.label,
    before: change.kind === 'added' ? '' : formatValue(f.before, f.field, lookups),
    after: change.kind === 'removed' ? '' : formatValue(f.after, f.field, lookups),
  }));
  // An added or removed entry lists what it holds; its empty fields say nothing.
  return change.kind === 'changed' ? lines : lines.filter((line) => (change.kind === 'added' ? line.after : line.before) !== '—');
}

/** "1 added, 2 changed" for a section's changes. */
export function changeSummary(changes: readonly TPdsEntryChange[]): string {
  const counts = { added: 0, changed: 0, removed: 0 };
  for (const change of changes) counts[change.kind] += 1;
  return (['added', 'changed', 'removed'] as const)
    .filter((kind) => counts[kind] > 0)
    .map((kind) => `${counts[kind]} ${kind}`)
    .join(', ');
}
