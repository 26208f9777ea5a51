import type { HrisModule } from '../../lib/module';
import payrollRoutes from './payroll.routes';
import payrollGeneralRoutes from './payroll-general.routes';
import payrollBirRoutes from './payroll-bir.routes';
import { payrollRequestHandler } from './payroll.chain';
import { seedPayrollTables } from './payroll-tables.service';
import { computeWork } from './payroll.service';
import { payslipsWork } from './payroll-payslips.job';
import { registerLongWork } from '../background-jobs';

registerLongWork(computeWork);
registerLongWork(payslipsWork);

export const payrollModule: HrisModule = {
  name: 'payroll',
  routes: [payrollRoutes, payrollGeneralRoutes, payrollBirRoutes],
  requestHandlers: { payroll: payrollRequestHandler },
  // The rate tables in force now, at every start (each only if its date is missing: HR's tables stand).
  jobs: [{ name: 'seeding the payroll rate tables', run: (deps) => seedPayrollTables(deps) }],
};
