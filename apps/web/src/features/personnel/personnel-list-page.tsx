import { PersonnelList } from './personnel-list';

/** /personnels: every employee record of the university. */
export function PersonnelListPage() {
  return <PersonnelList title="Personnels" description="Employee records of every campus, their personal data sheets and service records." />;
}
