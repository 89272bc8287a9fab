import { z } from 'zod';
import { NO_STORE } from './onboarding-platforms.ts';

const choices = z.array(z.string().trim().min(1).max(60)).max(20);
const withoutNoStoreMix = (list: string[]) => !list.includes(NO_STORE) || list.length === 1;

/** The onboarding phone: the country prefix is required, the number optional (digits only). */
export const onboardingPhoneSchema = z.object({
  prefix: z.string({ error: 'form.error.required' }).regex(/^\+[1-9]\d{0,3}$/, 'form.error.invalid-format'),
  number: z
    .string()
    .regex(/^\d{0,15}$/, 'form.error.invalid-format')
    .optional(),
});

/** PUT /client/onboarding: the stores and marketplaces the seller uses, and a phone when it sells. */
export const onboardingRequestSchema = z
  .object({
    marketplaces: choices.refine(withoutNoStoreMix, 'onboarding.error.no-store-mixed'),
    ecommerces: choices.refine(withoutNoStoreMix, 'onboarding.error.no-store-mixed'),
    phone: onboardingPhoneSchema.optional(),
  })
  .strict()
  .refine((value) => value.marketplaces.length + value.ecommerces.length > 0, {
    message: 'onboarding.error.choose-one',
    path: ['marketplaces'],
  });
export type OnboardingRequest = z.infer<typeof onboardingRequestSchema>;
