import { LND_REPORT_KINDS, type TLndReport } from '@hris/contracts';
import { formDate } from '../../lib/pdf';

// A report as the tables its Excel and PDF print: the same columns, rows and totals in both (reports.export.ts,
// reports.pdf.ts), so the paper and the spreadsheet never disagree.

export type ColumnKind = 'text' | 'count' | 'money' | 'hours' | 'percent' | 'date';
export type Column = { header: string; kind: ColumnKind; /** Excel width, characters. */ width: number; /** PDF width, points or '*'. */ pdf: number | '*' };
export type Cell = string | number | null;
export type ReportTable = { title: string; columns: Column[]; rows: Cell[][]; totals: Cell[] | null };
export type ReportTables = { title: string; subtitle: string; tables: ReportTable[] };

const office: Column = { header: 'Office', kind: 'text', width: 40, pdf: '*' };
const campus: Column = { header: 'Campus', kind: 'text', width: 22, pdf: 90 };
const col = (header: string, kind: ColumnKind, width = 12, pdf: number | '*' = 56): Column => ({ header, kind, width, pdf });
const officeName = (o: { fullname: string; acronym: string } | null) => (o ? `${o.fullname} (${o.acronym})` : 'No office');
const STUDY = { ongoing: 'Ongoing', completed: 'Completed', terminated: 'Terminated' } as const;

/** The tables of a report, in the order they print. */
export function reportTables(r: TLndReport, scopeLabel: string): ReportTables {
  const title = `${LND_REPORT_KINDS[r.kind]}, ${r.year}`;
  const subtitle = `${scopeLabel}; as of ${formDate(r.generated_on)}`;
  switch (r.kind) {
    case 'completion':
      return {
        title,
        subtitle: `${subtitle}. Plans covering the year; items and done are those of the approved plans.`,
        tables: [
          {
            title: 'Completion of development plans per office',
            columns: [office, campus, col('Plans', 'count'), col('Approved', 'count'), col('Items', 'count'), col('Done', 'count'), col('Done %', 'percent')],
            rows: r.rows.map((x) => [officeName(x.office), x.office.campus, x.plans, x.approved, x.items, x.done, x.percent]),
            totals: ['Total', null, r.totals.plans, r.totals.approved, r.totals.items, r.totals.done, r.totals.percent],
          },
        ],
      };
    case 'training-hours':
      return {
        title,
        subtitle: `${subtitle}. Learning and development entries of the PDS (part VII) started in the year.`,
        tables: [
          {
            title: 'Totals per office',
            columns: [
              office,
              col('Employees', 'count'),
              col('Trained', 'count'),
              col('Entries', 'count'),
              col('Hours', 'hours'),
              col('Average hours', 'hours', 14),
            ],
            rows: r.offices.map((o) => [officeName(o.office), o.employees, o.trained, o.entries, o.hours, o.average]),
            totals: ['Total', r.totals.employees, r.totals.trained, r.totals.entries, r.totals.hours, r.totals.average],
          },
          {
            title: 'Hours of training per employee',
            columns: [
              col('Employee No.', 'text', 14, 70),
              col('Name', 'text', 34, '*'),
              { ...office, pdf: 220 },
              col('Entries', 'count'),
              col('Hours', 'hours'),
            ],
            rows: r.rows.map((x) => [x.personnel.idno, x.personnel.fullname, x.office ? officeName(x.office) : 'No office', x.entries, x.hours]),
            totals: ['Total', `${r.totals.employees} employees`, null, r.totals.entries, r.totals.hours],
          },
        ],
      };
    case 'interventions':
      return {
        title,
        subtitle: `${subtitle}. Items of approved plans whose target date falls in the year.`,
        tables: [
          {
            title: 'By competency',
            columns: [
              col('Competency', 'text', 44, '*'),
              col('Type', 'text', 16, 80),
              col('Planned', 'count'),
              col('Done', 'count'),
              col('Funds', 'money', 16, 80),
            ],
            rows: r.by_competency.map((x) => [x.competency.name, x.competency.type, x.planned, x.done, x.funds]),
            totals: ['Total', null, r.totals.planned, r.totals.done, r.totals.funds],
          },
          {
            title: 'By type of intervention',
            columns: [col('Intervention', 'text', 30, '*'), col('Planned', 'count'), col('Done', 'count'), col('Funds', 'money', 16, 80)],
            rows: r.by_type.map((x) => [x.name || x.code, x.planned, x.done, x.funds]),
            totals: ['Total', r.totals.planned, r.totals.done, r.totals.funds],
          },
        ],
      };
    case 'scholars':
      return {
        title,
        subtitle: `${subtitle}. Approved scholarships studying or under their service obligation in the year.`,
        tables: [
          {
            title: 'Scholars and their obligations',
            columns: [
              col('Name', 'text', 28, 100),
              { ...office, pdf: 110 },
              col('Program', 'text', 26, '*'),
              col('School and degree', 'text', 34, '*'),
              col('Study', 'text', 12, 50),
              col('Study end', 'date', 12, 52),
              col('Obligation end', 'date', 14, 58),
              col('Separated', 'date', 12, 52),
              col('Before obligation', 'text', 12, 52),
            ],
            rows: r.rows.map((x) => [
              x.personnel.fullname,
              x.office ? officeName(x.office) : 'No office',
              x.program,
              `${x.degree}, ${x.school}`,
              x.study_status ? STUDY[x.study_status] : 'Not started',
              x.study_end,
              x.obligation_end,
              x.separated_on,
              x.separated_before_obligation ? 'YES' : '',
            ]),
            totals: [
              `${r.totals.scholars} scholars`,
              `${r.totals.ongoing} ongoing, ${r.totals.completed} completed, ${r.totals.terminated} terminated`,
              `${r.totals.serving_obligation} serving their obligation`,
              null,
              null,
              null,
              null,
              null,
              `${r.totals.separated_before_obligation} left early`,
            ],
          },
        ],
      };
    case 'budget-used':
      return {
        title,
        subtitle: `${subtitle}. Asked: funds of items of submitted and approved plans due in the year; used: funds of items done in the year.`,
        tables: [
          {
            title: 'Budget, asked and used per office',
            columns: [
              office,
              col('Funds (budget per fund)', 'text', 40, 170),
              col('Budget', 'money', 16, 72),
              col('Asked', 'money', 16, 72),
              col('Used', 'money', 16, 72),
              col('Used %', 'percent', 10, 40),
            ],
            rows: r.rows.map((x) => [
              officeName(x.office),
              x.funds.map((f) => `${f.fund.code} ${(f.amount / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`).join('; '),
              x.budget,
              x.asked,
              x.used,
              x.budget ? Math.round((x.used / x.budget) * 1000) / 10 : null,
            ]),
            totals: [
              'Total',
              null,
              r.totals.budget,
              r.totals.asked,
              r.totals.used,
              r.totals.budget ? Math.round((r.totals.used / r.totals.budget) * 1000) / 10 : null,
            ],
          },
          {
            title: 'Budget per fund',
            columns: [col('Fund', 'text', 14, 80), col('Name', 'text', 40, '*'), col('Budget', 'money', 16, 90)],
            rows: r.funds.map((f) => [f.fund.code, f.fund.name, f.amount]),
            totals: ['Total', null, r.funds.reduce((t, f) => t + f.amount, 0)],
          },
        ],
      };
  }
}
