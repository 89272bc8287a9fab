import { cooldownParts } from '@shipdeck/domain/phone-verification/rules/cooldown-text';
import type { TFunction } from 'i18next';

/** "1 min 05 s", or "45 s" under a minute. */
export const cooldownLabel = (t: TFunction, ms: number) => {
  const { minutes, seconds } = cooldownParts(ms);
  return minutes > 0
    ? t('phone-verification.cooldown.minutes', { minutes, seconds: String(seconds).padStart(2, '0') })
    : t('phone-verification.cooldown.seconds', { seconds });
};
