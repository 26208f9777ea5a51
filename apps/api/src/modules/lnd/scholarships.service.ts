import { withTransaction } from '@hris/db';
import {
  SCHOLARSHIP_DECISION_RULES,
  SCHOLARSHIP_VOTES,
  type TRequestSummary,
  type TScholarshipApplication,
  type TScholarshipApplicationBody,
  type TScholarshipProgramBody,
  type TScholarshipTermBody,
  type TScholarshipVoteBody,
  type TStudyEndBody,
} from '@hris/contracts';
import { hasAnyView, isOwnRecord, refuseOwnRecord, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import type { ActContext, DecidedRequest, Outcome, RequestHandler } from '../../lib/module';
import { claimUpload } from '../../lib/uploads';
import { longDate } from '../../lib/words';
import {
  committeeDecision,
  DEGREE_RANKS,
  highestDegree,
  votesNeeded,
  wholeYearsBetween,
  type Degree,
  type Tally,
  minimumObligationMonths,
  obligationEndAfter,
  refundOwed,
  separatedBeforeObligation,
  studyAndObligation,
  unfinishedObligation,
} from '../../domain/scholarship';
import { startRequest } from '../approvals';
import { notify } from '../notifications';
import { pdsForApplying } from '../pds';
import { isHeadOf } from './lnd.repo';
import * as repo from './scholarships.repo';

// Scholarships (issue 22): the committee keeps the programs; an employee applies through the one approval chain (the
// immediate head recommends, the scholarship committee decides once its members have voted); the scholar reports
// grades per term; the obligation's last day is set at approval, and a separation before it owes a refund.

/** Who keeps the programs and sees every application: the L&D committee and its secretariat, and HR's L&D administrators. */
export const MANAGE_SCHOLARSHIPS = ['LDCOMSEC', 'LDADMIN'] as const;
const NOT_FOUND = 'The scholarship application was not found.';

export const pesos = (centavos: number) => `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// ── Programs ──

const programValues = (body: TScholarshipProgramBody) => ({
  ...body,
  obligation_months: body.obligation_months ?? minimumObligationMonths(body.duration_months),
});

/** Open programs for everyone; all of them for the committee. */
export async function listPrograms(deps: Deps, actor: Actor, scope: 'open' | 'all') {
  if (scope === 'all' && !hasAnyView(actor, MANAGE_SCHOLARSHIPS)) throw AppError.forbidden('Only the L&D committee sees the closed programs.');
  return { programs: await repo.programs(deps.db, scope === 'open') };
}

export async function createProgram(deps: Deps, actor: Actor, body: TScholarshipProgramBody) {
  if (await repo.programNameTaken(deps.db, body.name, null)) throw AppError.validation('name', 'A program of this name already exists.');
  const id = await repo.insertProgram(deps.db, programValues(body));
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'scholarship_program', entityId: id, after: body, ip: actor.ip });
  return { message: `The program “${body.name}” has been added.`, program: (await repo.programById(deps.db, id))! };
}

/** Changes a program (closing it is `open: false`); scholars already approved keep the terms they were granted. */
export async function updateProgram(deps: Deps, actor: Actor, id: number, body: TScholarshipProgramBody) {
  const before = await repo.programById(deps.db, id);
  if (!before) throw AppError.notFound('The scholarship program was not found.');
  if (await repo.programNameTaken(deps.db, body.name, id)) throw AppError.validation('name', 'A program of this name already exists.');
  if (body.slots != null && body.slots < before.taken)
    throw AppError.validation('slots', `${before.taken} scholars already hold slots of this program: the slots cannot be fewer.`);
  await repo.updateProgram(deps.db, id, programValues(body));
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'scholarship_program', entityId: id, before, after: body, ip: actor.ip });
  const after = (await repo.programById(deps.db, id))!;
  return { message: after.open ? `The program “${after.name}” has been saved.` : `The program “${after.name}” is closed to applications.`, program: after };
}

// ── Applications ──

function tallyOf(votes: { vote: keyof Tally }[]): Tally {
  const tally = { approve: 0, disapprove: 0, abstain: 0 };
  for (const v of votes) tally[v.vote]++;
  return tally;
}
const tallyWords = (t: Tally) => `${t.approve} approve, ${t.disapprove} disapprove, ${t.abstain} abstain`;

/** What the votes decide under the program's rule; the members counted are those who may vote on it (never the applicant). */
function decisionOf(row: repo.ApplicationRow, memberIds: (number | null)[], tally: Tally) {
  const rule = row.program.decision_rule;
  const members = memberIds.filter((id) => id !== row.personnel_id).length;
  return { rule, members, needed: votesNeeded(rule, members), outcome: committeeDecision(tally, members, rule) };
}

function present(
  actor: Actor,
  row: repo.ApplicationRow,
  votes: repo.VoteRow[],
  terms: repo.TermRow[],
  member: boolean,
  memberIds: (number | null)[],
): TScholarshipApplication {
  const { personnel_id: _p, ...rest } = row;
  const own = votes.filter((v) => v.application_id === row.id).map(({ application_id: _a, ...v }) => v);
  // The deliberation is the committee's: the applicant sees the tally, not who voted what (unless they sit on it or manage).
  const showVotes = member || hasAnyView(actor, MANAGE_SCHOLARSHIPS) || !isOwnRecord(actor, row.personnel_id);
  const tally = tallyOf(own);
  let flagged = false;
  let refund: { unservedMonths: number; refund: number } | null = null;
  if (
    row.status === 'approved' &&
    row.separation_date &&
    row.obligation_end &&
    row.study_end &&
    separatedBeforeObligation(row.separation_date, row.obligation_end)
  ) {
    flagged = true;
    refund = refundOwed({
      grant: row.program.grant,
      obligationMonths: row.program.obligation_months,
      studyEnd: row.study_end,
      separation: row.separation_date,
    });
  }
  return {
    ...rest,
    separated_before_obligation: flagged,
    unserved_months: refund?.unservedMonths ?? null,
    refund_owed: refund?.refund ?? null,
    votes: showVotes ? own : [],
    tally,
    decision: decisionOf(row, memberIds, tally),
    may_vote: member && row.status === 'submitted' && !isOwnRecord(actor, row.personnel_id),
    terms: terms
      .filter((t) => t.application_id === row.id)
      .map((t) => ({
        id: t.id,
        school_year: t.school_year,
        term: t.term,
        average: t.average,
        remarks: t.remarks,
        file_name: t.file_name,
        grades_url: `/api/lnd/scholarship-terms/${t.id}/grades`,
        created_at: t.created_at,
      })),
  };
}

async function presentAll(deps: Deps, actor: Actor, rows: repo.ApplicationRow[]) {
  const ids = rows.map((r) => r.id);
  const [votes, terms, member, memberIds] = await Promise.all([
    repo.votesOf(deps.db, ids),
    repo.termsOf(deps.db, ids),
    repo.isCommitteeMember(deps.db, actor.userId),
    repo.committeeMembers(deps.db),
  ]);
  return rows.map((r) => present(actor, r, votes, terms, member, memberIds));
}
async function presentOne(deps: Deps, actor: Actor, id: number) {
  return (await presentAll(deps, actor, [(await repo.applicationById(deps.db, id))!]))[0]!;
}

/** The application to its applicant, their immediate head, the committee's members and the L&D managers; audited when not one's own. */
async function mustSee(deps: Deps, actor: Actor, id: number) {
  const row = await repo.applicationById(deps.db, id);
  if (!row) throw AppError.notFound(NOT_FOUND);
  if (isOwnRecord(actor, row.personnel_id)) return row;
  const allowed =
    hasAnyView(actor, MANAGE_SCHOLARSHIPS) ||
    (await repo.isCommitteeMember(deps.db, actor.userId)) ||
    (actor.personnelId !== null && hasAnyView(actor, ['LDHEAD']) && (await isHeadOf(deps.db, actor.personnelId, row.personnel_id)));
  if (!allowed) throw AppError.notFound(NOT_FOUND);
  await auditPersonalRead(deps, actor, {
    entity: 'scholarship_application',
    entityId: id,
    personnelId: row.personnel_id,
    what: `scholarship application (${row.program.name})`,
  });
  return row;
}

export async function listApplications(deps: Deps, actor: Actor, q: { scope: 'mine' | 'office' | 'all'; status?: string; page: number }) {
  const perPage = 25;
  if (q.scope === 'mine' && !actor.personnelId) return { applications: [], meta: { page: q.page, per_page: perPage, total: 0 } };
  if (q.scope === 'office' && (!actor.personnelId || !hasAnyView(actor, ['LDHEAD']))) throw AppError.forbidden('Only heads see their office’s applications.');
  if (q.scope === 'all' && !hasAnyView(actor, MANAGE_SCHOLARSHIPS)) throw AppError.forbidden('Only the L&D committee sees every scholarship application.');
  const { rows, total } = await repo.listApplications(deps.db, {
    personnelId: q.scope === 'mine' ? actor.personnelId! : undefined,
    headPersonnelId: q.scope === 'office' ? actor.personnelId! : undefined,
    status: q.status,
    page: q.page,
    perPage,
  });
  if (q.scope !== 'mine' && rows.length) {
    await auditPersonalRead(deps, actor, {
      entity: 'scholarship_application',
      what: `scholarship applications (${q.scope})`,
      personnelIds: rows.map((r) => r.personnel_id),
    });
  }
  return { applications: await presentAll(deps, actor, rows), meta: { page: q.page, per_page: perPage, total } };
}

export async function getApplication(deps: Deps, actor: Actor, id: number) {
  const row = await mustSee(deps, actor, id);
  return { application: (await presentAll(deps, actor, [row]))[0]! };
}

const DEGREE_WORDS: Record<Degree, string> = {
  none: 'no finished degree',
  bachelor: 'a bachelor’s degree',
  master: 'a master’s degree',
  doctorate: 'a doctorate',
};

/**
 * The program's conditions the applicant does not meet, each in their words: who may apply (faculty or non-teaching),
 * the degree held before it (from the PDS an application takes: the verified copy, or the sheet when none was), years
 * of service since the original appointment, the age limit.
 */
async function applicantFacts(deps: Deps, personnelId: number) {
  const [who, sheet] = await Promise.all([repo.applicantOf(deps.db, personnelId), pdsForApplying(deps, personnelId)]);
  return { who, pds: sheet?.pds ?? null };
}

function unmetConditions(program: repo.ProgramRow, { who, pds }: Awaited<ReturnType<typeof applicantFacts>>, today: string): string[] {
  const reasons: string[] = [];
  const holds = who?.position ? `you hold ${who.position}` : 'your record names no position';
  if (program.open_to === 'faculty' && !who?.faculty) reasons.push(`This program is for faculty; ${holds}.`);
  if (program.open_to === 'non_teaching' && who?.faculty) reasons.push(`This program is for non-teaching personnel; ${holds}.`);
  if (program.degree_required) {
    const held = highestDegree(pds?.educbackground ?? []);
    if (DEGREE_RANKS.indexOf(held) < DEGREE_RANKS.indexOf(program.degree_required))
      reasons.push(`This program asks for ${DEGREE_WORDS[program.degree_required]} before it; your PDS lists ${DEGREE_WORDS[held]}.`);
  }
  if (program.min_years_service) {
    const asked = `This program asks for ${program.min_years_service} ${program.min_years_service === 1 ? 'year' : 'years'} of service`;
    if (!who?.appointed) reasons.push(`${asked}; your record has no date of original appointment: ask the personnel office.`);
    else if (wholeYearsBetween(who.appointed, today) < program.min_years_service)
      reasons.push(`${asked}; you have ${wholeYearsBetween(who.appointed, today)} (since ${longDate(who.appointed)}).`);
  }
  if (program.max_age) {
    const born = pds?.personal?.birth_date;
    const limit = `This program takes applicants up to ${program.max_age} years old`;
    if (!born) reasons.push(`${limit}; your PDS has no date of birth.`);
    else if (wholeYearsBetween(born, today) > program.max_age) reasons.push(`${limit}; you are ${wholeYearsBetween(born, today)}.`);
  }
  return reasons;
}

/**
 * An employee applies to an open program with a free slot whose conditions they meet, and the chain starts (the head,
 * then the committee). Refused while an earlier scholarship is studied or its service is still owed, and while one to
 * the same program waits; every condition not met is named at once, under the program.
 */
export async function apply(deps: Deps, actor: Actor, body: TScholarshipApplicationBody) {
  if (!actor.personnelId) throw AppError.forbidden('Only employees apply for scholarships.');
  const today = deps.clock.today();
  if (body.study_start && body.study_start < today) throw AppError.validation('study_start', 'The study start must not be in the past.');
  const applicant = await applicantFacts(deps, actor.personnelId);
  const id = await withTransaction(deps.db, async (tx) => {
    await repo.lockPerson(tx, actor.personnelId!);
    const program = await repo.programById(tx, body.program_id, true);
    if (!program) throw AppError.validation('program_id', 'Choose a program from the list.');
    if (!program.open) throw AppError.validation('program_id', `“${program.name}” is closed to applications.`);
    const reasons = unmetConditions(program, applicant, today);
    const past = await repo.pastOf(tx, actor.personnelId!);
    const owed = unfinishedObligation(
      past.map((p) => ({ program: p.program, status: p.status, studyStatus: p.study_status, obligationEnd: p.obligation_end })),
      today,
    );
    if (owed) {
      reasons.push(
        owed.obligationEnd
          ? `You still owe service until ${longDate(owed.obligationEnd)} for ${owed.program}.`
          : `You are still studying under ${owed.program}: apply once you have finished it and served its obligation.`,
      );
    }
    if (past.some((p) => p.program_id === program.id && p.status === 'submitted'))
      reasons.push(`Your application to ${program.name} is already being reviewed.`);
    if (program.slots !== null && program.taken >= program.slots) reasons.push(`The ${program.slots} slots of ${program.name} are taken.`);
    if (reasons.length) {
      const message = reasons.length === 1 ? reasons[0]! : `You may not apply to ${program.name}: ${reasons.length} of its conditions are not met.`;
      throw new AppError(422, message, { program_id: reasons });
    }
    const applicationId = await repo.insertApplication(tx, {
      programId: program.id,
      personnelId: actor.personnelId!,
      school: body.school,
      degree: body.degree,
      statement: body.statement ?? null,
      studyStart: body.study_start ?? null,
    });
    const request = await startRequest(
      deps,
      {
        type: 'scholarship',
        requesterUserId: actor.userId,
        subjectId: applicationId,
        title: `Scholarship: ${program.name} (${body.degree}, ${body.school})`,
        link: `/lnd/scholarships?application=${applicationId}`,
      },
      tx,
    );
    await repo.linkRequest(tx, applicationId, request.id);
    return applicationId;
  });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'scholarship_application', entityId: id, after: body, ip: actor.ip });
  return { message: 'Your scholarship application has been sent to your head.', application: await presentOne(deps, actor, id) };
}

/** A member of the scholarship committee records (or changes, until the decision) their vote and remarks; never on their own. */
export async function vote(deps: Deps, actor: Actor, id: number, body: TScholarshipVoteBody) {
  const row = await repo.applicationById(deps.db, id);
  if (!row) throw AppError.notFound(NOT_FOUND);
  if (!(await repo.isCommitteeMember(deps.db, actor.userId))) throw AppError.forbidden('Only the members of the scholarship committee vote.');
  if (isOwnRecord(actor, row.personnel_id)) throw AppError.forbidden('You cannot vote on your own application; the other members deliberate on it.');
  if (row.status !== 'submitted') throw AppError.validation('vote', `The application has already been ${row.status}: the votes are closed.`);
  await repo.upsertVote(deps.db, { applicationId: id, userId: actor.userId, vote: body.vote, remarks: body.remarks ?? null });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'scholarship_vote', entityId: id, after: body, ip: actor.ip });
  return { message: `Your vote (${SCHOLARSHIP_VOTES[body.vote].toLowerCase()}) has been recorded.`, application: await presentOne(deps, actor, id) };
}

/**
 * The committee records how a scholar's study ended (completed, or terminated) and on which day; the service
 * obligation runs from the next day for the program's months (CSC: the obligation stands either way). Never one's own.
 */
export async function endStudy(deps: Deps, actor: Actor, id: number, body: TStudyEndBody) {
  const row = await repo.applicationById(deps.db, id);
  if (!row) throw AppError.notFound(NOT_FOUND);
  refuseOwnRecord(actor, row.personnel_id, 'You cannot record the end of your own study; another member of the committee does.');
  if (row.status !== 'approved' || row.study_status !== 'ongoing' || !row.study_start)
    throw AppError.validation('study_status', 'Only an ongoing scholarship’s study can be ended.');
  if (body.study_end < row.study_start) throw AppError.validation('study_end', 'The study cannot end before it started.');
  if (body.study_end > deps.clock.today()) throw AppError.validation('study_end', 'Record the end of the study once it has ended.');
  const obligationEnd = obligationEndAfter(body.study_end, row.program.obligation_months);
  await repo.endStudy(deps.db, id, { studyStatus: body.study_status, studyEnd: body.study_end, obligationEnd });
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'scholarship_application',
    entityId: id,
    before: { study_status: row.study_status, study_end: row.study_end, obligation_end: row.obligation_end },
    after: { ...body, obligation_end: obligationEnd },
    ip: actor.ip,
  });
  await notify(
    deps,
    { personnelId: row.personnel_id },
    {
      title: `Your study is recorded as ${body.study_status}`,
      description: `${row.program.name}: service owed until ${longDate(obligationEnd)}.`,
      link: '/lnd/scholarships',
      byUserId: actor.userId,
    },
  );
  return {
    message: `The study of ${row.personnel.fullname} is recorded as ${body.study_status}; service is owed until ${longDate(obligationEnd)}.`,
    application: await presentOne(deps, actor, id),
  };
}

/** The scholar (or the L&D managers) reports a term's grades, a PDF taken through the one upload check. */
export async function addTerm(deps: Deps, actor: Actor, id: number, body: TScholarshipTermBody) {
  const row = await repo.applicationById(deps.db, id);
  const own = row !== null && isOwnRecord(actor, row.personnel_id);
  if (!row || (!own && !hasAnyView(actor, MANAGE_SCHOLARSHIPS))) throw AppError.notFound(NOT_FOUND);
  if (row.status !== 'approved') throw AppError.validation('school_year', 'Grades are reported once the scholarship is approved.');
  if (!/\.pdf$/i.test(body.grades_path)) throw AppError.validation('grades_path', 'The grades must be a PDF.');
  if (await repo.termExists(deps.db, id, body.school_year, body.term))
    throw AppError.validation('term', `The grades of ${body.term}, ${body.school_year} have already been reported.`);
  const termId = await withTransaction(deps.db, async (tx) => {
    const upload = await claimUpload(tx, body.grades_path, actor.userId);
    if (!upload) throw AppError.validation('grades_path', 'The uploaded grades were not found; upload them again.');
    return repo.insertTerm(tx, {
      applicationId: id,
      schoolYear: body.school_year,
      term: body.term,
      average: body.average ?? null,
      remarks: body.remarks ?? null,
      fileKey: upload.storage_key,
      fileName: upload.file_name,
      userId: actor.userId,
    });
  });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'scholarship_term', entityId: termId, after: body, ip: actor.ip });
  return { message: `The grades of ${body.term}, ${body.school_year} have been recorded.`, application: await presentOne(deps, actor, id) };
}

/** A term's grades PDF, to whoever may see the application (the read of another's is audited by mustSee). */
export async function gradesOf(deps: Deps, actor: Actor, termId: number) {
  const term = await repo.termById(deps.db, termId);
  if (!term) throw AppError.notFound('The grades were not found.');
  await mustSee(deps, actor, term.application_id);
  const bytes = await deps.storage.get(term.file_key);
  if (!bytes) throw AppError.notFound('The grades file is missing.');
  return { bytes, fileName: term.file_name };
}

// ── The chain ──

/**
 * The committee decides only after deliberating: approving or disapproving at its step is refused while no member
 * has voted (returning stays open), and approving is refused when the program's slots are taken.
 */
async function beforeAct(deps: Deps, request: DecidedRequest, ctx: ActContext) {
  if (!ctx.last || ctx.action === 'return') return;
  const row = await repo.applicationByRequest(deps.db, request.id);
  if (!row) return;
  const [votes, memberIds] = await Promise.all([repo.votesOf(deps.db, [row.id]), repo.committeeMembers(deps.db)]);
  if (!votes.length) throw AppError.validation('action', 'No member of the scholarship committee has voted yet: record the votes first.');
  // The votes decide, by the program's rule; whoever acts at the committee's step records what they decided.
  const tally = tallyOf(votes);
  const { rule, members, needed, outcome } = decisionOf(row, memberIds, tally);
  if (outcome === null)
    throw AppError.validation(
      'action',
      `The votes do not decide it yet: ${tallyWords(tally)}; approving needs ${needed} of the committee’s ${members} members (${SCHOLARSHIP_DECISION_RULES[rule]}).`,
    );
  if (outcome !== ctx.action)
    throw AppError.validation(
      'action',
      outcome === 'approve'
        ? `The committee’s votes approve this application (${tallyWords(tally)}): approve it, or return it for the members to deliberate again.`
        : `The committee’s votes do not approve this application (${tallyWords(tally)}): disapprove it, or return it for the members to deliberate again.`,
    );
  if (ctx.action === 'approve') {
    const program = (await repo.programById(deps.db, row.program.id, true))!;
    if (program.slots !== null && program.taken >= program.slots)
      throw AppError.validation('action', `The ${program.slots} slots of ${program.name} are taken.`);
  }
}

/** Mirrors the decision; an approval starts the study (from the date asked, or today) and sets the obligation's last day. */
async function onDecided(deps: Deps, request: DecidedRequest, outcome: Outcome) {
  const row = await repo.applicationByRequest(deps.db, request.id);
  if (!row || row.status !== 'submitted') return;
  if (outcome !== 'approved') {
    await repo.setStatus(deps.db, row.id, outcome === 'cancelled' ? 'withdrawn' : outcome);
    return;
  }
  const today = deps.clock.today();
  const start = row.study_start && row.study_start >= today ? row.study_start : today;
  await repo.startStudy(deps.db, row.id, studyAndObligation(start, row.program.duration_months, row.program.obligation_months));
}

/** What the head and the committee see before deciding: the program, the study asked, and the members' votes. */
async function describe(deps: Deps, request: DecidedRequest): Promise<TRequestSummary> {
  const row = await repo.applicationByRequest(deps.db, request.id);
  if (!row) return { facts: [], balances: [], certification: null };
  const [votes, memberIds] = await Promise.all([repo.votesOf(deps.db, [row.id]), repo.committeeMembers(deps.db)]);
  const tally = tallyOf(votes);
  const decision = decisionOf(row, memberIds, tally);
  const decided = { approve: 'the votes approve it', disapprove: 'the votes do not approve it' } as const;
  const years = (m: number) => (m % 12 === 0 ? `${m / 12} ${m === 12 ? 'year' : 'years'}` : `${m} months`);
  return {
    facts: [
      { label: 'Employee', value: row.personnel.fullname },
      { label: 'Office', value: row.personnel.department?.fullname ?? '—' },
      { label: 'Program', value: row.program.name },
      { label: 'Degree and school', value: `${row.degree}, ${row.school}` },
      { label: 'Grant', value: pesos(row.program.grant) },
      { label: 'Study', value: `${years(row.program.duration_months)}${row.study_start ? ` from ${longDate(row.study_start)}` : ''}` },
      { label: 'Service obligation', value: years(row.program.obligation_months) },
      ...(row.statement ? [{ label: 'Statement', value: row.statement }] : []),
      { label: 'Committee votes', value: tallyWords(tally) },
      {
        label: 'Votes needed',
        value: `${decision.needed} of the committee’s ${decision.members} members approve (${SCHOLARSHIP_DECISION_RULES[decision.rule]}): ${decision.outcome ? decided[decision.outcome] : 'not decided yet'}`,
      },
      ...votes.map((v) => ({ label: v.user.name, value: `${SCHOLARSHIP_VOTES[v.vote]}${v.remarks ? `: ${v.remarks}` : ''}` })),
    ],
    balances: [],
    certification: null,
  };
}

export const scholarshipRequestHandler: RequestHandler = { beforeAct, onDecided, describe };
