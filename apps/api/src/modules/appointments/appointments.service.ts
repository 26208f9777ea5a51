import { withTransaction } from '@hris/db';
import { RECLASS_NATURES, type TAppointmentBody } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { refuseOwnRecord, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import type { Queryable } from '@hris/db';
import { formDate } from '../../lib/pdf';
import { amountOn, salaryHeldOn } from '../salary-schedule';
import { mustSeeRecord, openLineOf, startLine } from '../service-record';
import * as repo from './appointments.repo';

const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Where the person stands now: position, status, step, office, campus (the card at the top of the appointments page). */
export function currentOf(db: Queryable, personnelId: number) {
  return repo.currentOf(db, personnelId);
}

/**
 * What an appointment names, as recorded (null where an id names nothing): its nature, status of appointment, position
 * and office. The callers say which is missing in their own words.
 */
export async function appointmentTermsOf(db: Queryable, ids: { natureId: number; statusId: number; positionId?: number; departmentId?: number }) {
  const [nature, status, position, department] = await Promise.all([
    repo.natureById(db, ids.natureId),
    repo.statusById(db, ids.statusId),
    ids.positionId === undefined ? null : repo.positionById(db, ids.positionId),
    ids.departmentId === undefined ? null : repo.departmentById(db, ids.departmentId),
  ]);
  return { nature, status, position, department };
}

/** The person now works on another campus (an appointment to an item of an office there). */
export async function moveToCampus(tx: Queryable, personnelId: number, campusId: number): Promise<void> {
  await repo.updatePersonnel(tx, personnelId, { campusId });
}

/**
 * The first appointment of a new employee (hired from a job post): nothing is replaced, so no service-record line
 * closes. Answers the appointment's id.
 */
export function recordFirstAppointment(tx: Queryable, values: repo.NewAppointment): Promise<number> {
  return repo.insertAppointment(tx, values);
}

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
  // The salary held today (salary_held_on): the grade of the item held, as the payroll pays it.
  const [held] = await salaryHeldOn(deps.db, [personnelId], deps.clock.today());
  return { current: { ...current, monthly_salary: held?.monthly ?? null }, appointments: await repo.appointmentsOf(deps.db, personnelId) };
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

  const { appointmentId, lineId } = await withTransaction(deps.db, async (tx) => {
    // A reclassification changes the position of the item the person holds, and so its grade (the item's grade is
    // what is paid: salary_held_on); the item keeps its number and its incumbent.
    const item = nature.name === 'Reclassification' ? await repo.itemHeldBy(tx, personnelId) : null;
    if (item && position.salary_grade && (item.position_id !== position.id || item.salary_grade !== position.salary_grade)) {
      await repo.reclassifyItem(tx, item.id, position.id, position.salary_grade);
      await writeAudit(tx, {
        actorUserId: actor.userId,
        action: 'update',
        entity: 'plantilla_item',
        entityId: item.id,
        before: { position_id: item.position_id, salary_grade: item.salary_grade },
        after: { position_id: position.id, salary_grade: position.salary_grade, reclassified_on: body.effective_date },
        ip: actor.ip,
      });
    }
    return recordAppointment(tx, actor, {
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
      plantillaItemId: item?.id ?? null,
    });
  });
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
  const { personnelId, before, nature, status, position, department } = a;
  // Every path that appoints (this page, the plantilla of personnel, hiring an employee) passes here (issue 36).
  refuseOwnRecord(actor, personnelId, OWN_APPOINTMENT);
  // What the appointment replaces: the salary held the day before, kept with it for the days before it (salary_held_on).
  const [replaced] = await salaryHeldOn(tx, [personnelId], dayBefore(a.effectiveDate));
  const appointmentId = await repo.insertAppointment(tx, {
    previousPlantillaItemId: replaced?.plantilla_item_id ?? null,
    previousSalaryGrade: replaced?.salary_grade ?? null,
    previousSalaryStep: replaced?.salary_step ?? null,
    personnelId,
    natureId: nature.id,
    appointmentStatusId: status.id,
    positionId: position.id,
    departmentId: department?.id ?? before.department?.id ?? null,
    salaryGrade: position.salary_grade,
    salaryStep: a.salaryStep,
    monthlySalary: a.monthly,
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
  // What the appointment pays is the salary held on its day by the one rule every module reads (salary_held_on): the
  // grade of the plantilla item held (the one it fills, or the one the person holds), never the position's default.
  const [held] = await salaryHeldOn(tx, [personnelId], a.effectiveDate);
  let monthly = a.monthly;
  if (held?.salary_grade && held.salary_step) {
    if (held.monthly === null) {
      throw AppError.validation('salary_step', `No salary is scheduled for grade ${held.salary_grade}, step ${held.salary_step} on ${a.effectiveDate}.`);
    }
    monthly = held.monthly;
    await repo.setAppointmentSalary(tx, appointmentId, held.salary_grade, monthly);
  }
  const lineId = await startLine(
    tx,
    personnelId,
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
    a.hasOpenLine,
  );
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
      salary_grade: held?.salary_grade ?? position.salary_grade,
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
    entityId: lineId,
    after: { personnel_id: personnelId, appointment_id: appointmentId, closed_open_line: a.hasOpenLine },
    ip: actor.ip,
  });
  return { appointmentId, lineId };
}
