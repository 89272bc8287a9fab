import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { pricingRepository } from './pricing.repository.ts';
import { voucherAppliesTo } from './voucher-rules.ts';

/** Voucher availability: whether any voucher this client may use applies to each service. */
export const findVoucherAvailability = async (options: {
  db: Db;
  auth: AuthContext;
  serviceIds: string[];
}) => {
  const { db, auth, serviceIds } = options;
  const [active, refusing] = await Promise.all([
    pricingRepository.findActiveVouchers(db, auth.clientId),
    pricingRepository.findServicesRefusingVouchers(db, serviceIds),
  ]);
  return serviceIds.map((serviceId) => ({
    serviceId,
    allowsVoucher: active.some((voucher) =>
      voucherAppliesTo(voucher, { id: serviceId, isOwnContract: false }, refusing),
    ),
  }));
};
