import type { OnboardingRequest } from '@shipdeck/domain/onboarding/onboarding.schema';
import type { Db } from '../../platform/db/database.ts';
import { clientOnboarding } from './onboarding.tables.ts';

/** Saves the client's onboarding answers; answering again replaces them. */
export const updateClientOnboarding = async (
  db: Db,
  input: { clientId: string; answers: OnboardingRequest },
): Promise<void> => {
  const { marketplaces, ecommerces, phone } = input.answers;
  const values = {
    marketplaces,
    ecommerces,
    phonePrefix: phone?.prefix ?? null,
    phoneNumber: phone?.number || null,
    updatedAt: new Date(),
  };
  await db
    .insert(clientOnboarding)
    .values({ clientId: input.clientId, ...values })
    .onConflictDoUpdate({ target: clientOnboarding.clientId, set: values });
};
