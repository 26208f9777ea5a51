import type { Deps } from '../../lib/deps';
import { formDate, letterhead, renderPdf, type Content } from '../../lib/pdf';
import { readSetting, universityLogo } from '../../lib/settings';
import type { BoardCriterion, BoardMember } from './boards.repo';
import type { PostSummary } from './selection.shared';

// The comparative assessment result as the board signs it: the post, the ranked shortlist with each
// criterion's average and the weighted total, and the members' signature lines.

type RankingForPrint = {
  job_post: PostSummary;
  board: { kind: string; name: string };
  criteria: BoardCriterion[];
  ranking: { rank: number; name: string; total: number; tied: boolean; status_label: string; by_criterion: Record<number, number> }[];
  members: BoardMember[];
};

const fixed = (n: number | undefined, digits: number) => (n === undefined ? '' : n.toFixed(digits));
const ROLE_LABEL = { chair: 'Chairperson', member: 'Member', secretariat: 'Secretariat' } as const;

export async function renderRankingPdf(deps: Deps, r: RankingForPrint): Promise<Buffer> {
  const [university, logo] = await Promise.all([readSetting(deps.db, 'university_name').then(String), universityLogo(deps)]);
  const p = r.job_post;
  const head = (text: string) => ({ text, bold: true, alignment: 'center' as const, fillColor: '#eeeeee' });
  const table: Content = {
    table: {
      headerRows: 1,
      widths: [30, '*', ...r.criteria.map(() => 58), 48, 70],
      body: [
        [head('Rank'), head('Name of applicant'), ...r.criteria.map((c) => head(`${c.name}\n(${c.weight}%)`)), head('Total'), head('Remarks')],
        ...r.ranking.map((row) => [
          { text: String(row.rank), alignment: 'center' as const },
          row.name,
          ...r.criteria.map((c) => ({ text: fixed(row.by_criterion[c.id], 2), alignment: 'right' as const })),
          { text: row.total.toFixed(3), alignment: 'right' as const, bold: true },
          [row.tied ? 'Tied' : '', row.status_label].filter(Boolean).join('; '),
        ]),
      ],
    },
    layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 2, paddingBottom: () => 2 },
  };
  const signers = r.members.filter((m) => m.role !== 'secretariat');
  const secretariat = r.members.filter((m) => m.role === 'secretariat');
  // A signature line as a one-column table: the name above the rule, the seat below it.
  const signature = (m: BoardMember) => ({
    width: 200,
    margin: [0, 24, 0, 0] as [number, number, number, number],
    table: {
      widths: [180],
      body: [
        [{ text: m.name.toUpperCase(), bold: true, alignment: 'center' as const, border: [false, false, false, true] as [boolean, boolean, boolean, boolean] }],
        [{ text: ROLE_LABEL[m.role], alignment: 'center' as const, border: [false, false, false, false] as [boolean, boolean, boolean, boolean] }],
      ],
    },
    layout: { hLineWidth: () => 0.5, vLineWidth: () => 0 },
  });
  return renderPdf({
    pageSize: 'LEGAL',
    pageOrientation: 'landscape',
    info: { title: `Comparative assessment result, ${p.position.name} (${p.code})` },
    defaultStyle: { fontSize: 8 },
    content: [
      letterhead({ university, campus: p.campus.name, office: 'Human Resource Management Office', logo }),
      { text: 'COMPARATIVE ASSESSMENT RESULT', bold: true, fontSize: 13, alignment: 'center' },
      { text: r.board.name, alignment: 'center', margin: [0, 2, 0, 10] },
      {
        columns: [
          {
            text: [
              { text: 'Position: ', bold: true },
              `${p.position.name} (SG ${p.salary_grade})`,
              '\n',
              { text: 'Office: ', bold: true },
              p.department.fullname,
            ],
          },
          {
            text: [
              { text: 'Plantilla item no.: ', bold: true },
              p.plantilla_item_no ?? '—',
              '\n',
              { text: 'Post: ', bold: true },
              `${p.code}, closed ${formDate(p.closing_date)}`,
            ],
          },
        ],
        margin: [0, 0, 0, 8],
      },
      r.ranking.length ? table : { text: 'No shortlisted applicant yet.', italics: true },
      {
        text: "Totals are the members' average score on each criterion as a share of its highest score, times its weight. Equal totals share a rank.",
        italics: true,
        margin: [0, 6, 0, 14],
      },
      { columns: signers.map(signature), columnGap: 12 },
      ...(secretariat.length
        ? [
            { text: 'Prepared by:', margin: [0, 14, 0, 0] as [number, number, number, number] },
            { columns: secretariat.map(signature), columnGap: 12 },
          ]
        : []),
    ],
  });
}
