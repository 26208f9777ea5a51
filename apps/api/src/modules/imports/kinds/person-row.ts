import { isOwnRecord, type Actor } from '../../../lib/actor';
import { noSuchPerson, type PersonOnFile } from './people.repo';

/**
 * The person a row names by employee number, with the problems of that cell: missing, not on file, the importer's own
 * record (separation of duties), or a number a kind allows once per file already on an earlier row.
 */
export function personOfRow(
  people: Map<string, PersonOnFile>,
  actor: Actor,
  typed: string,
  problems: string[],
  seen?: Map<number, number>,
  row?: number,
): PersonOnFile | null {
  if (!typed) {
    problems.push('The employee number is missing.');
    return null;
  }
  const person = people.get(typed.toLowerCase());
  if (!person) {
    problems.push(noSuchPerson(typed));
    return null;
  }
  if (isOwnRecord(actor, person.id)) {
    problems.push('This is your own record: another officer of the HR office must import it.');
    return null;
  }
  if (seen && row !== undefined) {
    const earlier = seen.get(person.id);
    if (earlier !== undefined) {
      problems.push(`The employee number ${typed} is also on row ${earlier}.`);
      return null;
    }
    seen.set(person.id, row);
  }
  return person;
}
