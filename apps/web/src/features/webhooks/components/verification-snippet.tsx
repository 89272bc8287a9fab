import { Code, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How a receiver checks a delivery's Shipdeck-Signature header (the same snippet as in ADR 0017). */
export const VERIFICATION_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (a string), before any JSON parsing.
function verifyShipdeckSignature(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// verifyShipdeckSignature(rawBody, request.headers['shipdeck-signature'], 'whsec_…')`;

export const VerificationSnippet = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="webhooks-verify-title">
        {t('webhooks.verify.title')}
      </Title>
      <Text size="sm">{t('webhooks.verify.intro')}</Text>
      <Code block aria-labelledby="webhooks-verify-title">
        {VERIFICATION_SNIPPET}
      </Code>
    </Stack>
  );
};
