import { Badge, Stack, Text } from '@mantine/core';
import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import { formatMoney } from '@shipdeck/domain/money/money';
import { useTranslation } from 'react-i18next';

/**
 * Surcharges the carrier may add for these parcels, said before paying: a badge, then each reason
 * with its likely extra cost, so a bulky light parcel does not come back as a correction invoice.
 * The seller's own history speaks too: how often this carrier re-weighed their parcels lately.
 */
export const SurchargeRisks = ({ service }: { service: Service }) => {
  const { t, i18n } = useTranslation();
  const risks = service.surchargeRisks ?? [];
  if (risks.length === 0) return null;
  const kilograms = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Stack gap={2} data-testid="surcharge-risks">
      {/* Outlined: a light badge given a shade paints that shade as its fill, under text of nearly the same red. */}
      <Badge variant="outline" color="red.9" w="fit-content">
        {t('checkout.service.surcharge.badge')}
      </Badge>
      {risks.map((risk) => {
        const amount = formatMoney(risk.extraCost.totalPrice, {
          currency: risk.extraCost.currency,
          locale: i18n.language,
        });
        return (
          <Text key={risk.reason} size="xs" c="red.9">
            {risk.reason === 'WEIGHT_CORRECTIONS'
              ? t(`checkout.service.surcharge.WEIGHT_CORRECTIONS_${risk.scope ?? 'CARRIER'}`, {
                  count: risk.corrections ?? 0,
                  amount,
                  carrier: service.carrierName,
                })
              : t(`checkout.service.surcharge.${risk.reason}`, {
                  amount,
                  billed: kilograms.format(risk.billedKg ?? 0),
                  declared: kilograms.format(risk.declaredKg ?? 0),
                })}
          </Text>
        );
      })}
    </Stack>
  );
};
