import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { phonePrefixOf } from '@shipdeck/domain/geo/phone-prefixes';
import {
  canSubmitPlatforms,
  isPhoneAsked,
  NO_STORE,
  ONBOARDING_ECOMMERCES,
  ONBOARDING_MARKETPLACES,
  OTHER_PLATFORM,
} from '@shipdeck/domain/onboarding/onboarding-platforms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { useUpdateClientOnboarding } from '../api/update-client-onboarding.ts';
import { PlatformQuestion } from './platform-question.tsx';

/** The first store chosen that has an integration page, for the completed step's connect button. */
const storeToConnect = (choices: string[]) =>
  choices.find((choice) => choice !== NO_STORE && choice !== OTHER_PLATFORM);

/** Where the seller sells: e-commerce platforms and marketplaces, and a phone once it sells somewhere. */
export const PlatformsStep = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePrivatePaths();
  const init = useInit();
  const save = useUpdateClientOnboarding();
  const [ecommerces, setEcommerces] = useState<string[]>([]);
  const [marketplaces, setMarketplaces] = useState<string[]>([]);
  const [prefix, setPrefix] = useState(phonePrefixOf(init.client.alpha2Code) ?? '');
  const [number, setNumber] = useState('');
  const choices = { ecommerces, marketplaces };
  const isPhoneShown = isPhoneAsked(choices);
  const isPrefixMissing = isPhoneShown && prefix.trim() === '';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmitPlatforms(choices) || isPrefixMissing) return;
    const phone = isPhoneShown
      ? { prefix: prefix.trim(), ...(number.trim() ? { number: number.trim() } : {}) }
      : undefined;
    save.mutate(
      { ecommerces, marketplaces, ...(phone ? { phone } : {}) },
      {
        onSuccess: () => {
          const connect = storeToConnect([...ecommerces, ...marketplaces]);
          void navigate(
            `${paths.onboarding('completed')}${connect ? `?connect=${encodeURIComponent(connect)}` : ''}`,
          );
        },
        onError: () => showErrorToast(t('onboarding.platforms.try-again-later')),
      },
    );
  };

  return (
    <form aria-label={t('onboarding.steps.platforms')} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('onboarding.steps.platforms')}</Title>
          <Text c="dimmed">{t('onboarding.platforms.intro')}</Text>
        </Stack>
        <PlatformQuestion
          legend={t('onboarding.platforms.ecommerces')}
          noStoreLabel={t('onboarding.platforms.no-ecommerce')}
          integrations={ONBOARDING_ECOMMERCES}
          chosen={ecommerces}
          onChange={setEcommerces}
        />
        <PlatformQuestion
          legend={t('onboarding.platforms.marketplaces')}
          noStoreLabel={t('onboarding.platforms.no-marketplace')}
          integrations={ONBOARDING_MARKETPLACES}
          chosen={marketplaces}
          onChange={setMarketplaces}
        />
        {isPhoneShown ? (
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('onboarding.platforms.phone-prefix')}
              required
              value={prefix}
              onChange={(event) => setPrefix(event.currentTarget.value)}
              error={
                isPrefixMissing
                  ? t('form.error.required', { field: t('onboarding.platforms.phone-prefix') })
                  : undefined
              }
              w={120}
            />
            <TextInput
              label={t('onboarding.platforms.phone-number')}
              description={t('onboarding.platforms.phone-hint')}
              inputMode="numeric"
              value={number}
              onChange={(event) => setNumber(event.currentTarget.value.replace(/\D/g, ''))}
            />
          </Group>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={!canSubmitPlatforms(choices) || isPrefixMissing}
            loading={save.isPending}
          >
            {t('onboarding.platforms.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
