import type { TRequestSummary } from '@hris/contracts';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import type { DecidedRequest, RequestHandler } from '../../lib/module';
import { pesos } from '../../domain/payroll';
import { onChainDecided, present } from './payroll.service';
import * as repo from './payroll.repo';
import { ownNet } from './payroll.flags';

// A payroll run through the one approval chain (type `payroll`): HR files it once reviewed; accounting certifies the
// funds and the deductions; the approving official approves the payment. The preparer acts on no step (the chain
// refuses the requester), so the one who computed the pay is never the one who passes it.

const officeCount = (n: number) => `${n} ${n === 1 ? 'office' : 'offices'}`;

async function describe(deps: Deps, request: DecidedRequest, actor: Actor): Promise<TRequestSummary> {
  const row = await repo.runByRequest(deps.db, request.id);
  if (!row) return { facts: [], balances: [], certification: null };
  const run = present(row);
  // Issue 36: the certifier or approver whose own pay is in the run is told so before deciding.
  const own = request.requester_user_id === actor.userId ? null : await ownNet(deps.db, row.id, actor.personnelId);
  const facts = [
    ...(own === null ? [] : [{ label: 'Your own pay', value: `Your own pay is in this run: ${pesos(own)} net.` }]),
    { label: 'Payroll', value: run.title },
    { label: 'People', value: String(run.totals.people) },
    { label: 'Gross', value: pesos(run.totals.gross) },
    { label: 'Deductions', value: pesos(run.totals.deductions) },
    { label: 'Net pay', value: pesos(run.totals.net) },
    { label: 'Government shares', value: pesos(run.totals.employer) },
    ...(run.short_deductions ? [{ label: 'Deductions not taken in full', value: `${run.short_deductions} people (minimum take-home pay)` }] : []),
    // Issue 42: the ~30 offices listed here too pushed the totals down; the run's page keeps the one list.
    ...(run.missing_dtr.length ? [{ label: 'DTRs not submitted', value: `${officeCount(run.missing_dtr.length)}, listed on the payroll's page` }] : []),
    ...run.warnings.map((w) => ({ label: 'Warning', value: w })),
  ];
  return { facts, balances: [], certification: null };
}

export const payrollRequestHandler: RequestHandler = {
  onDecided: (deps, request, outcome) => onChainDecided(deps, request.id, outcome),
  describe,
};
