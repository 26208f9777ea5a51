import { withTransaction } from '@hris/db';
import type { z } from 'zod';
import { APPLICANT_PROFILE_SECTIONS, APPLICATION_STATUS_LABELS, RECLASS_NATURES, type TApplicationStatus, type ZAppointBody } from '@hris/contracts';
import { fillItem, mustFindVacantItem, vacateItemOf } from '../plantilla';
import { appointmentTermsOf, currentOf, moveToCampus, recordAppointment, recordFirstAppointment } from '../appointments';
import { openLineOf, startLine } from '../service-record';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { formDate } from '../../lib/pdf';
import { runLocked } from '../../lib/hourly-job';
import { newEmployeeNumber } from '../personnel';
import { amountOn } from '../salary-schedule';
import { recordApplicationEvent } from '../recruitment';
import * as repo from './appointment.repo';
import { renderRaiPdf } from './rai.pdf';
import { SELECTION_LOCK_BASE } from '../../lib/advisory-locks';

// Selection and appointment: the appointing authority picks from the ranking; the appointment makes
// the new employee's personnel record from the profile they applied with (PDS part I and the four
// parts hiring read), links their account to it and records the appointment and the first line of
// their service record, all or nothing. Appointments then appear in the month's RAI (CS Form No. 2).

export const APPOINTING = ['RAI', 'RSP'] as const;
const label = (status: string) => APPLICATION_STATUS_LABELS[status as TApplicationStatus] ?? status;

async function mustFind(deps: Deps, id: number) {
  const application = await repo.findApplication(deps.db, id);
  if (!application) throw AppError.notFound('The application was not found.');
  return application;
}

const SELECT_LOCK_BASE = SELECTION_LOCK_BASE;

export async function select(deps: Deps, actor: Actor, applicationId: number) {
  const a = await mustFind(deps, applicationId);
  // One selection per post at a time, so two officers at once cannot fill more slots than the post has.
  const answer = await runLocked(deps, SELECT_LOCK_BASE + a.job_post_id, () => selectLocked(deps, actor, applicationId));
  if (!answer) throw AppError.validation('status', 'Another selection for this post is being recorded; try again in a moment.');
  return answer;
}

async function selectLocked(deps: Deps, actor: Actor, applicationId: number) {
  const a = await mustFind(deps, applicationId);
  if (a.status !== 'assessed')
    throw AppError.validation('status', `Only an applicant the board has assessed can be selected; this application is "${label(a.status)}".`);
  const taken = await repo.takenSlots(deps.db, a.job_post_id);
  if (taken >= a.slots) throw AppError.validation('status', `All ${a.slots} slot${a.slots === 1 ? '' : 's'} of this post are already filled.`);
  await recordApplicationEvent(deps, {
    applicationId,
    status: 'selected',
    remarks: 'The appointing authority has selected you. The Human Resource Management Office will contact you about your appointment.',
    actorUserId: actor.userId,
  });
  // The last slot filled: everyone still in the running is told the outcome.
  const others = taken + 1 >= a.slots ? await repo.stillInTheRunning(deps.db, a.job_post_id) : [];
  for (const id of others) {
    await recordApplicationEvent(deps, {
      applicationId: id,
      status: 'not_selected',
      remarks: 'The post has been filled. Thank you for your interest in joining the university.',
      actorUserId: actor.userId,
    });
  }
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'select',
    entity: 'job_application',
    entityId: applicationId,
    after: { not_selected: others },
    ip: actor.ip,
  });
  const filled = others.length ? ` The post is filled; ${others.length} other applicant${others.length === 1 ? ' was' : 's were'} told.` : '';
  return { message: `${a.user_name} has been selected.${filled}`, application: { id: applicationId, status: 'selected' as const }, not_selected: others };
}

type Profile = {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  name_extension: string | null;
  sex: string | null;
  birth_date: string | null;
  mobile_no: string | null;
  sections: Record<string, Record<string, unknown>[]>;
};

/** The profile as it was when applying (what was screened and rated), the current one filling any gap. */
function profileOf(a: repo.ApplicationForAppointment): Profile {
  const pick = (field: string) => ((a.snapshot?.[field] ?? a.profile?.[field] ?? null) as string | null) || null;
  return {
    first_name: pick('first_name') ?? a.user_name,
    middle_name: pick('middle_name'),
    last_name: pick('last_name') ?? '',
    name_extension: pick('name_extension'),
    sex: pick('sex'),
    birth_date: pick('birth_date')?.slice(0, 10) ?? null,
    mobile_no: pick('mobile_no'),
    sections: (a.snapshot?.sections ?? a.profile?.sections ?? {}) as Profile['sections'],
  };
}

