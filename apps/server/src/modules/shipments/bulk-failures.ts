import type { ErrorCode } from '@shipdeck/domain/errors/error-codes';
import type { BulkFailure } from '@shipdeck/domain/shipments/bulk.schema';
import { AppError } from '../../platform/errors/app-error.ts';

export const BulkMessage = {
  duplicateReference: 'bulk.error.duplicate-reference',
  tooManyValid: 'bulk.error.too-many-valid',
  notValidForEdit: 'bulk.error.not-valid-for-edit',
  serviceNotAvailable: 'bulk.error.service-not-available',
  collectionDateNotEligible: 'bulk.error.collection-date-not-eligible',
  collectionDateNotAvailable: 'bulk.error.collection-date-not-available',
} as const;

/** One shipment's refusal inside a bulk call; it ends that shipment's transaction only. */
export const shipmentFailure = (code: ErrorCode, messageKey: string) =>
  new AppError({ code, status: 422, messageKey });

export const notEditable = () => shipmentFailure('ValueNotAllowedField', 'shipment.error.not-editable');

export const failureOf = (reference: string, error: AppError): BulkFailure => ({
  reference,
  error_code: error.code,
  message: error.messageKey,
});

/** Refuses a request naming one shipment twice: which of its changes would win is not obvious. */
export const assertNoDuplicates = (references: readonly string[]) => {
  if (new Set(references).size !== references.length)
    throw new AppError({
      code: 'InvalidPayload',
      status: 422,
      messageKey: BulkMessage.duplicateReference,
      field: 'shipments',
    });
};

/** Services, collection date and insurance edits take at most BULK_EDIT_MAX_VALID valid drafts. */
export const tooManyValid = () =>
  new AppError({
    code: 'MaxSizeExceededField',
    status: 422,
    messageKey: BulkMessage.tooManyValid,
    field: 'shipments',
  });
