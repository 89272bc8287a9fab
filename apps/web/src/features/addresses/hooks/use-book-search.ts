import { useDebouncedValue } from '@mantine/hooks';
import { RECIPIENT_PAGE_SIZE } from '@shipdeck/domain/addresses/address-limits';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Alias search waits for a pause in typing. */
export const ALIAS_SEARCH_DEBOUNCE_MS = 300;

const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * The address book's page and alias search, kept in the address (`?page=2&alias=rose`) so a reload
 * or a shared link shows the same page. A new search starts again from the first page.
 */
export const useBookSearch = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const [aliasInput, setAliasInput] = useState(searchParams.get('alias') ?? '');
  const [alias] = useDebouncedValue(aliasInput.trim(), ALIAS_SEARCH_DEBOUNCE_MS);

  const setPage = (next: number, nextAlias = alias) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        if (nextAlias) updated.set('alias', nextAlias);
        else updated.delete('alias');
        return updated;
      },
      { replace: true },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the searched alias resets the page
  useEffect(() => {
    if ((searchParams.get('alias') ?? '') !== alias) setPage(1, alias);
  }, [alias]);

  return {
    page,
    alias,
    aliasInput,
    setAliasInput,
    setPage,
    query: { page, size: RECIPIENT_PAGE_SIZE, ...(alias ? { alias } : {}) },
  };
};