/** PDS rows from the profile: part I (what the profile knows of it) and each entry of the four parts. */
function pdsEntriesOf(p: Profile, email: string) {
  const personal = Object.fromEntries(Object.entries({ sex: p.sex, birth_date: p.birth_date, mobile_no: p.mobile_no, email }).filter(([, v]) => v));
  const entries = [{ section: 'personal', data: personal as Record<string, unknown> }];
  for (const section of APPLICANT_PROFILE_SECTIONS) {
    for (const entry of p.sections[section] ?? []) {
      const { id: _id, files_count: _files, ...data } = entry;
      entries.push({ section, data });
    }
  }
  return entries;
}

export async function appoint(deps: Deps, actor: Actor, applicationId: number, body: z.infer<typeof ZAppointBody>) {
  const a = await mustFind(deps, applicationId);
  if (a.status !== 'selected') throw AppError.validation('status', `Only a selected applicant is appointed; this application is "${label(a.status)}".`);
  const { nature, status } = await appointmentTermsOf(deps.db, { natureId: body.nature_id, statusId: body.appointment_status_id });
  if (!nature) throw AppError.validation('nature_id', 'The selected nature of appointment is invalid.');
  if ((RECLASS_NATURES as readonly string[]).includes(nature.name)) {
    throw AppError.validation(
      'nature_id',
      `${a.user_personnel_id ? 'An appointment from a job post' : "A new employee's appointment"} cannot be a ${nature.name.toLowerCase()}.`,
    );
  }
  if (!status) throw AppError.validation('appointment_status_id', 'The selected status of appointment is invalid.');
  const monthly = await amountOn(deps, a.post.salary_grade, body.salary_step, body.effective_date).then(
    (s) => s.amount,
    (err) => {
      throw err instanceof AppError && err.statusCode === 404 ? AppError.validation('salary_step', err.message) : err;
    },
  );
  // The vacant item the appointee fills: the one chosen, or the post's own.
  const itemNo = body.plantilla_item_no || a.post.plantilla_item_no;
  const item = itemNo
    ? await mustFindVacantItem(deps.db, itemNo, { positionId: a.post.position_id, positionName: a.post.position, field: 'plantilla_item_no' })
    : null;
  if (a.user_personnel_id) return appointEmployee(deps, actor, a, body, { nature, status, monthly, item });
  const profile = profileOf(a);
  const idno = await newEmployeeNumber(deps, a.post.campus_id);

  const { personnelId, appointmentId } = await withTransaction(deps.db, async (tx) => {
    const personnelId = await repo.insertPersonnel(tx, {
      idno,
      firstName: profile.first_name,
      middleName: profile.middle_name,
      lastName: profile.last_name,
      nameExtension: profile.name_extension,
      campusId: a.post.campus_id,
      departmentId: a.post.department_id,
      positionId: a.post.position_id,
      employmentKind: a.post.board === 'APB' ? 'faculty' : 'staff',
      salaryStep: body.salary_step,
      appointmentStatusId: status.id,
      dateOriginalAppointment: body.effective_date,
      isActive: true,
    });
    await repo.insertPdsEntries(tx, personnelId, pdsEntriesOf(profile, a.email));
    if (item) await fillItem(tx, item.id, item.item_no, personnelId, body.effective_date, 'plantilla_item_no');
    // Two appointing officers at once: the second finds the account or the application taken and changes nothing.
    const raced = () => AppError.validation('status', 'This applicant has just been appointed by someone else.');
    if (!(await repo.linkAccount(tx, a.applicant_user_id, personnelId))) throw raced();
    const appointmentId = await recordFirstAppointment(tx, {
      personnelId,
      natureId: nature.id,
      appointmentStatusId: status.id,
      positionId: a.post.position_id,
      departmentId: a.post.department_id,
      salaryGrade: a.post.salary_grade,
      salaryStep: body.salary_step,
      monthlySalary: monthly,
      effectiveDate: body.effective_date,
      remarks: `From job post ${a.post.code}${item ? `, plantilla item ${item.item_no}` : ''}`,
      plantillaItemId: item?.id ?? null,
      createdByUserId: actor.userId,
    });
    await startLine(
      tx,
      personnelId,
      {
        appointment_id: appointmentId,
        date_from: body.effective_date,
        date_to: null,
        position_title: a.post.position,
        appointment_status: status.name,
        annual_salary: monthly * 12,
        office: a.post.department,
        branch: 'National',
        remarks: nature.name,
      },
      false,
    );
    if (!(await repo.setAppointment(tx, applicationId, appointmentId))) throw raced();
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'create',
      entity: 'personnel',
      entityId: personnelId,
      after: { idno, from_application: applicationId, user_id: a.applicant_user_id },
      ip: actor.ip,
    });
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'create',
      entity: 'appointment',
      entityId: appointmentId,
      after: { personnel_id: personnelId, nature: nature.name, ...body, monthly_salary: monthly },
      ip: actor.ip,
    });
    return { personnelId, appointmentId };
  });
  await recordApplicationEvent(deps, {
    applicationId,
    status: 'appointed',
    remarks: `You are appointed ${a.post.position} (${status.name}), effective ${formDate(body.effective_date)}. Your employee number is ${idno}; sign in with the same account to see your records.`,
    actorUserId: actor.userId,
  });
  return {
    message: `${a.user_name} has been appointed ${a.post.position}; the personnel record ${idno} has been made.`,
    personnel_id: personnelId,
    appointment_id: appointmentId,
    idno,
  };
}

