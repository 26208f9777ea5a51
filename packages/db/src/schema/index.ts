export * from './organization';
export * from './personnel';
export * from './identity';
export * from './system';
export * from "./reference";
export * from "./approvals";
export * from './pds';
export * from './records';
