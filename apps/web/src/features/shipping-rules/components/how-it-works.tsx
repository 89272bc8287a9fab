import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The how-it-works tab: what a rule is, when it runs, and what ASSIGN and OVERWRITE do. */
export const HowItWorks = ({ max }: { max: number }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={760}>
      <Title order={2} size="h4">
        {t('shipping-rules.how.title')}
      </Title>
      <Text size="sm">{t('shipping-rules.how.intro')}</Text>
      <List size="sm" spacing="xs">
        <List.Item>{t('shipping-rules.how.when')}</List.Item>
        <List.Item>{t('shipping-rules.how.conditions')}</List.Item>
        <List.Item>{t('shipping-rules.how.order')}</List.Item>
        <List.Item>{t('shipping-rules.how.assign')}</List.Item>
        <List.Item>{t('shipping-rules.how.overwrite')}</List.Item>
        <List.Item>{t('shipping-rules.how.max', { max })}</List.Item>
      </List>
    </Stack>
  );
};
