// The routes import the services, which register the leave request handler with the approval chain.
export { default as leaveRoutes } from './leave.routes';
export { refreshPeople, recomputeLedgers } from './ledger.service';
export { refreshStaleLeave } from './leave.job';
