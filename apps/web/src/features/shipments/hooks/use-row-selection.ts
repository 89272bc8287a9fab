import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useCallback, useEffect, useState } from 'react';

/** The rows ticked in the list; a new list (other inbox, filters or sort, named by `listKey`) starts with none. */
export const useRowSelection = (listKey: string) => {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the list changes.
  useEffect(() => setSelected(new Set()), [listKey]);

  const toggle = useCallback((reference: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(reference)) next.add(reference);
      return next;
    });
  }, []);
  const toggleAll = useCallback((rows: ShipmentView[], isAll: boolean) => {
    setSelected(isAll ? new Set() : new Set(rows.map((row) => row.reference)));
  }, []);
  const selectOnly = useCallback((references: Iterable<string>) => setSelected(new Set(references)), []);
  const unselect = useCallback((reference: string) => {
    setSelected((current) => {
      const next = new Set(current);
      next.delete(reference);
      return next;
    });
  }, []);

  return { selected, toggle, toggleAll, selectOnly, unselect };
};
