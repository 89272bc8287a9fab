import { isIP } from 'node:net';
import { checkWebhookUrl, hostOf, isPublicAddress } from '@shipdeck/domain/webhooks/rules/webhook-url';
import { WebhookMessage } from '@shipdeck/domain/webhooks/webhook.schema';
import type { HostLookup } from './webhook-dependencies.ts';

/** Where a delivery may go: the URL and the one address, checked, its connection is pinned to. */
export type WebhookTarget =
  | { isAllowed: true; url: URL; address: string; family: 4 | 6 }
  | { isAllowed: false; messageKey: string; isUnresolved?: boolean };

/**
 * Checks a webhook URL and the addresses its host name resolves to (every one must be public, unless
 * private targets are allowed), and picks the address to connect to. Run at save and again at each send,
 * whose connection goes to that address only: a DNS answer that changes between the check and the
 * connection (rebinding) cannot send the request anywhere else.
 */
export const resolveWebhookTarget = async (input: {
  url: string;
  allowPrivateTargets: boolean;
  lookup: HostLookup;
}): Promise<WebhookTarget> => {
  const check = checkWebhookUrl(input);
  if (!check.isAllowed) return check;
  const host = hostOf(check.url);
  const literal = isIP(host);
  if (literal) return { isAllowed: true, url: check.url, address: host, family: literal === 6 ? 6 : 4 };
  let answers: Array<{ address: string; family: number }>;
  try {
    answers = await input.lookup(host);
  } catch {
    answers = [];
  }
  const [first] = answers;
  if (!first) return { isAllowed: false, messageKey: WebhookMessage.Unresolvable, isUnresolved: true };
  if (!input.allowPrivateTargets && answers.some((answer) => !isPublicAddress(answer.address)))
    return { isAllowed: false, messageKey: WebhookMessage.PrivateAddress };
  return { isAllowed: true, url: check.url, address: first.address, family: first.family === 6 ? 6 : 4 };
};
