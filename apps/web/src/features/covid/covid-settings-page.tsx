import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Modal, NumberInput, Paper, Skeleton, Stack, Table, TextInput } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { ZVaccineBrandBody, type TVaccineBrand } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useContractForm } from '../../lib/use-contract-form';
import { useSaveBrand, useVaccineBrands } from './covid.api';

function BrandForm({ brand, onDone }: { brand: TVaccineBrand | null; onDone: () => void }) {
  const save = useSaveBrand(brand?.id ?? null);
  const initialValues: { name: string; doses_required: number | string; is_active: boolean } = {
    name: brand?.name ?? '',
    doses_required: brand?.doses_required ?? 2,
    is_active: brand?.is_active ?? true,
  };
  const form = useContractForm(ZVaccineBrandBody, { initialValues });
  return (
    <form noValidate onSubmit={form.onSubmit(() => form.save(save, onDone))}>
      <Stack gap="sm">
        <TextInput label="Brand name" required maxLength={100} data-autofocus {...form.getInputProps('name')} />
        <NumberInput label='Doses for "fully vaccinated"' required min={1} max={4} allowDecimal={false} {...form.getInputProps('doses_required')} />
        <Checkbox label="In use (employees may choose it)" {...form.getInputProps('is_active', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /covid/settings (the health officers): the vaccine brands and the doses each needs for "fully vaccinated". */
export function CovidSettingsPage() {
  const brands = useVaccineBrands();
  const [editing, setEditing] = useState<TVaccineBrand | 'new' | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Vaccine brands"
        description='The brands employees choose from, and how many primary doses of each make one "fully vaccinated". A brand in use is retired, not deleted.'
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add a brand
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        {!brands.data ? (
          <Skeleton height={240} />
        ) : (
          <Table striped aria-label="Vaccine brands">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Brand</Table.Th>
                <Table.Th>Doses for fully vaccinated</Table.Th>
                <Table.Th>Doses recorded</Table.Th>
                <Table.Th>In use</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {brands.data.brands.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>{b.name}</Table.Td>
                  <Table.Td>{b.doses_required}</Table.Td>
                  <Table.Td>{b.dose_count}</Table.Td>
                  <Table.Td>
                    {b.is_active ? (
                      <Badge variant="light" color="green">
                        In use
                      </Badge>
                    ) : (
                      <Badge variant="light" color="gray">
                        Retired
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconPencil size={14} />}
                      onClick={() => setEditing(b)}
                      aria-label={`Edit ${b.name}`}
                    >
                      Edit
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add a brand' : 'Edit the brand'}>
        {editing !== null ? <BrandForm brand={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </Stack>
  );
}
