import { z } from 'zod';
import { existingPasswordSchema, passwordSchema } from './auth.schema.ts';

const requiredNewPassword = z.string().min(1, 'form.error.required').pipe(passwordSchema);

/**
 * The your-account password form: the old password is required; the new one is required and
 * meets the password rule; the repeated one is required, meets the same rule and equals the new one.
 * Messages are i18n keys; 'form.error.required' is shown with the field's label.
 */
export const changePasswordFormSchema = z
  .object({
    oldPassword: z.string().min(1, 'form.error.required').pipe(existingPasswordSchema),
    newPassword: requiredNewPassword,
    repeatPassword: requiredNewPassword,
  })
  .refine((values) => values.newPassword === values.repeatPassword, {
    message: 'form.error.passwords-do-not-match',
    path: ['repeatPassword'],
  });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
