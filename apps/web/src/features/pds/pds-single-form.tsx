import { useRef, type ReactNode } from 'react';
import { Alert, Button, Fieldset, Group, Paper, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { PDS_SECTIONS, type TPdsSection } from '@hris/contracts';
import { useScrollToFirstError } from '../../components/form-modal';
import { useSaveSingleSection } from './pds.api';
import { checkedSection, usePdsForm, type PdsForm } from './pds-form-state';

type Props = {
  personnelId: number;
  section: TPdsSection;
  initial: Record<string, unknown>;
  readOnly: boolean;
  children: (form: PdsForm) => ReactNode;
};

/**
 * A one-record section of the PDS as a form on the page: checked with the section's schema
 * before it is sent, the server's refusals shown under the same inputs.
 */
export function PdsSingleForm({ personnelId, section, initial, readOnly, children }: Props) {
  const save = useSaveSingleSection(personnelId, section);
  const form = usePdsForm(section, initial, { warnOnLeave: !readOnly });
  const formRef = useRef<HTMLFormElement>(null);
  useScrollToFirstError(formRef, form.errors, form.refusal);

  const submit = () => {
    if (readOnly) return;
    form.saveChecked(save, checkedSection(form), () => undefined);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={`pds-section-${section}`}>
      <form ref={formRef} onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Title order={3} fz="md">
            {PDS_SECTIONS[section].title}
          </Title>
          {form.errors.form ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {form.errors.form}
            </Alert>
          ) : null}
          {/* Read-only (HR with view rights only): every input is disabled at once. */}
          <Fieldset variant="unstyled" disabled={readOnly}>
            <Stack gap="md">{children(form)}</Stack>
          </Fieldset>
          {readOnly ? null : (
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
                Save
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
