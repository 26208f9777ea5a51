import { SectionLanding } from '../../app/section-landing';

/** /payroll opens the runs (the first payroll page the user may open). Loaded lazily: the landing reads the route table. */
export function PayrollLanding() {
  return <SectionLanding section="Payroll" preferred="/payroll/runs" />;
}
