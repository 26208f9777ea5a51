import { Button, Divider, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconCopy, IconLock } from '@tabler/icons-react';
import type { TPds } from '@hris/contracts';
import { useBloodTypes, useCivilStatuses, useCountries } from './pds.api';
import { fieldLabel } from './pds-entry-fields';
import { PdsChoice, PdsDate, PdsNumber, PdsRecordSelect, PdsText } from './pds-fields';
import type { PdsForm } from './pds-form-state';

const l = (field: string) => fieldLabel('personal', field);

export const EMPTY_PERSONAL = { citizenship: 'filipino', residential_address: {}, permanent_address: {} };

/** Names live on the personnel record: shown here, changed only by HR (e.g. after marriage). */
function NamesFromRecord({ personnel }: { personnel: TPds['personnel'] }) {
  const names: [string, string | null][] = [
    ['Surname', personnel.last_name],
    ['First name', personnel.first_name],
    ['Middle name', personnel.middle_name],
    ['Name extension', personnel.name_extension],
  ];
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {names.map(([label, value]) => (
          <TextInput key={label} label={label} value={value ?? ''} placeholder="—" readOnly variant="filled" leftSection={<IconLock size={14} />} />
        ))}
      </SimpleGrid>
      <Text fz="xs" c="dimmed" mt={-8}>
        Names come from your personnel record. The HR office changes them (for example after marriage); bring your documents to HR.
      </Text>
    </>
  );
}

const ADDRESS_FIELDS: [string, string][] = [
  ['house_no', 'House/block/lot no.'],
  ['street', 'Street'],
  ['subdivision', 'Subdivision/village'],
  ['barangay', 'Barangay'],
  ['city', 'City/municipality'],
  ['province', 'Province'],
  ['zip_code', 'ZIP code'],
];

function AddressFields({ form, path }: { form: PdsForm; path: 'residential_address' | 'permanent_address' }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {ADDRESS_FIELDS.map(([field, label]) => (
        <PdsText key={field} form={form} path={`${path}.${field}`} label={label} />
      ))}
    </SimpleGrid>
  );
}

/** Part I of CS Form 212. */
export function PersonalFields({ form, personnel }: { form: PdsForm; personnel: TPds['personnel'] }) {
  const civilStatuses = useCivilStatuses();
  const bloodTypes = useBloodTypes();
  const countries = useCountries();
  const dual = form.values.citizenship === 'dual';
  const civilStatusName = civilStatuses.data?.find((c) => c.id === form.values.civil_status_id)?.name ?? '';

  return (
    <>
      <NamesFromRecord personnel={personnel} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <PdsDate form={form} path="birth_date" label={l('birth_date')} required />
        <PdsText form={form} path="birth_place" label={l('birth_place')} required />
        <PdsChoice
          form={form}
          path="sex"
          label={l('sex')}
          required
          data={[
            { value: 'male', label: 'Male' },
            { value: 'female', label: 'Female' },
          ]}
        />
        <PdsRecordSelect form={form} path="civil_status_id" label={l('civil_status_id')} records={civilStatuses.data} />
        {/^other/i.test(civilStatusName) ? <PdsText form={form} path="civil_status_other" label={l('civil_status_other')} /> : null}
        <PdsNumber form={form} path="height_m" label={l('height_m')} min={0.5} max={2.5} step={0.01} decimalScale={2} />
        <PdsNumber form={form} path="weight_kg" label={l('weight_kg')} min={2} max={350} decimalScale={1} />
        <PdsRecordSelect form={form} path="blood_type_id" label={l('blood_type_id')} records={bloodTypes.data} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <PdsChoice
          form={form}
          path="citizenship"
          label={l('citizenship')}
          data={[
            { value: 'filipino', label: 'Filipino' },
            { value: 'dual', label: 'Dual citizenship' },
          ]}
        />
        {dual ? (
          <>
            <PdsChoice
              form={form}
              path="dual_citizenship_by"
              label={l('dual_citizenship_by')}
              required
              data={[
                { value: 'birth', label: 'By birth' },
                { value: 'naturalization', label: 'By naturalization' },
              ]}
            />
            <PdsRecordSelect form={form} path="dual_citizenship_country_id" label={l('dual_citizenship_country_id')} records={countries.data} />
          </>
        ) : null}
      </SimpleGrid>
      <Divider label="Government numbers" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {['gsis_no', 'pagibig_no', 'philhealth_no', 'philsys_no', 'sss_no', 'tin_no', 'agency_employee_no'].map((field) => (
          <PdsText key={field} form={form} path={field} label={l(field)} />
        ))}
      </SimpleGrid>
      <Divider label={l('residential_address')} labelPosition="left" />
      <AddressFields form={form} path="residential_address" />
      <Group justify="space-between" align="center">
        <Divider label={l('permanent_address')} labelPosition="left" style={{ flex: 1 }} />
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconCopy size={14} />}
          onClick={() => form.setFieldValue('permanent_address', { ...(form.values.residential_address as object) })}
        >
          Same as residential
        </Button>
      </Group>
      <AddressFields form={form} path="permanent_address" />
      <Divider label="Contact" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <PdsText form={form} path="telephone_no" label={l('telephone_no')} />
        <PdsText form={form} path="mobile_no" label={l('mobile_no')} />
        <PdsText form={form} path="email" label={l('email')} type="email" />
      </SimpleGrid>
    </>
  );
}
