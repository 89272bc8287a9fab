import { lookup } from 'node:dns/promises';

/** A host name's addresses, as `dns.lookup(name, { all: true })` gives them. */
export type HostLookup = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

/** What the webhooks module takes from outside: a clock and a resolver, which tests replace. */
export type WebhookDependencies = {
  now: () => Date;
  lookup: HostLookup;
};

export const defaultWebhookDependencies: WebhookDependencies = {
  now: () => new Date(),
  lookup: (hostname) => lookup(hostname, { all: true, verbatim: true }),
};
