import { withTransaction } from '@hris/db';
import { RECLASS_NATURES, type TAppointmentBody } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { refuseOwnRecord, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import type { Queryable } from '@hris/db';
import { formDate } from '../../lib/pdf';
import { amountOn } from '../salary-schedule';
import { closeOpenLine, mustSeeRecord, openLineOf } from '../service-record';
import { insertLines } from '../service-record';
import * as repo from './appointments.repo';

const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Where the person stands (mustSeeRecord found them already). */
async function mustFindCurrent(deps: Deps, personnelId: number) {
  const current = await repo.currentOf(deps.db, personnelId);
  if (!current) throw AppError.notFound('The personnel record was not found.');
  return current;
}

/** The person's current appointment and their appointment history (the owner, or HR). */
export async function listAppointments(deps: Deps, actor: Actor, personnelId: number) {
  await mustSeeRecord(deps, actor, personnelId);
  const current = await mustFindCurrent(deps, personnelId);
  const grade = current.position?.salary_grade ?? null;
  const monthly = grade
    ? await amountOn(deps, grade, current.salary_step).then(
        (a) => a.amount,
        () => null,
      )
    : null;
  return { current: { ...current, monthly_salary: monthly }, appointments: await repo.appointmentsOf(deps.db, personnelId) };
}

/** What an appointment refers to must exist; a reclassification or reappointment takes a for-reclass status. */
async function checkReferences(deps: Deps, body: TAppointmentBody, campusId: number) {
  const nature = await repo.natureById(deps.db, body.nature_id);
  if (!nature) throw AppError.validation('nature_id', 'The selected nature of appointment is invalid.');
  const status = await repo.statusById(deps.db, body.appointment_status_id);
  if (!status) throw AppError.validation('appointment_status_id', 'The selected status of appointment is invalid.');
  if ((RECLASS_NATURES as readonly string[]).includes(nature.name) && !status.for_reclass) {
    throw AppError.validation(
      'appointment_status_id',
      `A ${nature.name.toLowerCase()} takes one of the statuses offered for reclassification; ${status.name} is not one of them.`,
    );
  }
  const position = await repo.positionById(deps.db, body.position_id);
  if (!position) throw AppError.validation('position_id', 'The selected position is invalid.');
  const department = body.department_id ? await repo.departmentById(deps.db, body.department_id) : null;
  if (body.department_id && !department) throw AppError.validation('department_id', 'The selected department is invalid.');
  if (department && department.campus_id !== campusId) throw AppError.validation('department_id', 'The department is on another campus.');
  return { nature, status, position, department };
}

/** The monthly salary of the position's grade at the step, in force on the effective date. */
async function monthlySalary(deps: Deps, grade: number | null, step: number, date: string): Promise<number | null> {
  if (!grade) return null;
  try {
    return (await amountOn(deps, grade, step, date)).amount;
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) throw AppError.validation('salary_step', err.message);
    throw err;
  }
}

/**
 * Records a new appointment: the person takes the position, status and step, the running
 * service-record line ends the day before and a new one starts, all or nothing.
 */
const OWN_APPOINTMENT = 'You cannot record your own appointment; another HR officer does.';

export async function createAppointment(deps: Deps, actor: Actor, personnelId: number, body: TAppointmentBody) {
  await mustSeeRecord(deps, actor, personnelId);
  refuseOwnRecord(actor, personnelId, OWN_APPOINTMENT);
  const before = await mustFindCurrent(deps, personnelId);
  if (!before.is_active) throw AppError.validation('personnel_id', 'This employee is no longer active.');
  const { nature, status, position, department } = await checkReferences(deps, body, before.campus_id);
  const open = await openLineOf(deps.db, personnelId);
  if (open && body.effective_date <= open.dateFrom) {
    throw AppError.validation('effective_date', `The effective date must be after ${formDate(open.dateFrom)}, when the current service-record line starts.`);
  }
  const monthly = await monthlySalary(deps, position.salary_grade, body.salary_step, body.effective_date);
  const office = department?.fullname ?? before.department?.fullname ?? null;

  const { appointmentId, lineId } = await withTransaction(deps.db, (tx) =>
    recordAppointment(tx, actor, {
      personnelId,
      before,
      nature,
      status,
      position,
      department,
      salaryStep: body.salary_step,
      effectiveDate: body.effective_date,
      monthly,
      remarks: body.remarks || null,
      office,
      hasOpenLine: !!open,
    }),
  );
  const appointment = (await repo.findAppointment(deps.db, appointmentId))!;
  return { message: `The ${nature.name.toLowerCase()} has been recorded and the service record updated.`, appointment, service_record_line_id: lineId };
}

