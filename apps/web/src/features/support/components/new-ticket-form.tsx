import { Alert, Button, NumberInput, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ClaimDraft } from '@shipdeck/domain/problems/problems.schema';
import { claimPaymentProblems } from '@shipdeck/domain/support/rules/claim-payment';
import {
  earliestCollectionDate,
  isCollectionDateAllowed,
} from '@shipdeck/domain/support/rules/collection-date';
import {
  CANCEL_REASONS,
  CREATABLE_TICKET_TYPES,
  type CreatableTicketType,
  type CreateTicketRequest,
  claimPaymentSchema,
  createTicketRequestSchema,
  SHIPMENT_REFERENCE_DEBOUNCE_MS,
  SupportMessage,
} from '@shipdeck/domain/support/support.schema';
import { isValidIBAN } from 'ibantools';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useCreateTicket } from '../api/create-ticket.ts';
import { useEarlierAttachments } from '../api/get-earlier-attachments.ts';
import { useExistingTicket } from '../api/get-existing-ticket.ts';
import type { UploadedAttachment } from '../api/upload-attachment.ts';
import { AttachmentInput } from './attachment-input.tsx';

const CLAIMS: readonly string[] = ['LOSS', 'DAMAGE'];
const PROOFS = [
  'proofOfDamageGoods',
  'proofOfDamageExternalPackaging',
  'proofOfDamageInternalPackaging',
] as const;
type Uploads = Partial<
  Record<'additionalPicture' | 'proofOfValue' | (typeof PROOFS)[number], UploadedAttachment | null>
>;

const today = () => new Date().toISOString().slice(0, 10);

