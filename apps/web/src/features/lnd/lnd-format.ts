import {
  COMPETENCY_TYPES,
  PROFICIENCY_LEVELS,
  type TCompetency,
  type TDevelopmentPlan,
  type TPlanItem,
  type TPlanStatus,
  type TRecommendation,
} from '@hris/contracts';
import { z } from 'zod';
import { parsePesos, pesosInputOf } from '../../lib/money';

// The pure helpers of the L&D pages (issue 22): a plan's period and status in words, an item's gap, and the plan
// form's values to the body the contract checks and back.

export const PLAN_STATUS: Record<TPlanStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  submitted: { label: 'Under review', color: 'blue' },
  approved: { label: 'Approved', color: 'green' },
  returned: { label: 'Returned to you', color: 'orange' },
  disapproved: { label: 'Disapproved', color: 'red' },
};

export const periodLabel = (p: { period_from: number; period_to: number }) =>
  p.period_from === p.period_to ? String(p.period_from) : `${p.period_from}–${p.period_to}`;

/** "Basic (1) → Intermediate (2)". */
export function gapLabel(item: Pick<TPlanItem, 'current_level' | 'target_level'>): string {
  const name = (level: number) => PROFICIENCY_LEVELS[level as keyof typeof PROFICIENCY_LEVELS] ?? String(level);
  return `${name(item.current_level)} (${item.current_level}) → ${name(item.target_level)} (${item.target_level})`;
}

export const interventionLabel = (item: Pick<TPlanItem, 'intervention_type_name' | 'intervention'>) =>
  item.intervention ? `${item.intervention_type_name}: ${item.intervention}` : item.intervention_type_name;

/** Whether the employee may still change and send the plan. */
export const isOpen = (plan: Pick<TDevelopmentPlan, 'status'>) => plan.status === 'draft' || plan.status === 'returned';

/** One item as the form holds it: texts for the inputs. */
export type TItemValues = {
  /** The saved item this row changes (none for a new row, or one carried over from an earlier plan). */
  id: number | null;
  /** The recommendation this row takes up. */
  recommendation_id: number | null;
  competency_id: string | null;
  current_level: string;
  target_level: string;
  intervention_type: string;
  intervention: string;
  provider: string;
  target_date: string;
  support_time: boolean;
  support_funds: string;
};
export type TPlanValues = { period_from: number | string; period_to: number | string; items: TItemValues[] };

export const emptyItem = (): TItemValues => ({
  id: null,
  recommendation_id: null,
  competency_id: null,
  current_level: '1',
  target_level: '2',
  intervention_type: 'training',
  intervention: '',
  provider: '',
  target_date: '',
  support_time: false,
  support_funds: '',
});

export function itemValuesOf(item: TPlanItem): TItemValues {
  return {
    id: item.id,
    recommendation_id: null,
    competency_id: String(item.competency.id),
    current_level: String(item.current_level),
    target_level: String(item.target_level),
    intervention_type: item.intervention_type,
    intervention: item.intervention ?? '',
    provider: item.provider ?? '',
    target_date: item.target_date,
    support_time: item.support_time,
    support_funds: item.support_funds ? pesosInputOf(item.support_funds) : '',
  };
}

/**
 * The form's values: an existing plan as it is; a new one for next year, starting from the unfinished items of the
 * latest plan when there is one (create-plan), else one empty item.
 */
export function planValuesOf(plan: TDevelopmentPlan | null, latest: TDevelopmentPlan | null, year: number): TPlanValues {
  if (plan) return { period_from: plan.period_from, period_to: plan.period_to, items: plan.items.map(itemValuesOf) };
  const unfinished = (latest?.items ?? []).filter((i) => i.status !== 'done').map((i) => ({ ...itemValuesOf(i), id: null, target_date: '' }));
  return { period_from: year, period_to: year, items: unfinished.length ? unfinished : [emptyItem()] };
}

/** The body for the contract to check (it reports what is missing or wrong, item by item). */
export function planBodyOf(values: TPlanValues) {
  return {
    period_from: values.period_from === '' ? undefined : Number(values.period_from),
    period_to: values.period_to === '' ? undefined : Number(values.period_to),
    items: values.items.map((i) => {
      const funds = parsePesos(i.support_funds);
      return {
        id: i.id,
        recommendation_id: i.recommendation_id,
        competency_id: i.competency_id ? Number(i.competency_id) : undefined,
        current_level: Number(i.current_level),
        target_level: Number(i.target_level),
        intervention_type: i.intervention_type,
        intervention: i.intervention || null,
        provider: i.provider || null,
        target_date: i.target_date || undefined,
        support_time: i.support_time,
        support_funds: funds.kind === 'amount' ? funds.centavos : funds.kind === 'empty' ? 0 : Number.NaN,
      };
    }),
  };
}

/** The form's values with a recommendation taken up as one more item (the first, if the only one is still empty). */
export function withRecommendation(values: TPlanValues, recommendation: TRecommendation | null): TPlanValues {
  if (!recommendation) return values;
  const taken: TItemValues = {
    ...emptyItem(),
    recommendation_id: recommendation.id,
    competency_id: String(recommendation.competency.id),
    intervention_type: recommendation.intervention_type,
    intervention: recommendation.intervention ?? '',
  };
  const blank = values.items.length === 1 && values.items[0]!.competency_id === null && values.items[0]!.id === null;
  return { ...values, items: blank ? [taken] : [...values.items, taken] };
}

/** The competency library for a select, grouped by type (core, organizational, technical, leadership). */
export function competencyOptions(list: readonly TCompetency[]) {
  return Object.entries(COMPETENCY_TYPES).map(([type, group]) => ({
    group,
    items: list.filter((c) => c.type === type).map((c) => ({ value: String(c.id), label: c.name })),
  }));
}

/**
 * A money input's schema over the contract's field: the pesos as typed, read to centavos as lib/money reads them (its own
 * message when it cannot: "at most two decimals"), then checked by the contract's field (an empty one is its "required").
 */
export function typedPesos<S extends z.ZodType<number>>(field: S) {
  return z.preprocess((text: string, ctx) => {
    const pesos = parsePesos(text);
    if (pesos.kind === 'invalid') {
      ctx.addIssue({ code: 'custom', message: pesos.message });
      return z.NEVER;
    }
    return pesos.kind === 'amount' ? pesos.centavos : undefined;
  }, field);
}
