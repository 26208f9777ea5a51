-- Issue 36. The salary a person holds on a date, as ONE answer every module reads (the payroll and its preview,
-- the NOSA/NOSI, the service record's lines, the plantilla of personnel, the appointment page): the grade of the
-- plantilla item held that day (never the position's default grade, which is only the default for new items),
-- the step held that day (the appointment's, moved by the step increments that took effect after it), and the
-- monthly salary of that grade and step in the schedule in force that day (CSC-RULES.md, "Pay, positions and
-- appointments"). A SQL function so that set-based statements join it (CROSS JOIN LATERAL) and the answer
-- cannot be copied out of step: `salary_held_on(personnel_id, date)`.
--
-- The appointment in force is the latest whose effective date is on or before the day. When it is the person's
-- latest appointment (or they have none recorded, as for people carried over from before the product), the
-- person's record as it stands now says the item and step, less the increments that take effect after the day;
-- an older appointment says its own item (or its grade) and step, plus the increments between it and the day; a day
-- before the first recorded appointment is answered by what that appointment replaced, when it was recorded.
-- What an appointment changed from, so that a day before a person's first recorded appointment is answered by the
-- state that appointment replaced (not by the record as it stands after it).
ALTER TABLE "appointments" ADD COLUMN "previous_plantilla_item_id" integer REFERENCES "plantilla_items"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "previous_salary_grade" integer;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "previous_salary_step" integer;
--> statement-breakpoint
CREATE FUNCTION salary_held_on(p_personnel_id integer, p_on date)
RETURNS TABLE (personnel_id integer, plantilla_item_id integer, salary_grade integer, salary_step integer, monthly bigint, schedule_date date)
LANGUAGE sql STABLE AS $$
  WITH a AS (
    SELECT ap.id, ap.effective_date, ap.plantilla_item_id, ap.salary_grade, ap.salary_step, ap.position_id,
           NOT EXISTS (SELECT 1 FROM appointments l
                        WHERE l.personnel_id = ap.personnel_id AND (l.effective_date, l.id) > (ap.effective_date, ap.id)) AS latest
      FROM appointments ap
     WHERE ap.personnel_id = p_personnel_id AND ap.effective_date <= p_on
     ORDER BY ap.effective_date DESC, ap.id DESC
     LIMIT 1
  ), nx AS (
    -- Before the first recorded appointment: what that appointment replaced (recorded with it since migration 0035).
    SELECT ap.effective_date, ap.previous_plantilla_item_id, ap.previous_salary_grade, ap.previous_salary_step
      FROM appointments ap
     WHERE ap.personnel_id = p_personnel_id AND ap.effective_date > p_on AND ap.previous_salary_step IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM appointments e WHERE e.personnel_id = p_personnel_id AND e.effective_date <= p_on)
     ORDER BY ap.effective_date, ap.id
     LIMIT 1
  ), held AS (
    SELECT p.id,
           CASE WHEN nx.effective_date IS NOT NULL THEN 'before' WHEN a.id IS NULL OR a.latest THEN 'current' ELSE 'older' END AS state,
           a.effective_date AS since,
           nx.effective_date AS until,
           CASE WHEN nx.effective_date IS NOT NULL THEN nx.previous_plantilla_item_id
                WHEN a.id IS NULL OR a.latest THEN coalesce(a.plantilla_item_id, ci.id)
                ELSE a.plantilla_item_id END AS item_id,
           CASE WHEN nx.effective_date IS NOT NULL THEN coalesce(ni.salary_grade::int, nx.previous_salary_grade)
                WHEN a.id IS NULL OR a.latest THEN coalesce(ai.salary_grade::int, ci.salary_grade::int, a.salary_grade, cpos.salary_grade::int)
                ELSE coalesce(ai.salary_grade::int, a.salary_grade, apos.salary_grade::int) END AS grade,
           coalesce(nx.previous_salary_step, a.salary_step) AS appointed_step,
           p.salary_step AS current_step
      FROM personnel p
      LEFT JOIN a ON true
      LEFT JOIN nx ON true
      LEFT JOIN plantilla_items ai ON ai.id = a.plantilla_item_id
      LEFT JOIN plantilla_items ni ON ni.id = nx.previous_plantilla_item_id
      LEFT JOIN plantilla_items ci ON ci.incumbent_personnel_id = p.id
      LEFT JOIN positions cpos ON cpos.id = p.position_id
      LEFT JOIN positions apos ON apos.id = a.position_id
     WHERE p.id = p_personnel_id
  ), stepped AS (
    SELECT h.*,
           CASE WHEN h.state = 'before' THEN coalesce(
                  -- the step that appointment replaced, less the increments between the day and it
                  (SELECT n.step_from::int FROM step_increment_notices n
                    WHERE n.personnel_id = h.id AND n.effective_date > p_on AND n.effective_date < h.until
                    ORDER BY n.effective_date, n.step_from LIMIT 1),
                  h.appointed_step)
                WHEN h.state = 'current' THEN coalesce(
                  -- an increment still to come: the day is paid at the step it moves from
                  (SELECT n.step_from::int FROM step_increment_notices n
                    WHERE n.personnel_id = h.id AND n.effective_date > p_on AND (h.since IS NULL OR n.effective_date > h.since)
                    ORDER BY n.effective_date, n.step_from LIMIT 1),
                  -- one that took effect by the day but is not applied to the record yet
                  greatest(h.current_step, (SELECT max(n.step_to)::int FROM step_increment_notices n
                    WHERE n.personnel_id = h.id AND n.effective_date <= p_on AND (h.since IS NULL OR n.effective_date > h.since))))
                ELSE coalesce(
                  (SELECT n.step_to::int FROM step_increment_notices n
                    WHERE n.personnel_id = h.id AND n.effective_date > h.since AND n.effective_date <= p_on
                    ORDER BY n.effective_date DESC, n.step_to DESC LIMIT 1),
                  h.appointed_step, h.current_step) END AS step
      FROM held h
  )
  SELECT s.id, s.item_id, s.grade, s.step, sch.amount, sch.effective_date
    FROM stepped s
    LEFT JOIN LATERAL (SELECT x.amount, x.effective_date FROM salary_schedule x
                        WHERE x.grade = s.grade AND x.step = s.step AND x.effective_date <= p_on
                        ORDER BY x.effective_date DESC LIMIT 1) sch ON true
$$;
--> statement-breakpoint
-- What kind of deduction HR keeps, and whether it is excluded from taxable compensation (issue 36). A code
-- no row names is not excluded. The mandatory GSIS, PhilHealth and Pag-IBIG contributions are excluded by
-- the computation itself (domain/payroll.ts taxableCompensation).
CREATE TABLE "deduction_types" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"tax_excluded" boolean DEFAULT false NOT NULL,
	"legal_basis" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO deduction_types (code, name, tax_excluded, legal_basis) VALUES
  ('UNION', 'Union dues', true, 'NIRC Sec. 32(B)(7)(f) as amended by RA 10963 (TRAIN): union dues of individuals are excluded from gross income'),
  ('GSIS-CL', 'GSIS consolidated loan', false, 'A loan amortization: paid from net pay, not excluded'),
  ('PAGIBIG_LOAN', 'Pag-IBIG loan', false, 'A loan amortization: paid from net pay, not excluded'),
  ('COOP', 'Cooperative', false, 'A loan or share capital: paid from net pay, not excluded');
