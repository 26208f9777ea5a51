export * as schema from './schema';
export * from './schema';
export * from './client';
export * from './embedded';
export * from './passwords';
export * from './totp-secret';
export { seedReference, seedComputableHolidays, holidaysSeededThrough, HOLIDAYS_SEEDED_THROUGH } from './seed/reference';
export { seedDemo, DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoOptions } from './seed/demo';
export { DEMO_BULK_MARKER, DEMO_EMPLOYEES, DEMO_DEVICE_SERIAL } from './seed/demo-bulk';
