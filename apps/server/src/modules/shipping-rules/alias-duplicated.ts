import { ShippingRuleMessage } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { AppError } from '../../platform/errors/app-error.ts';

const isUniqueViolation = (error: unknown): boolean => {
  const candidate = error as { code?: string; cause?: unknown } | null;
  if (candidate?.code === '23505') return true;
  return candidate?.cause ? isUniqueViolation(candidate.cause) : false;
};

/**
 * Runs a write of a rule; the unique index on (client, alias) answers a name the client already gives
 * another rule ("alias duplicated") with 409, two saves racing included.
 */
export const withUniqueAlias = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError({
      code: 'Conflict',
      status: 409,
      messageKey: ShippingRuleMessage.aliasDuplicated,
      field: 'alias',
    });
  }
};
