import { Select } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useDtsOffices, type TOffice } from './dts.api';

export const officeLabel = (o: Pick<TOffice, 'acronym' | 'fullname'>) => `${o.fullname} (${o.acronym})`;

/**
 * The office whose lists a page shows: `?office=<id>` when it is one the user acts for, else their own (the first
 * the API names). Kept in the address so that a reload, or a link, shows the same office.
 */
export function useOfficeChoice() {
  const answer = useDtsOffices();
  const [params, setParams] = useSearchParams();
  const offices = answer.data?.offices ?? [];
  const asked = Number(params.get('office'));
  const office = offices.find((o) => o.id === asked) ?? offices[0] ?? null;
  const choose = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === offices[0]?.id) next.delete('office');
        else next.set('office', String(id));
        return next;
      },
      { replace: true },
    );
  /** `?office=…` to carry to another page of the office, or ''. */
  const search = office && office.id !== offices[0]?.id ? `?office=${office.id}` : '';
  return { offices, office, choose, search, loading: answer.isPending, failed: answer.isError, administrator: answer.data?.administrator ?? false };
}

export type TOfficeChoice = ReturnType<typeof useOfficeChoice>;

/** The office picker of the lists: shown only to those who act for more than one office. */
export function OfficePicker({ choice, label = 'Office' }: { choice: TOfficeChoice; label?: string }) {
  if (choice.offices.length < 2) return null;
  return (
    <Select
      label={label}
      aria-label={label}
      data={choice.offices.map((o) => ({ value: String(o.id), label: officeLabel(o) }))}
      value={choice.office ? String(choice.office.id) : null}
      onChange={(value) => value && choice.choose(Number(value))}
      allowDeselect={false}
      searchable={choice.offices.length > 8}
      leftSection={<IconBuilding size={16} />}
      w={{ base: '100%', sm: 420 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
