// The holidays the law alone determines (fixed dates, Easter, the last Monday of August). The rule lives in
// @hris/contracts, the one place the seed (packages/db), this API and the tests' date helpers can all import.
export { computableHolidays, easterSunday, isComputableHoliday, type ComputableHoliday, type ComputableHolidayKind } from '@hris/contracts';
