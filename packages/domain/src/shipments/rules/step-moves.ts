import { isPostcodeGiven } from '../../geo/postcode-formats.ts';
import { ShipmentStep } from '../shipment-states.ts';
import { type Draft, missingForPurchase } from './readiness.ts';

export const StepMessage = {
  /** The draft lacks what an earlier step collects. */
  notReached: 'shipment.error.step-not-reached',
  /** Only paying for a shipment marks it purchased. */
  purchaseOnly: 'shipment.error.step-purchase-only',
} as const;

const isFilled = (value: string | undefined) => Boolean(value?.trim());

const hasRoute = (draft: Draft) =>
  isFilled(draft.from?.alpha2Code) &&
  isPostcodeGiven(draft.from?.alpha2Code, draft.from?.zipCode) &&
  isFilled(draft.to?.alpha2Code) &&
  isPostcodeGiven(draft.to?.alpha2Code, draft.to?.zipCode) &&
  (draft.parcels?.length ?? 0) > 0;

/** What the address step collects is there: addresses, content and the pick-up point. */
const hasShippingDetails = (draft: Draft) =>
  missingForPurchase({ ...draft, serviceProblem: null }).length === 0;

/**
 * Whether the draft holds what every step before `step` collects, so the checkout may stand on
 * it: the service step needs a route (both countries, and postcodes where they have them) and parcels; the address
 * step a service; customs, invoicing and payment the addresses, content and pick-up point.
 * Whether the service still serves the route is not a step: such a draft stays at its step and
 * says why it cannot be bought (`missingForPurchase`). No draft reaches "purchased": an order
 * does that.
 */
export const isStepReached = (step: ShipmentStep, draft: Draft): boolean => {
  switch (step) {
    case ShipmentStep.SearchInfo:
      return true;
    case ShipmentStep.ServiceSelection:
      return hasRoute(draft);
    case ShipmentStep.ShippingDetails:
      return hasRoute(draft) && Boolean(draft.service);
    case ShipmentStep.Customs:
    case ShipmentStep.BillingInfo:
    case ShipmentStep.Payment:
      return hasRoute(draft) && Boolean(draft.service) && hasShippingDetails(draft);
    case ShipmentStep.Purchased:
      return false;
  }
};

/** Why a draft (as it will be saved) may not be moved to `step`, as a message key; null when it may. */
export const stepMoveProblem = (step: ShipmentStep, draft: Draft): string | null => {
  if (step === ShipmentStep.Purchased) return StepMessage.purchaseOnly;
  return isStepReached(step, draft) ? null : StepMessage.notReached;
};