/**
 * An employee who applied (a promotion, a transfer, a job order's first plantilla post): the appointment goes on
 * the record they have, as the Appointments page records one; they leave the plantilla item they held.
 */
async function appointEmployee(
  deps: Deps,
  actor: Actor,
  a: repo.ApplicationForAppointment,
  body: z.infer<typeof ZAppointBody>,
  chosen: { nature: { id: number; name: string }; status: { id: number; name: string }; monthly: number; item: { id: number; item_no: string } | null },
) {
  const personnelId = a.user_personnel_id!;
  const before = await currentOf(deps.db, personnelId);
  if (!before?.is_active) throw AppError.validation('status', `${a.user_name}'s personnel record is inactive; the appointment cannot go on it.`);
  const open = await openLineOf(deps.db, personnelId);
  if (open && body.effective_date <= open.dateFrom) {
    throw AppError.validation(
      'effective_date',
      `The effective date must be after ${formDate(open.dateFrom)}, when ${a.user_name}'s current service-record line starts.`,
    );
  }
  const { item } = chosen;
  const appointmentId = await withTransaction(deps.db, async (tx) => {
    // The item held until now opens again (one item per incumbent), then the new one is filled.
    const left = await vacateItemOf(tx, personnelId);
    if (left)
      await writeAudit(tx, {
        actorUserId: actor.userId,
        action: 'vacate',
        entity: 'plantilla_item',
        entityId: left,
        after: { from_application: a.id },
        ip: actor.ip,
      });
    if (item) await fillItem(tx, item.id, item.item_no, personnelId, body.effective_date, 'plantilla_item_no');
    if (before.campus_id !== a.post.campus_id) await moveToCampus(tx, personnelId, a.post.campus_id);
    const { appointmentId } = await recordAppointment(tx, actor, {
      personnelId,
      before,
      nature: chosen.nature,
      status: chosen.status,
      position: { id: a.post.position_id, name: a.post.position, salary_grade: a.post.salary_grade },
      department: { id: a.post.department_id },
      salaryStep: body.salary_step,
      effectiveDate: body.effective_date,
      monthly: chosen.monthly,
      remarks: `From job post ${a.post.code}${item ? `, plantilla item ${item.item_no}` : ''}`,
      office: a.post.department,
      hasOpenLine: !!open,
      plantillaItemId: item?.id ?? null,
    });
    if (!(await repo.setAppointment(tx, a.id, appointmentId))) throw AppError.validation('status', 'This applicant has just been appointed by someone else.');
    return appointmentId;
  });
  await recordApplicationEvent(deps, {
    applicationId: a.id,
    status: 'appointed',
    remarks: `You are appointed ${a.post.position} (${chosen.status.name}), effective ${formDate(body.effective_date)}. Your personnel record and service record are updated.`,
    actorUserId: actor.userId,
  });
  return {
    message: `${a.user_name} has been appointed ${a.post.position}; the appointment is recorded on ${before.idno ? `personnel record ${before.idno}` : 'the personnel record'}.`,
    personnel_id: personnelId,
    appointment_id: appointmentId,
    idno: before.idno,
  };
}

/** The appointments issued in a month (CS Form No. 2 rows). */
export async function rai(deps: Deps, month: string) {
  return { month, appointments: await repo.issuedInMonth(deps.db, month) };
}

export async function raiPdf(deps: Deps, month: string) {
  return { pdf: await renderRaiPdf(deps, month, await repo.issuedInMonth(deps.db, month)), fileName: `rai-${month}.pdf` };
}
