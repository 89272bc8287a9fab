import type {
  PaymentMethod,
  PaymentMethodKind,
  PaymentType,
} from '@shipdeck/domain/payments/payments.schema';
import type { PaymentMethodRow } from './payment-methods.tables.ts';

export const toPaymentMethodDto = (row: PaymentMethodRow, lastUsedId: string | null): PaymentMethod => ({
  id: row.id,
  method: row.method as PaymentMethodKind,
  type: row.type as PaymentType,
  currency: 'EUR',
  cardLastFour: row.details.cardLastFour ?? null,
  cardType: row.details.cardType ?? null,
  cardExpiration: row.details.cardExpiration ?? null,
  paypalAccountEmail: row.details.paypalAccountEmail ?? null,
  ibanLastFour: row.details.ibanLastFour ?? null,
  isLastUsed: row.id === lastUsedId,
  createdAt: row.createdAt.toISOString(),
});

/** The method used most recently (or, never used, the newest), which the checkout preselects. */
export const lastUsedIdOf = (rows: PaymentMethodRow[]): string | null => {
  const used = rows
    .filter((row) => row.lastUsedAt)
    .sort((a, b) => b.lastUsedAt!.getTime() - a.lastUsedAt!.getTime());
  return used[0]?.id ?? rows[0]?.id ?? null;
};
