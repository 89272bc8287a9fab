import { emailSchema, existingPasswordSchema, passwordSchema } from '@shipdeck/domain/auth/auth.schema';
import { clientTypeSchema } from '@shipdeck/domain/client/client.schema';
import { z } from 'zod';

// Form schemas are the API schemas minus what the page adds (tenant, token, language); an empty
// field says "required" before any format rule. Messages are i18n keys.
const requiredEmail = z.string().trim().min(1, 'form.error.required').pipe(emailSchema);
const requiredNewPassword = z.string().min(1, 'form.error.required').pipe(passwordSchema);
const requiredName = z.string().trim().min(1, 'form.error.required').max(100, 'form.error.max-size');

export const loginFormSchema = z.object({ email: requiredEmail, password: existingPasswordSchema });
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;

export const registerFormSchema = z.object({
  firstName: requiredName,
  lastName: requiredName,
  email: requiredEmail,
  password: requiredNewPassword,
  accountType: clientTypeSchema,
});
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;

export const recoverPasswordFormSchema = z.object({ email: requiredEmail });
export type RecoverPasswordFormInput = z.input<typeof recoverPasswordFormSchema>;
export type RecoverPasswordFormValues = z.output<typeof recoverPasswordFormSchema>;

/** The repeated password is required, meets the same rule and equals the new one. */
export const newPasswordFormSchema = z
  .object({ password: requiredNewPassword, repeatPassword: requiredNewPassword })
  .refine((values) => values.password === values.repeatPassword, {
    message: 'form.error.passwords-do-not-match',
    path: ['repeatPassword'],
  });
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;
export type NewPasswordFormValues = z.output<typeof newPasswordFormSchema>;
