import { useDebouncedValue } from '@mantine/hooks';
import { todayIn } from '@shipdeck/domain/analytics/rules/date-range';
import {
  isSearchApplicable,
  presetRange,
  TRANSACTIONS_SEARCH_DEBOUNCE_MS,
  type TransactionPreset,
  type TransactionsRange,
  transactionsRangeError,
} from '@shipdeck/domain/transactions/rules/transactions-range';
import type { TransactionsQuery } from '@shipdeck/domain/transactions/transactions.schema';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The preset a first visit shows. */
export const DEFAULT_PRESET: TransactionPreset = 'last-30-days';

const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * The transactions' filters, kept in the address (`?id=ORD-2026&from=2026-11-01&to=2026-11-26&page=2`)
 * so a reload or a shared link shows the same list. Dates are the reader's calendar days; a first
 * visit shows the last 30 days. The reference search is applied 300 ms after the last key, and only
 * when empty or longer than 3 characters; a new search or range starts again from the first page.
 */
export const useTransactionFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayIn(new Date());
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const hasRange = searchParams.has('from') || searchParams.has('to');
  const range: Partial<TransactionsRange> = hasRange
    ? { from: searchParams.get('from') ?? undefined, to: searchParams.get('to') ?? undefined }
    : (presetRange(DEFAULT_PRESET, today) ?? {});
  const page = readPage(searchParams.get('page'));
  const id = searchParams.get('id') ?? '';
  const [idInput, setIdInput] = useState(id);
  const [debouncedId] = useDebouncedValue(idInput, TRANSACTIONS_SEARCH_DEBOUNCE_MS);

  const update = (changes: Record<string, string | undefined>) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new applicable search changes the address
  useEffect(() => {
    const text = debouncedId.trim();
    if (isSearchApplicable(text) && text !== id) update({ id: text, page: undefined });
  }, [debouncedId]);

  const rangeError = transactionsRangeError(range, today);
  const query = useMemo<TransactionsQuery>(
    () => ({
      page,
      timeZone,
      ...(id ? { orderReference: id } : {}),
      ...(range.from ? { from: range.from } : {}),
      ...(range.to ? { to: range.to } : {}),
    }),
    [page, timeZone, id, range.from, range.to],
  );

  return {
    today,
    range,
    rangeError,
    page,
    idInput,
    setIdInput,
    /** The query the list asks for; none while the dates in the address cannot be asked for. */
    query: rangeError ? null : query,
    setRange: (next: Partial<TransactionsRange>) => update({ from: next.from, to: next.to, page: undefined }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
  };
};
