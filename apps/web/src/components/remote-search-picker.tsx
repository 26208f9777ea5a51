import { useMemo, useState } from 'react';
import {
  Avatar,
  Group,
  isOptionsGroup,
  Loader,
  MultiSelect,
  Select,
  Text,
  type ComboboxItem,
  type ComboboxParsedItem,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@hris/contracts';

import { useSearchTerm } from '../lib/remote-search';

/** What a picker shows for one record, and what a form keeps of the choice. */
export type PickerOption = { id: number; label: string; description?: string | null; avatar?: string | null };

/** What every list route a picker searches takes: the typed term (when it searches as the user types) and a page size. */
export type PickerQuery = { term?: string; per_page: number };

/**
 * Where a picker searches: a list route of the route table, read down to its records (components/picker-sources.ts).
 * Either it searches as the user types (a term longer than `minLength`, SPEC.md §5) with `perPage` results
 * (SPEC.md §9), or, for short lists, it loads the whole list once (`loadAll`, 999) and filters here.
 */
export type PickerSource<T> = {
  /** Names the source in the query cache: two sources of one route with other filters have other keys. */
  key: string;
  /** A lookup call (its failure is silent, SPEC.md §8) answering the records that match. */
  search: (query: PickerQuery, signal: AbortSignal) => Promise<T[]>;
  perPage: number;
  minLength?: number;
  loadAll?: boolean;
  toOption: (record: T) => PickerOption;
};

export const pickerKeys = {
  all: ['picker'] as const,
  results: (source: string, term: string | null) => [...pickerKeys.all, source, term] as const,
};

type SearchState = 'too-short' | 'searching' | 'done';

/** The options of a source for what is typed; lookups fail silently (SPEC.md §8). */
function useRemoteOptions<T>(source: PickerSource<T>, typed: string, opened: boolean) {
  const minLength = source.minLength ?? LIMITS.searchMinLength;
  const term = useSearchTerm(typed, { minLength });
  const searching = source.loadAll ? opened : opened && term !== null;
  const query = useQuery({
    queryKey: pickerKeys.results(source.key, source.loadAll ? null : term),
    queryFn: ({ signal }) => source.search({ per_page: source.perPage, ...(source.loadAll || term === null ? {} : { term }) }, signal),
    enabled: searching,
    // Keeps the last results on screen while the next term is fetched, so the list does not flicker.
    placeholderData: source.loadAll ? undefined : keepPreviousData,
    staleTime: source.loadAll ? 5 * 60_000 : 30_000,
    select: (records) => records.map((record) => ({ record, option: source.toOption(record) })),
  });
  const state: SearchState = !source.loadAll && term === null ? 'too-short' : query.isFetching ? 'searching' : 'done';
  const results = !source.loadAll && term === null ? [] : (query.data ?? []);
  return { results, state, minLength };
}

function nothingFound(state: SearchState): string | undefined {
  switch (state) {
    case 'too-short':
      // No list at all until there is something to search: a list of no options is an empty listbox to a screen
      // reader (axe aria-required-children), and a picker that a modal focuses first would open one at once.
      // The field's description says how many characters it takes.
      return undefined;
    case 'searching':
      return 'Searching…';
    case 'done':
      return 'Nothing found';
  }
}

/** Options for Mantine, the chosen ones first so their labels stay shown. */
function comboboxData(chosen: PickerOption[], results: PickerOption[]): ComboboxItem[] {
  const seen = new Set<number>();
  const items: ComboboxItem[] = [];
  for (const option of [...chosen, ...results]) {
    if (seen.has(option.id)) continue;
    seen.add(option.id);
    items.push({ value: String(option.id), label: option.label });
  }
  return items;
}

function OptionRow({ option, withAvatar }: { option: PickerOption | undefined; withAvatar: boolean }) {
  if (!option) return null;
  return (
    <Group gap="sm" wrap="nowrap">
      {withAvatar ? <Avatar src={option.avatar ?? null} size={28} radius="xl" color="maroon" name={option.label} /> : null}
      <div style={{ minWidth: 0 }}>
        <Text fz="sm" lh={1.3}>
          {option.label}
        </Text>
        {option.description ? (
          <Text fz="xs" c="dimmed" lh={1.3}>
            {option.description}
          </Text>
        ) : null}
      </div>
    </Group>
  );
}

type PassThrough<P> = Omit<
  P,
  'data' | 'value' | 'defaultValue' | 'onChange' | 'searchValue' | 'onSearchChange' | 'searchable' | 'filter' | 'renderOption' | 'nothingFoundMessage'
>;

type SingleProps<T> = PassThrough<SelectProps> & {
  source: PickerSource<T>;
  value: PickerOption | null;
  onChange: (option: PickerOption | null, record: T | null) => void;
  /** Show each option's avatar (people). */
  withAvatar?: boolean;
};

/**
 * What the dropdown lists: while the user types, only the server's results for the term (they
 * are already matched, so nothing is filtered again here); with nothing typed, the chosen
 * entries as well. A full list loaded once is filtered here by Mantine's own filter instead.
 */
function serverResultsFilter(resultIds: Set<string>) {
  return ({ options, search }: { options: ComboboxParsedItem[]; search: string }) =>
    search.trim() === '' ? options : options.filter((item) => isOptionsGroup(item) || resultIds.has(String(item.value)));
}

/**
 * The one remote-search picker: a person, position, department, school, degree, role or user.
 * It searches from the 3rd character (degrees: 2nd), about 100 ms after the last key.
 */
export function RemoteSearchPicker<T>({ source, value, onChange, withAvatar = false, ...inputProps }: SingleProps<T>) {
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const { results, state, minLength } = useRemoteOptions(source, typed, opened);
  const byId = useMemo(() => new Map(results.map((result) => [result.option.id, result])), [results]);
  const options = results.map((result) => result.option);
  const chosen = value ? [value] : [];
  const optionOf = (id: string) => byId.get(Number(id))?.option ?? (value && String(value.id) === id ? value : undefined);

  return (
    <Select
      clearable
      {...inputProps}
      searchable
      data={comboboxData(chosen, options)}
      value={value ? String(value.id) : null}
      searchValue={typed}
      onSearchChange={setTyped}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      filter={source.loadAll ? undefined : serverResultsFilter(new Set(options.map((option) => String(option.id))))}
      nothingFoundMessage={nothingFound(state)}
      description={inputProps.description ?? (source.loadAll ? undefined : `Type at least ${minLength + 1} characters to search`)}
      rightSection={state === 'searching' && opened ? <Loader size={16} /> : undefined}
      renderOption={({ option }) => <OptionRow option={optionOf(option.value)} withAvatar={withAvatar} />}
      onChange={(id) => {
        if (id === null) {
          onChange(null, null);
          return;
        }
        const picked = byId.get(Number(id));
        onChange(picked?.option ?? value, picked?.record ?? null);
      }}
    />
  );
}

type MultiProps<T> = PassThrough<MultiSelectProps> & {
  source: PickerSource<T>;
  value: PickerOption[];
  onChange: (options: PickerOption[]) => void;
};

/** The same picker choosing several (a user's roles). */
export function RemoteSearchMultiPicker<T>({ source, value, onChange, ...inputProps }: MultiProps<T>) {
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const { results, state, minLength } = useRemoteOptions(source, typed, opened);
  const options = results.map((result) => result.option);
  const known = new Map([...value, ...options].map((option) => [String(option.id), option]));

  return (
    <MultiSelect
      {...inputProps}
      searchable
      data={comboboxData(value, options)}
      value={value.map((option) => String(option.id))}
      searchValue={typed}
      onSearchChange={setTyped}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      filter={source.loadAll ? undefined : serverResultsFilter(new Set(options.map((option) => String(option.id))))}
      nothingFoundMessage={nothingFound(state)}
      description={inputProps.description ?? (source.loadAll ? undefined : `Type at least ${minLength + 1} characters to search`)}
      renderOption={({ option }) => <OptionRow option={known.get(option.value)} withAvatar={false} />}
      onChange={(ids) => onChange(ids.map((id) => known.get(id)).filter((option): option is PickerOption => option !== undefined))}
    />
  );
}
