import { z } from 'zod';
import type { ErrorCode } from '../errors/error-codes.ts';
import { addressFields, canonicalPlace, countryRules } from './address.schema.ts';
import { AddressMessage } from './address-rules.ts';

/** The fields a shipment keeps of its sender and recipient (no alias, no postcode look-up id). */
export const DRAFT_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'email',
  'phone',
  'street1',
  'street2',
  'alpha2Code',
  'state',
  'city',
  'zipCode',
] as const;
export type DraftAddressField = (typeof DRAFT_ADDRESS_FIELDS)[number];

/** A shipment's sender or recipient: any field may still be missing; those present are clean. */
export type DraftAddress = Partial<Record<DraftAddressField, string>>;

const isGiven = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * A field of a draft: absent, null and blank mean "not given yet" and pass; a value that is given
 * must pass the very rule the address book applies to it.
 */
const whenGiven = (rule: z.ZodType<unknown, string>) =>
  z
    .string()
    .nullish()
    .transform((value) => (isGiven(value) ? (value as string) : undefined))
    .pipe(rule.optional());

const draftFields = Object.fromEntries(
  DRAFT_ADDRESS_FIELDS.map((field) => [field, whenGiven(addressFields[field] as z.ZodType<unknown, string>)]),
) as Record<DraftAddressField, ReturnType<typeof whenGiven>>;

/** Only the values that are there, as strings: what a shipment stores. */
const storedForm = (values: Record<string, unknown>): DraftAddress => {
  const address: DraftAddress = {};
  for (const field of DRAFT_ADDRESS_FIELDS) {
    const value = values[field];
    if (isGiven(value)) address[field] = value as string;
  }
  return address;
};

/**
 * The address rules of the address book (lengths, e-mail, phone for the country, postcode shaped
 * for the country, real country) applied to a shipment's sender or recipient while it is a draft:
 * missing fields are allowed (completeness is checked when the draft is to be bought), but a
 * French postcode "ABCDE" or a phone with letters is refused at once, on the field, with the same
 * message key as in the address book. Unknown fields are dropped. The postcode is stored in the
 * country's usual form.
 */
export const draftAddressSchema = z
  .object(draftFields)
  .superRefine((value, context) =>
    countryRules(value as Record<string, string | undefined>, context, { isComplete: false }),
  )
  .transform((value) => {
    const stored = storedForm(canonicalPlace(value as Record<string, string | undefined>));
    // What this schema gives back passes its own rules again: a write that checks it once more
    // (an import's drafts, checked by their row and then as drafts) finds the answer kept.
    rememberProblems(stored, NO_PROBLEMS);
    return stored;
  });

export type AddressProblem = { field: DraftAddressField; messageKey: string; errorCode: ErrorCode };

/** The API's error code for an address message key: missing, too long, too short or malformed. */
const errorCodeOf = (messageKey: string): ErrorCode => {
  if (messageKey === AddressMessage.required) return 'RequiredField';
  if (messageKey.startsWith('form.error.max-')) return 'MaxSizeExceededField';
  if (messageKey.startsWith('form.error.min-')) return 'MinSizeNotReachedField';
  return 'InvalidFormatField';
};

const isMessageKey = (text: string) => /^[a-z][\w-]*(\.[\w-]+)+$/.test(text);

const problemsFound = (address: unknown): AddressProblem[] => {
  const result = draftAddressSchema.safeParse(address);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const messageKey = isMessageKey(issue.message) ? issue.message : AddressMessage.invalid;
    return {
      field: String(issue.path[0] ?? '') as DraftAddressField,
      messageKey,
      errorCode: errorCodeOf(messageKey),
    };
  });
};

// One draft's addresses are checked several times on the way to the database (the write's rules, then
// its readiness), and an import sends every row from the same warehouse: the answers for the latest
// addresses are kept by their content, so a changed address is always checked again. Only addresses
// of text values are kept, whose content their JSON states exactly.
// An import checks a few thousand rows ahead of the batch it is writing.
const RECENT_PROBLEMS_KEPT = 8000;
const recentProblems = new Map<string, readonly AddressProblem[]>();
const NO_PROBLEMS: readonly AddressProblem[] = Object.freeze([]);
const isTextOnly = (address: object) =>
  Object.values(address).every((value) => value === undefined || value === null || typeof value === 'string');
const rememberProblems = (address: object, problems: readonly AddressProblem[]) => {
  // The oldest answer goes, not all of them: an import's rows checked ahead of its batches keep theirs.
  if (recentProblems.size >= RECENT_PROBLEMS_KEPT) {
    const [oldest] = recentProblems.keys();
    if (oldest !== undefined) recentProblems.delete(oldest);
  }
  recentProblems.set(JSON.stringify(address), problems);
};

/**
 * What is wrong with a stored sender or recipient under today's rules (it may have been stored
 * before them): each offending field with its message key; none for a valid address. Missing
 * fields are not problems here; they keep a draft from being ready to purchase.
 */
export const addressProblemsOf = (address: unknown): readonly AddressProblem[] => {
  const value = address ?? {};
  if (typeof value !== 'object' || Array.isArray(value) || !isTextOnly(value)) return problemsFound(value);
  const key = JSON.stringify(value);
  const known = recentProblems.get(key);
  if (known) return known;
  const problems = Object.freeze(problemsFound(value));
  rememberProblems(value, problems);
  return problems;
};