/** New-ticket form, its fields by type. */
export const NewTicketForm = ({
  initialType,
  initialReference,
  draft,
}: {
  initialType: CreatableTicketType;
  initialReference: string;
  /** A claim pre-filled from the order: its content, declared value and proofs on file. */
  draft?: ClaimDraft;
}) => {
  const { t, i18n } = useTranslation();
  const paths = usePrivatePaths();
  const navigate = useNavigate();
  const create = useCreateTicket();
  const [type, setType] = useState<CreatableTicketType>(initialType);
  const [values, setValues] = useState<Record<string, string>>({
    shipmentReference: initialReference,
    paymentType: 'BANK',
    ...(draft ? { productDescription: draft.productDescription } : {}),
  });
  const [amount, setAmount] = useState<number | string>(draft?.amount?.value ?? '');
  const [uploads, setUploads] = useState<Uploads>(
    draft?.proofOfValue ? { proofOfValue: draft.proofOfValue } : {},
  );
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: string) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const [reference] = useDebouncedValue(
    values.shipmentReference?.trim() ?? '',
    SHIPMENT_REFERENCE_DEBOUNCE_MS,
  );
  const existing = useExistingTicket(reference, type).data?.ticket ?? null;
  const isClaim = CLAIMS.includes(type);
  const earlier = useEarlierAttachments(reference, isClaim).data?.attachments ?? [];
  const isGeneric = !isClaim && type !== 'CANCEL' && type !== 'PICKUP';
  const needsReference = type !== 'BILLING' && type !== 'OTHER';
  const isUk = i18n.language === 'en-GB';

  const request = (): Record<string, unknown> => {
    const base = { type, shipmentReference: values.shipmentReference?.trim() || undefined };
    if (type === 'CANCEL') return { ...base, reason: values.reason };
    if (type === 'PICKUP')
      return {
        ...base,
        collectionDate: values.collectionDate ?? '',
        additionalComments: values.additionalComments,
      };
    const common = {
      ...base,
      reason: values.reason ?? '',
      additionalPicture: uploads.additionalPicture?.id ?? null,
    };
    if (!isClaim) return common;
    return {
      ...common,
      locale: i18n.language,
      productDescription: values.productDescription ?? '',
      amount: { currency: 'EUR', value: typeof amount === 'number' ? amount : Number.NaN },
      proofOfValue: uploads.proofOfValue?.id,
      paymentMethod:
        values.paymentType === 'PAYPAL'
          ? { type: 'PAYPAL', data: { account: values.paypal ?? '' } }
          : {
              type: 'BANK',
              data: {
                accountHolder: values.accountHolder ?? '',
                iban: values.iban ?? '',
                code: values.code ?? '',
              },
            },
      ...Object.fromEntries(PROOFS.map((proof) => [proof, uploads[proof]?.id])),
    };
  };

  const validate = (payload: Record<string, unknown>): CreateTicketRequest | null => {
    const parsed = createTicketRequestSchema.safeParse(payload);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field =
          issue.path[issue.path.length - 1] === 'value'
            ? 'amount'
            : String(issue.path[issue.path.length - 1] ?? 'type');
        found[field] ??= issue.message.includes('.') ? issue.message : SupportMessage.required;
      }
    // The bank checks run even while other fields are missing, so every mistake shows at once.
    const payment = claimPaymentSchema.safeParse(payload.paymentMethod);
    if (isClaim && payment.success)
      for (const problem of claimPaymentProblems({
        payment: payment.data,
        locale: i18n.language,
        isValidIban: isValidIBAN,
      }))
        found[problem.field] = problem.message;
    if (
      parsed.success &&
      parsed.data.type === 'PICKUP' &&
      !isCollectionDateAllowed(parsed.data.collectionDate, today())
    )
      found.collectionDate = SupportMessage.collectionDateInvalid;
    setErrors(found);
    return parsed.success && Object.keys(found).length === 0 ? parsed.data : null;
  };

  const submit = async () => {
    const payload = validate(request());
    if (!payload) return;
    try {
      const created = await create.mutateAsync(payload);
      showSuccessToast(t('support.toast.created', { reference: created.externalReference }));
      navigate(`${paths.supportCenter}/details/${created.id}`);
    } catch (failure) {
      const message = isApiError(failure) ? failure.messages[0] : undefined;
      if (
        message?.field === 'shipmentReference' ||
        message?.error_code?.startsWith('SHIPMENT_') ||
        message?.error_code === 'CANCEL_ALREADY_REQUESTED'
      )
        setErrors({ shipmentReference: message.message });
      else if (message?.field) setErrors({ [message.field.split('.').pop() ?? 'type']: message.message });
      else
        showErrorToast(
          t((message?.message as 'error.default') ?? 'error.default'),
          t('support.toast.submit-error'),
        );
    }
  };
  const errorOf = (name: string) => (errors[name] ? t(errors[name] as 'form.error.required') : undefined);
  const upload = (name: keyof Uploads, label: string) => (
    <AttachmentInput
      label={label}
      value={uploads[name] ?? null}
      onChange={(value) => setUploads((current) => ({ ...current, [name]: value }))}
      onPendingChange={(isPending) => setUploading((count) => count + (isPending ? 1 : -1))}
      error={errors[name]}
      earlier={isClaim ? earlier : []}
    />
  );

  return (
    <Stack
      gap="md"
      component="form"
      {...{ noValidate: true }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      maw={560}
    >
      <Select
        label={t('support.form.type')}
        data={CREATABLE_TICKET_TYPES.map((value) => ({ value, label: t(`support.type.${value}`) }))}
        value={type}
        onChange={(value) => value && setType(value as CreatableTicketType)}
        allowDeselect={false}
      />
      {needsReference || values.shipmentReference ? (
        <TextInput
          label={t('support.form.shipment-reference')}
          required={needsReference}
          value={values.shipmentReference ?? ''}
          onChange={(event) => set('shipmentReference')(event.currentTarget.value)}
          error={errorOf('shipmentReference')}
        />
      ) : null}
      {existing ? (
        <Alert
          color={existing.status === 'AWAITING_INFORMATION' ? 'red' : 'blue'}
          title={t('support.form.existing-title')}
        >
          <Button
            component={Link}
            to={`${paths.supportCenter}/details/${existing.id}`}
            variant="light"
            size="xs"
          >
            {t('support.form.view-details')}
          </Button>
        </Alert>
      ) : null}
      {type === 'CANCEL' ? (
        <Select
          label={t('support.form.cancel-reason')}
          required
          data={CANCEL_REASONS.map((value) => ({ value, label: t(`support.cancel-reason.${value}`) }))}
          value={values.reason ?? null}
          onChange={(value) => set('reason')(value ?? '')}
          error={errorOf('reason')}
        />
      ) : null}
      {isGeneric || isClaim ? (
        <Textarea
          label={t('support.form.reason')}
          required
          rows={3}
          value={values.reason ?? ''}
          onChange={(event) => set('reason')(event.currentTarget.value)}
          error={errorOf('reason')}
        />
      ) : null}
      {isClaim ? (
        <>
          <TextInput
            label={t('support.form.product-description')}
            required
            value={values.productDescription ?? ''}
            onChange={(event) => set('productDescription')(event.currentTarget.value)}
            error={errorOf('productDescription')}
          />
          <NumberInput
            label={t('support.form.amount')}
            required
            min={0}
            decimalScale={2}
            prefix="€ "
            value={amount}
            onChange={setAmount}
            error={errorOf('amount')}
          />
          {upload('proofOfValue', t('support.form.proof-of-value'))}
          {type === 'DAMAGE'
            ? PROOFS.map((proof) => <div key={proof}>{upload(proof, t(`support.form.${proof}`))}</div>)
            : null}
          <Radio.Group
            label={t('support.form.payment-type')}
            required
            value={values.paymentType}
            onChange={set('paymentType')}
          >
            <Stack gap={4} mt={4}>
              <Radio value="BANK" label={t('support.form.bank')} />
              <Radio value="PAYPAL" label="PayPal" />
            </Stack>
          </Radio.Group>
          {values.paymentType === 'PAYPAL' ? (
            <TextInput
              label={t('support.form.paypal-account')}
              required
              type="email"
              value={values.paypal ?? ''}
              onChange={(event) => set('paypal')(event.currentTarget.value)}
              error={errorOf('account')}
            />
          ) : (
            <>
              <TextInput
                label={t('support.form.account-holder')}
                required
                value={values.accountHolder ?? ''}
                onChange={(event) => set('accountHolder')(event.currentTarget.value)}
                error={errorOf('accountHolder')}
              />
              <TextInput
                label={isUk ? t('support.form.account-number') : 'IBAN'}
                required
                value={values.iban ?? ''}
                onChange={(event) => set('iban')(event.currentTarget.value)}
                error={errorOf('iban')}
              />
              <TextInput
                label={isUk ? t('support.form.sort-code') : 'BIC / SWIFT'}
                required
                value={values.code ?? ''}
                onChange={(event) => set('code')(event.currentTarget.value)}
                error={errorOf('code')}
              />
            </>
          )}
        </>
      ) : null}
      {isGeneric || isClaim ? upload('additionalPicture', t('support.form.additional-picture')) : null}
      {type === 'PICKUP' ? (
        <>
          <TextInput
            type="date"
            label={t('support.form.collection-date')}
            required
            min={earliestCollectionDate(today())}
            value={values.collectionDate ?? ''}
            onChange={(event) => set('collectionDate')(event.currentTarget.value)}
            error={errorOf('collectionDate')}
          />
          <Textarea
            label={t('support.form.additional-comments')}
            rows={2}
            value={values.additionalComments ?? ''}
            onChange={(event) => set('additionalComments')(event.currentTarget.value)}
          />
        </>
      ) : null}
      <Button
        type="submit"
        loading={create.isPending}
        disabled={uploading > 0 || existing !== null}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('support.form.submit')}
      </Button>
    </Stack>
  );
};
