import { Alert, Button, Group, PasswordInput, Popover, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  configurationProblems,
  type Integration,
  type IntegrationData,
} from '@shipdeck/domain/integrations/integration.schema';
import { IntegrationActivation } from '@shipdeck/domain/integrations/integration-catalogue';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { requestShopImport } from '../../../shared/events/shop-import-request.ts';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { ErrorState } from '../../../shared/ui/states.tsx';
import { useCreateConfiguration } from '../api/create-configuration.ts';
import { useDeleteConfiguration } from '../api/delete-configuration.ts';
import { useIntegrationsT } from '../hooks/use-integrations-t.ts';

type Field = Integration['fields'][number];

/** A country or region code in the reader's language (Amazon's countries, Temu's region). */
const regionName = (code: string, language: string) => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** The form's starting values: the stored ones when connected, a lone option preselected (Temu's region). */
const initialValues = (integration: Integration): Record<string, string> =>
  Object.fromEntries(
    integration.fields.map((field) => {
      const stored = integration.configuration?.data[field.name];
      if (stored !== undefined) return [field.name, String(stored)];
      return [field.name, field.options?.length === 1 ? field.options[0]! : ''];
    }),
  );

const FieldInput = (props: {
  field: Field;
  value: string;
  error?: string;
  isDisabled: boolean;
  onChange: (value: string) => void;
}) => {
  const { t, i18n } = useIntegrationsT();
  const { field, value, error, isDisabled, onChange } = props;
  const label = t(`integrations.field.${field.name}`, { defaultValue: field.name });
  if (field.kind === 'select')
    return (
      <Select
        label={label}
        data={(field.options ?? []).map((option) => ({
          value: option,
          label: regionName(option, i18n.language),
        }))}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        clearable
        withAsterisk
        error={error}
        disabled={isDisabled}
      />
    );
  const Input = field.kind === 'secret' ? PasswordInput : TextInput;
  return (
    <Input
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputMode={field.kind === 'number' ? 'numeric' : field.kind === 'shop-address' ? 'url' : undefined}
      placeholder={field.kind === 'shop-address' ? 'your-store.myshopify.com' : undefined}
      withAsterisk
      error={error}
      disabled={isDisabled}
    />
  );
};

/**
 * The panel's form of a marketplace: its required fields, checked as the server
 * checks them; connect creates the configuration (or, for an OAuth marketplace, goes to its start-flow
 * with the data); once connected the fields and connect are disabled and deactivate (confirmed) clears it.
 */
export const IntegrationForm = ({ integration }: { integration: Integration }) => {
  const { t, typedT } = useIntegrationsT();
  const navigate = useNavigate();
  const paths = usePrivatePaths();
  const create = useCreateConfiguration();
  const remove = useDeleteConfiguration();
  const [values, setValues] = useState(() => initialValues(integration));
  const [isTouched, setIsTouched] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeactivated, setIsDeactivated] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const isConnected = integration.isConnected && !isDeactivated;
  const problems = configurationProblems(integration as Parameters<typeof configurationProblems>[0], values);
  const errorOf = (field: Field) => {
    const problem = isTouched ? problems.find((item) => item.field === field.name) : undefined;
    if (!problem) return undefined;
    // Amazon's country has no field name in its message.
    const name = t(`integrations.field.${field.name}`, { defaultValue: field.name });
    return translateMessageKey(typedT, problem.messageKey, field.isNamedInError === false ? undefined : name);
  };

  if (hasFailed)
    return (
      <Stack gap="xs">
        <Text fw={600}>{t('integrations.panel.error-title')}</Text>
        <ErrorState
          message={t('integrations.panel.error-subtitle')}
          onRetry={() => {
            setHasFailed(false);
            create.reset();
            remove.reset();
          }}
        />
      </Stack>
    );

  const connect = () => {
    setIsTouched(true);
    if (problems.length > 0) return;
    const data: IntegrationData = Object.fromEntries(
      integration.fields.map((field) => [field.name, values[field.name]!.trim()]),
    );
    if (integration.activation === IntegrationActivation.OAuth) {
      void navigate(paths.integrationStartFlow(integration.alias), { state: { data } });
      return;
    }
    create.mutate(
      { integration: integration.alias, type: 'INBOUND', data },
      {
        onSuccess: () => {
          void navigate(paths.inbox('all'));
          requestShopImport({ integration: integration.alias });
        },
        onError: () => setHasFailed(true),
      },
    );
  };

  const deactivate = () => {
    const identifier = integration.configuration?.identifier;
    if (!identifier) return;
    remove.mutate(identifier, {
      onSuccess: () => {
        setIsConfirming(false);
        setIsDeactivated(true);
        setIsTouched(false);
        setValues(initialValues({ ...integration, configuration: null }));
      },
      onError: () => {
        setIsConfirming(false);
        setHasFailed(true);
      },
    });
  };

  return (
    <Stack gap="md">
      {isDeactivated ? (
        <Alert color="green" role="status">
          {t('integrations.panel.deactivated')}
        </Alert>
      ) : null}
      {integration.configuration?.status === 'UNAUTHORIZED' && !isDeactivated ? (
        <Alert color="red" role="alert">
          {t('integrations.panel.unauthorized')}
        </Alert>
      ) : null}
      {integration.fields.length === 0 ? (
        <Text size="sm">{t('integrations.panel.no-fields', { name: integration.name })}</Text>
      ) : null}
      {/* Where a shop's credentials come from, for the connectors that need one from the shop's admin. */}
      {t(`integrations.help.${integration.alias}`, { defaultValue: '' }) ? (
        <Text size="sm" c="dimmed">
          {t(`integrations.help.${integration.alias}`)}
        </Text>
      ) : null}
      {integration.fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          value={values[field.name] ?? ''}
          error={errorOf(field)}
          isDisabled={isConnected || create.isPending}
          onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
        />
      ))}
      <Group justify="space-between">
        <Button
          onClick={connect}
          loading={create.isPending}
          disabled={isConnected || (isTouched && problems.length > 0)}
        >
          {t('integrations.panel.connect')}
        </Button>
        {isConnected ? (
          <Popover opened={isConfirming} onChange={setIsConfirming} position="top-end" withArrow trapFocus>
            <Popover.Target>
              <Button variant="subtle" color="red" onClick={() => setIsConfirming(true)}>
                {t('integrations.panel.deactivate')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="xs">
                <Text size="sm">
                  {t('integrations.panel.deactivate-confirm', { name: integration.name })}
                </Text>
                <Group justify="flex-end" gap="xs">
                  <Button variant="default" size="xs" onClick={() => setIsConfirming(false)}>
                    {t('integrations.panel.cancel')}
                  </Button>
                  <Button color="red" size="xs" loading={remove.isPending} onClick={deactivate}>
                    {t('integrations.panel.deactivate')}
                  </Button>
                </Group>
              </Stack>
            </Popover.Dropdown>
          </Popover>
        ) : null}
      </Group>
    </Stack>
  );
};
