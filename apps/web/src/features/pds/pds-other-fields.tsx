import type { ReactNode } from 'react';
import { ActionIcon, Button, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PDS_QUESTIONS } from '@hris/contracts';
import { fieldLabel } from './pds-entry-fields';
import { PdsDate, PdsText, PdsTextarea, PdsYesNo } from './pds-fields';
import { getPath, type PdsForm } from './pds-form-state';

export const EMPTY_FAMILY = { spouse: {}, children: [], father: {}, mother: {} };
export const EMPTY_QUESTIONS = Object.fromEntries(PDS_QUESTIONS.map((q) => [q.key, { answer: null, details: null }]));
export const EMPTY_REFERENCES = { references: [] };
export const MAX_REFERENCES = 3;

function PersonName({ form, path, withExtension = true }: { form: PdsForm; path: string; withExtension?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: withExtension ? 4 : 3 }}>
      <PdsText form={form} path={`${path}.surname`} label="Surname" />
      <PdsText form={form} path={`${path}.first_name`} label="First name" />
      <PdsText form={form} path={`${path}.middle_name`} label="Middle name" />
      {withExtension ? <PdsText form={form} path={`${path}.name_extension`} label="Name extension" placeholder="Jr., Sr., III" /> : null}
    </SimpleGrid>
  );
}

/** Rows the user adds and removes (children, references). */
function RowsOf({
  form,
  path,
  max,
  addLabel,
  children,
}: {
  form: PdsForm;
  path: string;
  max?: number;
  addLabel: string;
  children: (rowPath: string) => ReactNode;
}) {
  const rows = (getPath(form.values, path) as unknown[] | undefined) ?? [];
  return (
    <Stack gap="xs">
      {rows.map((_, index) => (
        // Rows have no ids of their own; their place in the list is what the server keys errors by.
        <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ flex: 1 }}>{children(`${path}.${index}`)}</div>
          <ActionIcon mt={26} variant="subtle" color="red" aria-label={`Remove row ${index + 1}`} onClick={() => form.removeListItem(path, index)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {form.errors[path] ? (
        <Text fz="xs" c="red">
          {form.errors[path]}
        </Text>
      ) : null}
      {max === undefined || rows.length < max ? (
        <Group>
          <Button size="compact-sm" variant="subtle" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem(path, {})}>
            {addLabel}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** Part II: spouse, children, parents. */
export function FamilyFields({ form }: { form: PdsForm }) {
  return (
    <>
      <Divider label={fieldLabel('family', 'spouse')} labelPosition="left" />
      <PersonName form={form} path="spouse" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PdsText form={form} path="spouse.occupation" label="Occupation" />
        <PdsText form={form} path="spouse.employer" label="Employer/business name" />
        <PdsText form={form} path="spouse.business_address" label="Business address" />
        <PdsText form={form} path="spouse.telephone_no" label="Telephone no." />
      </SimpleGrid>
      <Divider label={fieldLabel('family', 'children')} labelPosition="left" />
      <RowsOf form={form} path="children" addLabel="Add a child">
        {(row) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PdsText form={form} path={`${row}.full_name`} label="Name of child (write in full)" required />
            <PdsDate form={form} path={`${row}.birth_date`} label="Date of birth" />
          </SimpleGrid>
        )}
      </RowsOf>
      <Divider label={fieldLabel('family', 'father')} labelPosition="left" />
      <PersonName form={form} path="father" />
      <Divider label={fieldLabel('family', 'mother')} labelPosition="left" />
      <PersonName form={form} path="mother" withExtension={false} />
    </>
  );
}

/** Part IX: questions 34–40, each Yes or No, with details asked on Yes. */
export function QuestionsFields({ form }: { form: PdsForm }) {
  return (
    <Stack gap="sm">
      {PDS_QUESTIONS.map((q) => (
        <Paper key={q.key} withBorder p="sm" radius="md" data-testid={`question-${q.key}`}>
          <Stack gap={6}>
            <PdsYesNo
              form={form}
              path={`${q.key}.answer`}
              label={
                <Text span fz="sm" fw={400}>
                  <Text span fw={700}>
                    {q.number}.{' '}
                  </Text>
                  {q.text}
                </Text>
              }
            />
            {getPath(form.values, `${q.key}.answer`) === true ? (
              <PdsTextarea form={form} path={`${q.key}.details`} label="If YES, give details" required />
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Part X: up to three people not related to the employee. */
export function ReferencesFields({ form }: { form: PdsForm }) {
  return (
    <>
      <Text fz="sm" c="dimmed">
        Persons not related by consanguinity or affinity to you (at most three).
      </Text>
      <RowsOf form={form} path="references" max={MAX_REFERENCES} addLabel="Add a reference">
        {(row) => (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PdsText form={form} path={`${row}.name`} label="Name" required />
            <PdsText form={form} path={`${row}.address`} label="Address" />
            <PdsText form={form} path={`${row}.telephone_no`} label="Telephone no." />
          </SimpleGrid>
        )}
      </RowsOf>
    </>
  );
}

/** Part XI: the government-issued ID and the date the PDS was accomplished. */
export function GovernmentIdFields({ form }: { form: PdsForm }) {
  const l = (field: string) => fieldLabel('government_id', field);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <PdsText form={form} path="id_type" label={l('id_type')} description="e.g. Passport, GSIS, SSS, PRC, Driver's License" />
      <PdsText form={form} path="id_number" label={l('id_number')} />
      <PdsDate form={form} path="issued_date" label={l('issued_date')} />
      <PdsText form={form} path="issued_place" label={l('issued_place')} />
      <PdsDate form={form} path="date_accomplished" label={l('date_accomplished')} />
    </SimpleGrid>
  );
}
