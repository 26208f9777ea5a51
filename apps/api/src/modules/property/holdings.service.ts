import type { TOfficeHoldingsQuery } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead } from '../../lib/audit';
import { hasAnyView, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import * as repo from './holdings.repo';

// Heads see what their office's people hold (issue 23), e.g. before approving a transfer or a clearance; the supply
// and property office sees any office. A head who asks for another office gets 404, as if it held nothing to see.

export async function officeHoldings(deps: Deps, actor: Actor, q: TOfficeHoldingsQuery) {
  const propertyOffice = hasAnyView(actor, ['PROPERTYACCOUNT']);
  const offices = actor.personnelId === null ? [] : await repo.officesHeadedBy(deps.db, actor.personnelId);
  const empty = { offices, office: null, summary: [], holders: [], items: [], meta: { page: q.page, per_page: q.per_page, total: 0 } };
  const wanted = q.department_id ?? offices[0]?.id;
  if (wanted === undefined) return empty;
  const office = offices.find((o) => o.id === wanted) ?? (propertyOffice ? await repo.office(deps.db, wanted) : null);
  if (!office) throw AppError.notFound('The office was not found among those you head.');
  const { summary, holders, items, total } = await repo.holdings(deps.db, office.id, q);
  if (holders.length)
    await auditPersonalRead(deps, actor, {
      personnelIds: holders.map((h) => h.id),
      entity: 'property_office_holdings',
      entityId: office.id,
      what: `property held in ${office.acronym}`,
    });
  return { offices, office, summary, holders, items, meta: { page: q.page, per_page: q.per_page, total } };
}
