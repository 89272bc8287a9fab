import { Card, List, Stack, Text, Title } from '@mantine/core';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import type { AppliedShippingRule } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { usePostSaleText } from './use-post-sale-text.ts';

type Change = AppliedShippingRule['changes'][number];

/**
 * The value a rule set, as the shipment now names it: the service and the saved parcel by name, the
 * warehouse by its city, a declared value as money; a value the shipment no longer holds as the rule had it.
 */
const useChangeValue = (shipment: ShipmentView) => {
  const { i18n } = usePostSaleText();
  return (change: Change) => {
    const { data } = shipment;
    if (change.identifier === 'SERVICE' && data.service?.id === change.value) {
      return `${data.service.carrierName} ${data.service.name}`;
    }
    if (change.identifier === 'PARCEL' && data.parcels[0]?.name) return data.parcels[0].name;
    if (change.identifier === 'WAREHOUSE') {
      return [data.from.company, data.from.city].filter(Boolean).join(', ') || String(change.value);
    }
    if (change.identifier === 'CONTENT_VALUE' && typeof change.value === 'number') {
      return new Intl.NumberFormat(i18n.language, { style: 'currency', currency: data.currency }).format(
        change.value,
      );
    }
    return String(change.value);
  };
};

/** Which shipping rule changed what when the shipment was created; nothing when none did. */
export const AppliedRules = ({ shipment }: { shipment: ShipmentView }) => {
  const { t } = usePostSaleText();
  const changedValue = useChangeValue(shipment);
  const applied = shipment.data.appliedShippingRules ?? [];
  if (applied.length === 0) return null;
  return (
    <Card withBorder component="section" aria-labelledby="applied-rules-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="applied-rules-title">
          {t('post-sale.applied-rules.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('post-sale.applied-rules.hint')}
        </Text>
        <List size="sm" spacing="xs">
          {applied.map((rule) => (
            <List.Item key={rule.ruleId}>
              <Text size="sm" fw={600} component="span">
                {rule.alias}
              </Text>
              <List size="sm" withPadding>
                {rule.changes.map((change) => (
                  <List.Item key={change.identifier}>
                    {t('post-sale.applied-rules.change', {
                      field: t(`shipping-rules.action.${change.identifier}` as never),
                      value: changedValue(change),
                      operation: t(`shipping-rules.operator.${change.operation}` as never),
                    })}
                  </List.Item>
                ))}
              </List>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
};
