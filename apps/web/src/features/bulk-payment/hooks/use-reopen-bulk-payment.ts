import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isPayPalReturn } from '../../payment/index.ts';
import { payableQueryOptions } from '../api/get-payable.ts';
import { takePayPalPayment, takePendingPaymentSelection } from './bulk-payment-storage.ts';

/**
 * Opens the bulk payment panel for a payment selection: back from PayPal (three query
 * parameters; the payment flow then completes the order), a pending payment selection found when
 * the inbox shows, or `payFor` (go to payment from a shipment's panel). Only shipments ready to
 * purchase are selected. They are asked from the server, since they may not be among the rows
 * loaded (or may have just left this inbox); the hook returns them as `rows` so that the workspace
 * can show them selected.
 */
export const useReopenBulkPayment = ({
  onSelect,
  onOpenPayment,
}: {
  onSelect: (references: string[]) => void;
  onOpenPayment: () => void;
}) => {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [rows, setRows] = useState<ShipmentView[]>([]);
  const isHandled = useRef(false);
  const callbacks = useRef({ onSelect, onOpenPayment });
  callbacks.current = { onSelect, onOpenPayment };
  const isReturn = isPayPalReturn(searchParams);

  const payFor = useCallback(
    async (references: readonly string[]) => {
      try {
        const { payable } = await queryClient.fetchQuery(payableQueryOptions(references));
        if (payable.length === 0) return;
        setRows(payable);
        callbacks.current.onSelect(payable.map((shipment) => shipment.reference));
        callbacks.current.onOpenPayment();
      } catch {
        // The list is still there: the seller can select the shipments and pay again.
      }
    },
    [queryClient],
  );

  useEffect(() => {
    if (isHandled.current) return;
    isHandled.current = true;
    const references = (isReturn ? takePayPalPayment() : null) ?? takePendingPaymentSelection();
    if (references?.length) void payFor(references);
  }, [isReturn, payFor]);

  return { rows, payFor };
};

/** The loaded rows, then the reopened ones the list has not loaded (the list's copy is the fresher). */
export const withReopenedRows = (rows: ShipmentView[], reopened: ShipmentView[]) => {
  if (reopened.length === 0) return rows;
  const loaded = new Set(rows.map((row) => row.reference));
  return [...rows, ...reopened.filter((row) => !loaded.has(row.reference))];
};