type AppointmentInput = {
  personnelId: number;
  before: {
    department?: { id: number } | null;
    position?: { id: number } | null;
    appointment_status?: { id: number } | null;
    salary_step: number | null;
    date_original_appointment: string | null;
  };
  nature: { id: number; name: string };
  status: { id: number; name: string };
  position: { id: number; name: string; salary_grade: number | null };
  department: { id: number } | null;
  salaryStep: number;
  effectiveDate: string;
  monthly: number | null;
  remarks: string | null;
  office: string | null;
  hasOpenLine: boolean;
  plantillaItemId?: number | null;
};

/**
 * What every appointment of a person already on the rolls writes, in the caller's transaction: the appointment,
 * the person's new position, status and step, the running service-record line ended the day before and a new
 * one started, with the audit lines. (Recruitment's appointment of an internal applicant uses it too.)
 */
export async function recordAppointment(tx: Queryable, actor: Actor, a: AppointmentInput): Promise<{ appointmentId: number; lineId: number }> {
  const { personnelId, before, nature, status, position, department, monthly } = a;
  // Every path that appoints (this page, the plantilla of personnel, hiring an employee) passes here (issue 36).
  refuseOwnRecord(actor, personnelId, OWN_APPOINTMENT);
  const appointmentId = await repo.insertAppointment(tx, {
    personnelId,
    natureId: nature.id,
    appointmentStatusId: status.id,
    positionId: position.id,
    departmentId: department?.id ?? before.department?.id ?? null,
    salaryGrade: position.salary_grade,
    salaryStep: a.salaryStep,
    monthlySalary: monthly,
    effectiveDate: a.effectiveDate,
    remarks: a.remarks,
    plantillaItemId: a.plantillaItemId ?? null,
    createdByUserId: actor.userId,
  });
  await repo.updatePersonnel(tx, personnelId, {
    positionId: position.id,
    appointmentStatusId: status.id,
    salaryStep: a.salaryStep,
    ...(department ? { departmentId: department.id } : {}),
    ...(before.date_original_appointment ? {} : { dateOriginalAppointment: a.effectiveDate }),
    ...(nature.name === 'Promotion' ? { dateLastPromotion: a.effectiveDate } : {}),
  });
  if (a.hasOpenLine) await closeOpenLine(tx, personnelId, dayBefore(a.effectiveDate));
  const [lineId] = await insertLines(tx, personnelId, [
    {
      appointment_id: appointmentId,
      date_from: a.effectiveDate,
      date_to: null,
      position_title: position.name,
      appointment_status: status.name,
      annual_salary: monthly == null ? null : monthly * 12,
      office: a.office,
      // A state university is a national government agency.
      branch: 'National',
      remarks: nature.name,
    },
  ]);
  await writeAudit(tx, {
    actorUserId: actor.userId,
    action: 'create',
    entity: 'appointment',
    entityId: appointmentId,
    after: {
      personnel_id: personnelId,
      nature: nature.name,
      position_id: position.id,
      appointment_status_id: status.id,
      salary_step: a.salaryStep,
      effective_date: a.effectiveDate,
      monthly_salary: monthly,
      plantilla_item_id: a.plantillaItemId ?? null,
    },
    ip: actor.ip,
  });
  await writeAudit(tx, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'personnel',
    entityId: personnelId,
    before: {
      position_id: before.position?.id ?? null,
      appointment_status_id: before.appointment_status?.id ?? null,
      salary_step: before.salary_step,
      department_id: before.department?.id ?? null,
    },
    after: {
      position_id: position.id,
      appointment_status_id: status.id,
      salary_step: a.salaryStep,
      department_id: department?.id ?? before.department?.id ?? null,
    },
    ip: actor.ip,
  });
  await writeAudit(tx, {
    actorUserId: actor.userId,
    action: 'create',
    entity: 'service_record_line',
    entityId: lineId!,
    after: { personnel_id: personnelId, appointment_id: appointmentId, closed_open_line: a.hasOpenLine },
    ip: actor.ip,
  });
  return { appointmentId, lineId: lineId! };
}
