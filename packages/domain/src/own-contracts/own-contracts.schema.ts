import { z } from 'zod';

/** Services shown at first in a contract's service selection; the rest behind "more". */
export const OWN_CONTRACT_SERVICES_SHOWN = 5;

/** What a registered contract's credential fields show instead of their values, which never come back. */
export const MASKED_CREDENTIAL = '••••••••';

/** One credential field of a carrier's contract ("Own contract credentials by carrier"). */
export type CredentialField = {
  name: string;
  /** Password-like: typed into a masked input. */
  isSecret: boolean;
  isRequired: boolean;
  isNumeric: boolean;
};

const field = (name: string, extra: Partial<Omit<CredentialField, 'name'>> = {}): CredentialField => ({
  name,
  isSecret: false,
  isRequired: true,
  isNumeric: false,
  ...extra,
});
const secret = (name: string) => field(name, { isSecret: true });
const optional = (name: string, isSecret = false) => field(name, { isRequired: false, isSecret });

/**
 * The credential fields of each carrier that takes own contracts, by the sandbox's carrier id. Every
 * field is required except BRT's pricing-condition codes and sftp fields (a project ruling); BRT's
 * departureDepot is a number.
 */
export const CONTRACT_CREDENTIAL_FIELDS: Readonly<Record<string, readonly CredentialField[]>> = {
  chronopost: [field('username'), secret('password')],
  correos: [
    field('username'),
    secret('password'),
    field('labelerCode'),
    field('contractNumber'),
    field('userCodeOv2'),
    field('annexCode'),
    field('clientNumberDoor'),
  ],
  'correos-express': [field('username'), secret('password'), field('clientId'), field('senderCode')],
  'poste-italiane': [field('clientId'), secret('secretId'), field('customerId')],
  brt: [
    field('userId'),
    secret('password'),
    field('departureDepot', { isNumeric: true }),
    optional('pricingConditionCodeDropoffHome'),
    optional('pricingConditionCodeDropoffPickup'),
    optional('sftpUser'),
    optional('sftpPassword', true),
  ],
  seur: [
    field('username'),
    secret('password'),
    field('clientId'),
    secret('clientSecret'),
    field('accountNumber'),
    field('idNumber'),
    field('originBusinessUnit'),
  ],
};

export const CONTRACT_CARRIER_IDS = Object.keys(CONTRACT_CREDENTIAL_FIELDS);

export const OwnContractMessage = {
  required: 'form.error.required',
  notANumber: 'own-contract.panel.field-number',
  /** 409 'Contract not valid' marks every credential field with this. */
  fieldError: 'own-contract.panel.field-error',
  contractNotValid: 'own-contract.error.contract-not-valid',
  alreadyRegistered: 'own-contract.error.already-registered',
  unknownCarrier: 'own-contract.error.unknown-carrier',
  unknownService: 'own-contract.error.unknown-service',
  noServices: 'own-contract.error.no-services',
  notAvailable: 'own-contract.error.not-available',
} as const;

const MAX_FIELD = 200;

/**
 * The credentials schema of one carrier: its fields and nothing else; required fields not blank,
 * numeric fields digits only. One schema for the form and the server.
 */
export const credentialsSchemaOf = (carrierId: string) => {
  const fields = CONTRACT_CREDENTIAL_FIELDS[carrierId] ?? [];
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const credential of fields) {
    let value = z.string().trim().max(MAX_FIELD, OwnContractMessage.required);
    if (credential.isRequired) value = value.min(1, OwnContractMessage.required);
    if (credential.isNumeric) value = value.regex(/^\d*$/, OwnContractMessage.notANumber);
    shape[credential.name] = credential.isRequired ? value : value.optional();
  }
  return z.object(shape).strict();
};

/** Whether a credentials object fills a carrier's fields as each carrier asks. */
export const areCredentialsValid = (carrierId: string, credentials: Record<string, unknown>) =>
  CONTRACT_CREDENTIAL_FIELDS[carrierId] !== undefined &&
  credentialsSchemaOf(carrierId).safeParse(credentials).success;

/** POST /own-contracts: register a contract with a carrier (the model id is the carrier's). */
export const registerOwnContractRequestSchema = z
  .object({
    contractModelId: z.string().trim().min(1).max(80),
    credentials: z.record(z.string().max(40), z.string().max(MAX_FIELD)),
  })
  .strict();
export type RegisterOwnContractRequest = z.infer<typeof registerOwnContractRequestSchema>;

export const registerOwnContractResponseSchema = z.object({ contractId: z.string() });

/** PUT /own-contracts/:contractId/services: the services used on the contract. */
export const linkOwnContractServicesRequestSchema = z
  .object({
    contractModelId: z.string().trim().min(1).max(80),
    serviceIds: z.array(z.string().trim().min(1).max(100)).min(1, OwnContractMessage.noServices).max(100),
  })
  .strict();
export type LinkOwnContractServicesRequest = z.infer<typeof linkOwnContractServicesRequestSchema>;

export const contractIdParamsSchema = z.object({ contractId: z.uuid() });

export const ownContractServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  isSelected: z.boolean(),
});
export type OwnContractService = z.infer<typeof ownContractServiceSchema>;

/** "Own contract model"; credentials never come back, only that they are set. */
export const ownContractModelSchema = z.object({
  id: z.string(),
  carrierId: z.string(),
  carrierName: z.string(),
  logoId: z.string(),
  isRegistered: z.boolean(),
  contractId: z.string().nullable(),
  services: z.array(ownContractServiceSchema),
});
export type OwnContractModel = z.infer<typeof ownContractModelSchema>;

export const ownContractModelsResponseSchema = z.object({ models: z.array(ownContractModelSchema) });
export type OwnContractModelsResponse = z.infer<typeof ownContractModelsResponseSchema>;

/** The id an own-contract service has in the service search: the carrier's service on the seller's contract. */
const OWN_CONTRACT_SUFFIX = '.own-contract';
export const ownContractServiceIdOf = (serviceId: string) => `${serviceId}${OWN_CONTRACT_SUFFIX}`;
/** The carrier's service behind an id, and whether it is the seller's own-contract variant. */
export const parseContractServiceId = (id: string) =>
  id.endsWith(OWN_CONTRACT_SUFFIX)
    ? { serviceId: id.slice(0, -OWN_CONTRACT_SUFFIX.length), isOwnContract: true }
    : { serviceId: id, isOwnContract: false };
