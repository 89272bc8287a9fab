import ipaddr from 'ipaddr.js';
import { WEBHOOK_URL_MAX_LENGTH, WebhookMessage } from '../webhook.schema.ts';

export type WebhookUrlCheck = { isAllowed: true; url: URL } | { isAllowed: false; messageKey: string };

/**
 * Whether a delivery may go to this IP address: only ordinary public unicast addresses. Loopback,
 * private (10/8, 172.16/12, 192.168/16), link-local (169.254/16, the cloud metadata address among them;
 * fe80::/10), unique-local (fc00::/7), unspecified (0.0.0.0, ::), carrier-grade NAT, multicast, reserved
 * and documentation ranges are refused, as are IPv6 forms that carry an IPv4 address (mapped, 6to4,
 * NAT64, Teredo) unless the IPv4 one is public. The ranges are ipaddr.js's.
 */
export const isPublicAddress = (address: string): boolean => {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress())
    return isPublicAddress(parsed.toIPv4Address().toString());
  return parsed.range() === 'unicast';
};

/** The host of a URL as an address or a name: IPv6 literals lose their brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The rules of a webhook address that need no DNS: a well-formed https URL (http too only where private
 * targets are allowed: tests and demos), no user name or password in it, and, when the host is an IP
 * address or `localhost`, a public one. Host names are checked again by their DNS answers, at save and
 * at each send.
 */
export const checkWebhookUrl = (input: { url: string; allowPrivateTargets: boolean }): WebhookUrlCheck => {
  if (input.url.length > WEBHOOK_URL_MAX_LENGTH || !URL.canParse(input.url))
    return { isAllowed: false, messageKey: WebhookMessage.UrlInvalid };
  const url = new URL(input.url);
  const schemes = input.allowPrivateTargets ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) return { isAllowed: false, messageKey: WebhookMessage.HttpsOnly };
  if (url.username || url.password || !url.hostname)
    return { isAllowed: false, messageKey: WebhookMessage.UrlInvalid };
  if (input.allowPrivateTargets) return { isAllowed: true, url };
  const host = hostOf(url).toLowerCase();
  const isLocalName = host === 'localhost' || host.endsWith('.localhost');
  if (isLocalName || (ipaddr.isValid(host) && !isPublicAddress(host)))
    return { isAllowed: false, messageKey: WebhookMessage.PrivateAddress };
  return { isAllowed: true, url };
};
