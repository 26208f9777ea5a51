import type { ReactNode } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import type { TPlantillaItem } from '@hris/contracts';
import { itemLabel, useVacantItems, type TVacantFilter } from './plantilla.api';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'filter'> & {
  /** Which vacant items are offered; nothing is loaded until `ready`. */
  scope: TVacantFilter;
  ready?: boolean;
  /** The chosen item number. */
  value: string | null;
  onChange: (itemNo: string | null, item: TPlantillaItem | null) => void;
  /** Said under the field when no item is vacant in the scope. */
  noneVacant?: ReactNode;
};

/**
 * Picks a VACANT plantilla item by its number (the RSP forms: request to hire, job post,
 * appointment). A number already on the form that is no longer offered (filled meanwhile, or of
 * another position) stays listed, so the form shows what it holds and the server says why not.
 */
export function VacantItemSelect({ scope, ready = true, value, onChange, noneVacant, description, ...props }: Props) {
  const items = useVacantItems(scope, ready);
  const vacant = items.data ?? [];
  const data = vacant.map((item) => ({ value: item.item_no, label: itemLabel(item) }));
  if (value && !vacant.some((item) => item.item_no === value)) data.unshift({ value, label: value });
  const showNone = ready && items.isSuccess && vacant.length === 0 && noneVacant;
  // e.g. a post of several slots whose own item the first appointee filled.
  const notVacant =
    ready && items.isSuccess && value && !vacant.some((item) => item.item_no === value)
      ? `${value} is not among the vacant items offered here (filled, or of another position or office): choose another.`
      : null;
  return (
    <Select
      {...props}
      searchable
      data={data}
      value={value}
      onChange={(itemNo) => onChange(itemNo, vacant.find((item) => item.item_no === itemNo) ?? null)}
      nothingFoundMessage={items.isFetching ? 'Loading the vacant items…' : 'No vacant item matches'}
      description={showNone ? noneVacant : (notVacant ?? description)}
    />
  );
}
