import { PersonnelList } from './personnel-list';

/** /joborders/list: the job-order workers, the same list fixed to that kind. */
export function JobOrdersPage() {
  return <PersonnelList title="Job orders" description="Job-order workers of every campus." fixedKind="job_order" />;
}
