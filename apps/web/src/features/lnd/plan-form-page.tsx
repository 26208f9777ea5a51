import { ActionIcon, Alert, Button, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PROFICIENCY_LEVELS, ZPlanBody, type TInterventionType, type TPositionProfile, type TRecommendation } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useContractForm } from '../../lib/use-contract-form';
import { competencyOptions, emptyItem, planBodyOf, planValuesOf, withRecommendation, type TItemValues } from './lnd-format';
import { useCompetencies, useDevelopmentPlan, useDevelopmentPlans, useSavePlan, type TCompetency, type TDevelopmentPlan } from './lnd.api';
import { useInterventionTypes, useMyProfile, useRecommendations } from './lnd-manage.api';

const LEVELS = Object.entries(PROFICIENCY_LEVELS).map(([value, label]) => ({ value, label: `${value} · ${label}` }));
/** The active intervention types, and the one an item already names even if retired since. */
const interventionOptions = (types: readonly TInterventionType[], current: string) =>
  types.filter((t) => t.active || t.code === current).map((t) => ({ value: t.code, label: t.name }));

/** "Your position asks level 3 (Advanced)", when HR set the position's profile. */
function profileHint(profile: TPositionProfile | null, competencyId: string | null) {
  const asked = profile?.competencies.find((c) => String(c.competency.id) === competencyId)?.level;
  return asked ? `Your position asks level ${asked} (${PROFICIENCY_LEVELS[asked as keyof typeof PROFICIENCY_LEVELS]})` : undefined;
}

/**
 * The items of a plan, each a competency with its gap and what closes it: the employee's form, and the reviewer's
 * "approve with changes". The position's profile, when HR set one, suggests the target level of a competency.
 */
