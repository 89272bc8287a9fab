import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import {
  LABELS_EMAIL_NOTE_MAX_LENGTH,
  labelRequestOfPrintFormat,
  sendLabelsEmailSchema,
} from '@shipdeck/domain/shipments/post-sale.schema';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyApiFormErrors } from '../../../shared/forms/api-form-errors.ts';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useSendLabelsEmail } from '../api/send-labels-email.ts';
import { usePostSaleText } from './use-post-sale-text.ts';

/** E-mailed labels come as 4x6 (the default) or combined A4 PDFs, or as ZPL for a thermal printer. */
const EMAIL_FORMATS = ['4x6', 'COMBINED_A4', 'ZPL_203', 'ZPL_300'] as const;
type EmailFormat = (typeof EMAIL_FORMATS)[number];
const emailFormSchema = sendLabelsEmailSchema
  .omit({ format: true, dpi: true })
  .extend({ format: z.enum(EMAIL_FORMATS) });
type FormValues = { mail: string; message: string; format: EmailFormat };
type FormOutput = z.infer<typeof emailFormSchema>;
const FIELDS = ['mail', 'message', 'format'] as const;
const isEmailFormat = (format: string): format is EmailFormat =>
  (EMAIL_FORMATS as readonly string[]).includes(format);

/** Sends the label by e-mail with a message; the recipient's address is suggested. */
export const EmailLabelDialog = ({
  reference,
  suggestedMail,
  opened,
  onClose,
}: {
  reference: string;
  suggestedMail: string;
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = usePostSaleText();
  const { t: tAny } = useTranslation();
  const send = useSendLabelsEmail();
  const [formMessage, setFormMessage] = useState<string>();
  // The user's default print format when it can be mailed (A4 single sheets cannot).
  const userDefault = useInit().user.defaultPrintFormat;
  const defaultFormat: EmailFormat = isEmailFormat(userDefault) ? userDefault : '4x6';
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    mode: 'onTouched',
    resolver: zodResolver(emailFormSchema) as unknown as Resolver<FormValues, unknown, FormOutput>,
    defaultValues: { mail: suggestedMail, message: '', format: defaultFormat },
  });

  useEffect(() => {
    if (opened) {
      reset({ mail: suggestedMail, message: '', format: defaultFormat });
      setFormMessage(undefined);
    }
  }, [opened, suggestedMail, reset, defaultFormat]);

  const fieldError = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    return message ? translateMessageKey(tAny, message) : undefined;
  };

  const submit = handleSubmit(async ({ format, ...note }) => {
    setFormMessage(undefined);
    const request = labelRequestOfPrintFormat(format);
    try {
      await send.mutateAsync({
        reference,
        email: {
          ...note,
          // EMAIL_FORMATS holds no A4, so the request's format is one the e-mail takes.
          format: request.format as Exclude<typeof request.format, 'A4'>,
          ...(request.dpi ? { dpi: request.dpi } : {}),
        },
      });
      showSuccessToast(t('post-sale.details.labels-sent-notification'));
      onClose();
    } catch (error) {
      setFormMessage(applyApiFormErrors(error, setError, FIELDS));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('post-sale.email-dialog.title')} centered>
      <form onSubmit={submit} noValidate aria-label={t('post-sale.email-dialog.title')}>
        <Stack gap="sm">
          {formMessage ? (
            <Alert color="red" variant="light" role="alert">
              {translateMessageKey(tAny, formMessage)}
            </Alert>
          ) : null}
          <TextInput
            label={t('post-sale.email-dialog.mail')}
            type="email"
            required
            autoComplete="email"
            error={fieldError('mail')}
            {...register('mail')}
          />
          <Textarea
            label={t('post-sale.email-dialog.message')}
            required
            rows={3}
            maxLength={LABELS_EMAIL_NOTE_MAX_LENGTH}
            error={fieldError('message')}
            {...register('message')}
          />
          <Controller
            control={control}
            name="format"
            render={({ field }) => (
              <Radio.Group
                label={t('post-sale.email-dialog.format')}
                value={field.value}
                onChange={field.onChange}
              >
                <Group mt={4}>
                  {EMAIL_FORMATS.map((value) => (
                    <Radio key={value} value={value} label={tAny(`post-sale.label-formats.${value}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('post-sale.email-dialog.close')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('post-sale.email-dialog.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
