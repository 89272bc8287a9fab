import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const BENEFITS = ['automate', 'connect', 'track'] as const;

/** The card of what a key lets a seller do (three benefits). */
export const ApiKeyBenefits = () => {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="api-key-benefits-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="api-key-benefits-title">
          {t('generate-api-key.benefits.title')}
        </Title>
        <List spacing="sm">
          {BENEFITS.map((benefit) => (
            <List.Item key={benefit}>
              <Text size="sm" fw={600}>
                {t(`generate-api-key.benefits.${benefit}.title`)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`generate-api-key.benefits.${benefit}.text`)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
};
