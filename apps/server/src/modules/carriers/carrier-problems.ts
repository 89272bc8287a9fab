import { CarrierMessage } from '@shipdeck/domain/carriers/carrier-failures';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Outcome, ServiceProblem } from '../../providers/carriers/carrier-provider.ts';

/** Maps a provider's refusal to the error envelope: CarrierProductFailure entries carry `reason`. */
export const carrierProblemError = (problem: ServiceProblem): AppError => {
  switch (problem.kind) {
    case 'service-not-found':
      return new AppError({ code: 'NotFound', status: 404, messageKey: CarrierMessage.serviceNotFound });
    case 'service-not-offered':
      return new AppError({
        code: 'MissingCarrierProduct',
        status: 422,
        messageKey: CarrierMessage.serviceNotOffered,
      });
    case 'carrier-failure':
      return new AppError({
        code: 'CarrierProductFailure',
        status: 422,
        messageKey: CarrierMessage[problem.reason],
        details: { reason: problem.reason },
      });
  }
};

export const unwrap = <T>(outcome: Outcome<T>): T => {
  if (!outcome.ok) throw carrierProblemError(outcome.problem);
  return outcome.value;
};
