import type { CreateOrderRequest } from '@shipdeck/domain/orders/orders.schema';
import { requiresCarrierTerms } from '@shipdeck/domain/orders/rules/carrier-terms';
import { AppError } from '../../platform/errors/app-error.ts';
import type { PricedShipment } from '../pricing/index.ts';

/** Some carriers must have their terms accepted before their labels are bought. */
export const checkCarrierTerms = (priced: PricedShipment[], input: CreateOrderRequest) => {
  if (requiresCarrierTerms(priced.map((p) => p.service.carrierId)) && !input.carriersTermsAndConditions)
    throw new AppError({
      code: 'CarrierTermsAndConditionsRejected',
      status: 422,
      messageKey: 'form.error.carriers-terms',
      field: 'carriersTermsAndConditions',
    });
};
