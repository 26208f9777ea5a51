export * as schema from './schema';
export * from './schema';
export * from './client';
export * from './embedded';
export * from './passwords';
export * from './totp-secret';
export { seedReference, seedComputableHolidays, holidaysSeededThrough, HOLIDAYS_SEEDED_THROUGH } from './seed/reference';
export { seedDemo, DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo';
