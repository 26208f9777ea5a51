-- Issue 36. The salary a person holds on a date, as ONE answer every module reads (the payroll and its preview,
-- the NOSA/NOSI, the service record's lines, the plantilla of personnel, the appointment page): the grade of the
-- plantilla item held that day (never the position's default grade, which is only the default for new items),
-- the step held that day (the appointment's, moved by the step increments that took effect after it), and the
-- monthly salary of that grade and step in the schedule in force that day (CSC-RULES.md, "Pay, positions and
-- appointments"). A SQL function so that set-based statements join it (CROSS JOIN LATERAL) and the answer
-- cannot be copied out of step: `salaries_held(personnel_ids[], days[])` for many (person, day) pairs at once, and
-- `salary_held_on(personnel_id, date)` for one.
--
-- The appointment in force is the latest whose effective date is on or before the day. When it is the person's
-- latest appointment (or they have none recorded, as for people carried over from before the product), the
-- person's record as it stands now says the item and step, less the increments that take effect after the day;
-- an older appointment says its own item (or its grade) and step, plus the increments between it and the day; a day
-- before the first recorded appointment is answered by what that appointment replaced, when it was recorded.
-- What an appointment changed from, so that a day before a person's first recorded appointment is answered by the
-- state that appointment replaced (not by the record as it stands after it).
ALTER TABLE "appointments" ADD COLUMN "previous_plantilla_item_id" integer;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_previous_plantilla_item_id_plantilla_items_id_fk" FOREIGN KEY ("previous_plantilla_item_id") REFERENCES "public"."plantilla_items"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "previous_salary_grade" integer;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "previous_salary_step" integer;
--> statement-breakpoint
CREATE FUNCTION salaries_held(p_personnel integer[], p_days date[])
RETURNS TABLE (personnel_id integer, on_day date, plantilla_item_id integer, salary_grade integer, salary_step integer, monthly bigint, schedule_date date)
LANGUAGE sql STABLE AS $$
  -- Set-based, so that a payroll of 5,000 people (or a tranche's NOSAs) asks once: the (person, day) pairs given
  -- side by side in the two arrays.
  WITH q AS (
    SELECT DISTINCT u.pid, u.d FROM unnest(p_personnel, p_days) AS u(pid, d) WHERE u.pid IS NOT NULL AND u.d IS NOT NULL
  ), ap AS (
    SELECT a.id, a.personnel_id, a.effective_date, a.plantilla_item_id, a.salary_grade, a.salary_step, a.position_id,
           a.previous_plantilla_item_id, a.previous_salary_grade, a.previous_salary_step,
           row_number() OVER (PARTITION BY a.personnel_id ORDER BY a.effective_date DESC, a.id DESC) = 1 AS latest
      FROM appointments a WHERE a.personnel_id IN (SELECT pid FROM q)
  ), inforce AS (
    SELECT DISTINCT ON (q.pid, q.d) q.pid, q.d, ap.id, ap.effective_date, ap.plantilla_item_id, ap.salary_grade, ap.salary_step,
           ap.position_id, ap.latest
      FROM q JOIN ap ON ap.personnel_id = q.pid AND ap.effective_date <= q.d
     ORDER BY q.pid, q.d, ap.effective_date DESC, ap.id DESC
  ), nx AS (
    -- Before the first recorded appointment: what that appointment replaced (recorded with it since migration 0035).
    SELECT DISTINCT ON (q.pid, q.d) q.pid, q.d, ap.effective_date, ap.previous_plantilla_item_id, ap.previous_salary_grade,
           ap.previous_salary_step
      FROM q JOIN ap ON ap.personnel_id = q.pid AND ap.effective_date > q.d AND ap.previous_salary_step IS NOT NULL
     WHERE NOT EXISTS (SELECT 1 FROM ap e WHERE e.personnel_id = q.pid AND e.effective_date <= q.d)
     ORDER BY q.pid, q.d, ap.effective_date, ap.id
  ), held AS (
    SELECT q.pid, q.d,
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
           p.salary_step::int AS current_step
      FROM q
      JOIN personnel p ON p.id = q.pid
      LEFT JOIN inforce a ON a.pid = q.pid AND a.d = q.d
      LEFT JOIN nx ON nx.pid = q.pid AND nx.d = q.d
      LEFT JOIN plantilla_items ai ON ai.id = a.plantilla_item_id
      LEFT JOIN plantilla_items ni ON ni.id = nx.previous_plantilla_item_id
      LEFT JOIN plantilla_items ci ON ci.incumbent_personnel_id = q.pid
      LEFT JOIN positions cpos ON cpos.id = p.position_id
      LEFT JOIN positions apos ON apos.id = a.position_id
  ), moves AS (
    -- What the step increments say about each day: the step the next one moves from (after the day; before the
    -- appointment a 'before' day is answered by), the highest step reached by the day since the appointment, and the
    -- step the last one by the day moved to.
    SELECT h.pid, h.d,
           (array_agg(n.step_from::int ORDER BY n.effective_date, n.step_from)
              FILTER (WHERE n.effective_date > h.d AND (h.until IS NULL OR n.effective_date < h.until)))[1] AS next_from,
           max(n.step_to::int) FILTER (WHERE n.effective_date <= h.d AND (h.since IS NULL OR n.effective_date > h.since)) AS reached,
           (array_agg(n.step_to::int ORDER BY n.effective_date DESC, n.step_to DESC)
              FILTER (WHERE n.effective_date <= h.d AND n.effective_date > h.since))[1] AS last_to
      FROM held h JOIN step_increment_notices n ON n.personnel_id = h.pid
     GROUP BY h.pid, h.d
  ), stepped AS (
    SELECT h.*,
           CASE WHEN h.state = 'before' THEN coalesce(m.next_from, h.appointed_step)
                -- the record as it stands: less an increment still to come, or with one that took effect by the day but
                -- is not applied to the record yet
                WHEN h.state = 'current' THEN coalesce(m.next_from, greatest(h.current_step, m.reached))
                ELSE coalesce(m.last_to, h.appointed_step, h.current_step) END AS step
      FROM held h LEFT JOIN moves m ON m.pid = h.pid AND m.d = h.d
  )
  SELECT s.pid, s.d, s.item_id, s.grade, s.step, sch.amount, sch.effective_date
    FROM stepped s
    LEFT JOIN LATERAL (SELECT x.amount, x.effective_date FROM salary_schedule x
                        WHERE x.grade = s.grade AND x.step = s.step AND x.effective_date <= s.d
                        ORDER BY x.effective_date DESC LIMIT 1) sch ON true
$$;
--> statement-breakpoint
-- One person on one day, for a lateral join or a single answer: the same rule, through salaries_held.
CREATE FUNCTION salary_held_on(p_personnel_id integer, p_on date)
RETURNS TABLE (personnel_id integer, plantilla_item_id integer, salary_grade integer, salary_step integer, monthly bigint, schedule_date date)
LANGUAGE sql STABLE AS $$
  SELECT h.personnel_id, h.plantilla_item_id, h.salary_grade, h.salary_step, h.monthly, h.schedule_date
    FROM salaries_held(ARRAY[p_personnel_id], ARRAY[p_on]) h
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