export function PlanItemsEditor({
  items,
  onChange,
  errors,
  competencies,
  interventionTypes,
  profile,
}: {
  items: TItemValues[];
  onChange: (items: TItemValues[]) => void;
  errors: Record<string, unknown>;
  competencies: readonly TCompetency[];
  interventionTypes: readonly TInterventionType[];
  profile: TPositionProfile | null;
}) {
  const setItem = (index: number, patch: Partial<TItemValues>) => onChange(items.map((it, i) => (i === index ? { ...it, ...patch } : it)));
  const error = (index: number, field: string) => errors[`items.${index}.${field}`] as string | undefined;
  const chooseCompetency = (index: number, value: string | null) => {
    const asked = profile?.competencies.find((c) => String(c.competency.id) === value)?.level;
    const current = Number(items[index]!.current_level);
    setItem(index, { competency_id: value, ...(asked && asked > current ? { target_level: String(asked) } : {}) });
  };
  return (
    <>
      {items.map((item, index) => (
        <Paper key={index} withBorder radius="md" p="md" component="fieldset" aria-label={`Item ${index + 1}`}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={700}>Item {index + 1}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove item ${index + 1}`}
                disabled={items.length === 1}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="Competency"
                placeholder="Choose the competency"
                data={competencyOptions(competencies)}
                value={item.competency_id}
                onChange={(v) => chooseCompetency(index, v)}
                error={error(index, 'competency_id')}
                searchable
                required
                description={profileHint(profile, item.competency_id)}
              />
              <Select
                label="Current level"
                data={LEVELS}
                value={item.current_level}
                onChange={(v) => v && setItem(index, { current_level: v })}
                error={error(index, 'current_level')}
                allowDeselect={false}
                required
              />
              <Select
                label="Target level"
                data={LEVELS}
                value={item.target_level}
                onChange={(v) => v && setItem(index, { target_level: v })}
                error={error(index, 'target_level')}
                allowDeselect={false}
                required
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="Intervention"
                data={interventionOptions(interventionTypes, item.intervention_type)}
                value={item.intervention_type}
                onChange={(v) => v && setItem(index, { intervention_type: v })}
                error={error(index, 'intervention_type')}
                allowDeselect={false}
                required
              />
              <TextInput
                label="Title or description"
                maxLength={250}
                value={item.intervention}
                onChange={(e) => setItem(index, { intervention: e.currentTarget.value })}
                error={error(index, 'intervention')}
              />
              <TextInput
                label="Provider"
                description="If known"
                maxLength={250}
                value={item.provider}
                onChange={(e) => setItem(index, { provider: e.currentTarget.value })}
                error={error(index, 'provider')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                type="date"
                label="Target date"
                required
                value={item.target_date}
                onChange={(e) => setItem(index, { target_date: e.currentTarget.value })}
                error={error(index, 'target_date')}
              />
              <TextInput
                label="Funds asked (pesos)"
                placeholder="0.00"
                inputMode="decimal"
                value={item.support_funds}
                onChange={(e) => setItem(index, { support_funds: e.currentTarget.value })}
                error={error(index, 'support_funds')}
              />
              <Checkbox
                mt={{ base: 0, sm: 30 }}
                label="Time off asked"
                checked={item.support_time}
                onChange={(e) => setItem(index, { support_time: e.currentTarget.checked })}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </>
  );
}

/** The plan's form: the period and its items, each a competency with its gap and what closes it. */
function PlanForm({
  plan,
  latest,
  competencies,
  interventionTypes,
  profile,
  recommendation,
}: {
  plan: TDevelopmentPlan | null;
  latest: TDevelopmentPlan | null;
  competencies: readonly TCompetency[];
  interventionTypes: readonly TInterventionType[];
  profile: TPositionProfile | null;
  recommendation: TRecommendation | null;
}) {
  const navigate = useNavigate();
  const back = useBackFromPlan();
  const save = useSavePlan();
  const year = new Date().getFullYear() + 1;
  const form = useContractForm(ZPlanBody, { initialValues: withRecommendation(planValuesOf(plan, latest, year), recommendation), toInput: planBodyOf });
  const items = form.values.items;

  const submit = () => {
    const body = form.validate();
    form.saveChecked(save, body ? { id: plan?.id ?? null, body } : null, () => void navigate(back));
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {!plan && latest ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            The items not yet done of your plan {latest.period_from === latest.period_to ? latest.period_from : `${latest.period_from}–${latest.period_to}`} are
            carried over: give each a new target date.
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <NumberInput label="From the year" min={2000} max={2100} allowDecimal={false} required {...form.getInputProps('period_from')} />
          <NumberInput
            label="To the year"
            description="Up to three years (faculty)"
            min={2000}
            max={2100}
            allowDecimal={false}
            required
            {...form.getInputProps('period_to')}
          />
        </SimpleGrid>
        {typeof form.errors.items === 'string' ? (
          <Text c="red.8" fz="sm">
            {form.errors.items}
          </Text>
        ) : null}
        <PlanItemsEditor
          items={items}
          onChange={(next) => form.setFieldValue('items', next)}
          errors={form.errors}
          competencies={competencies}
          interventionTypes={interventionTypes}
          profile={profile}
        />
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.setFieldValue('items', [...items, emptyItem()])}
            disabled={items.length >= 30}
          >
            Add an item
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={() => void navigate(back)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save plan
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Where the form goes back to: the review page it was opened from (`…/review-plan/new`: a head or committee member
 * makes their own plan without leaving the plans they review, SPEC.md §2), else My development plans.
 */
function useBackFromPlan() {
  const { pathname } = useLocation();
  return pathname.endsWith('/new') ? pathname.slice(0, -'/new'.length) : '/lnd/development-plan';
}

/** /lnd/development-plan/create-plan (LD): a new plan (from the last one's unfinished items), or `?id=` a draft or returned one. */
export function PlanFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const plan = useDevelopmentPlan(id);
  const mine = useDevelopmentPlans('mine');
  const competencies = useCompetencies();
  const types = useInterventionTypes();
  const profile = useMyProfile();
  // From /lnd/recommendations: "Add to my plan" opens the form with the recommendation as an item.
  const recommendationId = Number(params.get('recommendation')) || null;
  const recommendations = useRecommendations('mine');
  const recommendation = recommendations.data?.recommendations.find((r) => r.id === recommendationId && r.status === 'open') ?? null;
  const ready =
    competencies.data && types.data && profile.data && mine.data && (id === null || plan.data) && (recommendationId === null || recommendations.data);
  const latest = mine.data?.plans[0] ?? null;
  return (
    <Stack gap="lg">
      <PageHeader
        title={id ? 'Edit development plan' : 'New development plan'}
        description="For each competency: where you are, where you aim to be, and the intervention that gets you there by a date."
      />
      {ready ? (
        <PlanForm
          plan={plan.data?.plan ?? null}
          latest={id ? null : latest}
          competencies={competencies.data.competencies}
          interventionTypes={types.data.intervention_types}
          profile={profile.data}
          recommendation={recommendation}
        />
      ) : (
        <Skeleton height={320} radius="md" />
      )}
    </Stack>
  );
}
