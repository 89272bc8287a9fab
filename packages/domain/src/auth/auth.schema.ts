import { z } from 'zod';
import { clientSchema, clientTypeSchema } from '../client/client.schema.ts';
import { languageSchema } from '../user/language.ts';
import { userSchema } from '../user/user.schema.ts';
import { isValidPassword, PASSWORD_MAX_LENGTH, PASSWORD_RULE_MESSAGE_KEY } from './password-rule.ts';

export { API_KEY_HEADER, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './auth-names.ts';

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'form.error.max-size')
  .pipe(z.email('form.error.invalid-email'))
  .transform((email) => email.toLowerCase());

/** A new password: the password rule (checkPassword), with an upper bound that keeps hashing cheap. */
export const passwordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, 'form.error.max-size')
  .refine(isValidPassword, PASSWORD_RULE_MESSAGE_KEY);

/** A password being checked (login, old password): no rule, only bounds. */
export const existingPasswordSchema = z.string().min(1, 'form.error.required').max(PASSWORD_MAX_LENGTH);

/** `{partner}` of /{partner}/login; must be one of the tenants' partner slugs. */
export const tenantSlugSchema = z.string().trim().min(1, 'form.error.required').max(64);

const nameSchema = z.string().trim().min(1, 'form.error.required').max(100, 'form.error.max-size');

export const registerRequestSchema = z
  .object({
    tenant: tenantSlugSchema,
    email: emailSchema,
    password: passwordSchema,
    firstName: nameSchema,
    lastName: nameSchema,
    language: languageSchema.optional(),
    accountType: clientTypeSchema.optional(),
  })
  .strict();
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z
  .object({ tenant: tenantSlugSchema, email: emailSchema, password: existingPasswordSchema })
  .strict();
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const recoverPasswordRequestSchema = z
  .object({ tenant: tenantSlugSchema, email: emailSchema, language: languageSchema.optional() })
  .strict();
export type RecoverPasswordRequest = z.input<typeof recoverPasswordRequestSchema>;

export const newPasswordRequestSchema = z
  .object({ token: z.string().min(1, 'form.error.required').max(200), password: passwordSchema })
  .strict();
export type NewPasswordRequest = z.input<typeof newPasswordRequestSchema>;

/**
 * PUT /user/password with its payload (email, old password, new password). The e-mail names the
 * signed-in user's account; one that does not is refused. Optional, for callers that send only the two
 * passwords.
 */
export const changePasswordRequestSchema = z
  .object({ email: emailSchema.optional(), oldPassword: existingPasswordSchema, newPassword: passwordSchema })
  .strict();
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** Body of register and login: who is now signed in. */
export const sessionResponseSchema = z.object({ user: userSchema, client: clientSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Password-reset links expire after this long (one hour: long enough to read the mail, short enough to limit a leaked link). */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
