import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEndpointInput,
  webhookEndpointInputSchema,
} from '@shipdeck/domain/webhooks/webhook.schema';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyApiFormErrors } from '../../../shared/forms/api-form-errors.ts';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';

const FIELDS = ['url', 'events', 'description'] as const;

/** The new endpoint form: an https address, the events it wants (all ticked at first), a description. */
export const WebhookForm = ({ onSubmit }: { onSubmit: (values: WebhookEndpointInput) => Promise<void> }) => {
  const { t } = useTranslation();
  const [formMessage, setFormMessage] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WebhookEndpointInput>({
    mode: 'onTouched',
    resolver: zodResolver(webhookEndpointInputSchema),
    defaultValues: { url: '', events: [...WEBHOOK_EVENT_TYPES], description: '' },
  });
  const errorOf = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    return message ? translateMessageKey(t, message, t(`webhooks.form.${field}`)) : undefined;
  };

  const submit = handleSubmit(async (values) => {
    setFormMessage(undefined);
    try {
      await onSubmit(values);
      reset();
    } catch (error) {
      setFormMessage(applyApiFormErrors(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('webhooks.form.title')}>
      <Stack gap="sm">
        {formMessage ? (
          <Alert color="red" variant="light" role="alert">
            {translateMessageKey(t, formMessage)}
          </Alert>
        ) : null}
        <TextInput
          label={t('webhooks.form.url')}
          description={t('webhooks.form.url-hint')}
          placeholder="https://example.com/shipdeck-events"
          required
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          error={errorOf('url')}
          {...register('url')}
        />
        <Controller
          control={control}
          name="events"
          render={({ field }) => (
            <Checkbox.Group
              label={t('webhooks.form.events')}
              value={field.value}
              onChange={field.onChange}
              error={errorOf('events')}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <Checkbox key={type} value={type} label={`${type} · ${t(`webhooks.events.${type}`)}`} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <TextInput
          label={t('webhooks.form.description')}
          maxLength={200}
          error={errorOf('description')}
          {...register('description')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('webhooks.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
