import { Checkbox, NumberInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { TLeaveDetails } from '@hris/contracts';
import type { FieldErrors } from '../../lib/field-errors';

// CS Form No. 6, 6.B "Details of leave": what the form asks depends on the type of leave.

type Props = {
  code: string | undefined;
  details: TLeaveDetails;
  onChange: (details: TLeaveDetails) => void;
  errors: FieldErrors;
};

/** Which types are spent somewhere (within the Philippines or abroad). */
const SPENT_SOMEWHERE = ['VL', 'FL', 'SPL'];

/** The details a type of leave asks for; nothing for the types the form has no details for. */
export function LeaveDetailsFields({ code, details, onChange, errors }: Props) {
  const set = (patch: Partial<TLeaveDetails>) => onChange({ ...details, ...patch });
  const error = (field: keyof TLeaveDetails) => errors[`details.${field}`];

  if (code && SPENT_SOMEWHERE.includes(code)) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Radio.Group
          label="Where the leave will be spent"
          name="location"
          value={details.location ?? ''}
          onChange={(value) => set({ location: value as 'philippines' | 'abroad' })}
          error={error('location')}
          withAsterisk
        >
          <Stack gap={6} mt={6}>
            <Radio value="philippines" label="Within the Philippines" />
            <Radio value="abroad" label="Abroad" />
          </Stack>
        </Radio.Group>
        <TextInput
          label="Where"
          name="location_detail"
          placeholder={details.location === 'abroad' ? 'e.g. Tokyo, Japan' : 'e.g. Baguio City'}
          maxLength={200}
          value={details.location_detail ?? ''}
          onChange={(event) => set({ location_detail: event.currentTarget.value })}
          error={error('location_detail')}
        />
      </SimpleGrid>
    );
  }
  switch (code) {
    case 'SL':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Radio.Group
            label="Sick leave"
            name="illness"
            value={details.illness ?? ''}
            onChange={(value) => set({ illness: value as 'hospital' | 'outpatient' })}
            error={error('illness')}
            withAsterisk
          >
            <Stack gap={6} mt={6}>
              <Radio value="hospital" label="In hospital" />
              <Radio value="outpatient" label="Out-patient" />
            </Stack>
          </Radio.Group>
          <TextInput
            label="Illness"
            name="illness_detail"
            placeholder="e.g. Acute gastroenteritis"
            maxLength={200}
            value={details.illness_detail ?? ''}
            onChange={(event) => set({ illness_detail: event.currentTarget.value })}
            error={error('illness_detail') ?? error('illness')}
          />
        </SimpleGrid>
      );
    case 'SLBW':
      return (
        <TextInput
          label="Illness"
          description="Special leave benefits for women (RA 9710): the gynecological illness"
          name="women_illness"
          maxLength={200}
          withAsterisk
          value={details.women_illness ?? ''}
          onChange={(event) => set({ women_illness: event.currentTarget.value })}
          error={error('women_illness') ?? error('illness')}
        />
      );
    case 'STUDY':
      return (
        <Radio.Group
          label="Study leave for"
          name="study"
          value={details.study ?? ''}
          onChange={(value) => set({ study: value as 'masters' | 'bar_board' })}
          error={error('study')}
          withAsterisk
        >
          <Stack gap={6} mt={6}>
            <Radio value="masters" label="Completion of master's degree" />
            <Radio value="bar_board" label="BAR/board examination review" />
          </Stack>
        </Radio.Group>
      );
    case 'ML':
      return (
        <Stack gap="sm">
          <Radio.Group
            label="Maternity leave for"
            name="maternity_case"
            value={details.maternity_case ?? ''}
            onChange={(value) => set({ maternity_case: value as 'live_birth' | 'miscarriage' })}
            error={error('maternity_case')}
            withAsterisk
          >
            <Stack gap={6} mt={6}>
              <Radio value="live_birth" label="Live birth (105 days)" />
              <Radio value="miscarriage" label="Miscarriage or emergency termination (60 days)" />
            </Stack>
          </Radio.Group>
          <Checkbox
            label="I am a solo parent (15 more days)"
            name="solo_parent"
            checked={details.solo_parent ?? false}
            onChange={(event) => set({ solo_parent: event.currentTarget.checked })}
          />
        </Stack>
      );
    case 'PL':
      return (
        <NumberInput
          label="Which delivery of your legitimate spouse"
          description="Paternity leave is for the first 4 deliveries"
          name="delivery_number"
          min={1}
          max={20}
          allowDecimal={false}
          withAsterisk
          w={{ base: '100%', sm: 260 }}
          value={details.delivery_number ?? ''}
          onChange={(value) => set({ delivery_number: typeof value === 'number' ? value : null })}
          error={error('delivery_number') ?? errors.delivery_number}
        />
      );
    default:
      return null;
  }
}
