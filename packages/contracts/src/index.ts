export * from './views';
export * from './errors';
export * from './constants';
export * from './auth';
export * from './users';
export * from './notifications';
export * from './lookups';
export * from './departments';
