import { type SQL, sql } from 'drizzle-orm';

/**
 * What deleting an account does to each table that holds the client's rows (a `client_id` column).
 * A test fails when a table with client rows is missing here, so a new table gets a decision.
 * - delete: the rows go (personal data, or data of no use once the account is gone).
 * - scrub: the rows stay, emptied of names, addresses, phones and e-mails (statements in `SCRUBS`).
 * - keep-for-tax: invoices, orders and their billing details, which tax law makes us keep.
 * - keep: no personal data (counters, roll-ups, settings, flags, chosen extras), or the outside provider's
 *   own ledger (sandbox_*).
 * Rows of kept tables that belong to a deleted draft shipment go with it, and a running subscription
 * ends (see `scrubStatements`).
 */
export const ERASURE_PLAN = {
  clients: 'scrub',
  users: 'scrub',
  shipments: 'scrub',
  sessions: 'delete',
  api_keys: 'delete',
  own_contracts: 'delete',
  password_reset_tokens: 'delete',
  outbox_events: 'delete',
  mail_outbox: 'delete',
  mail_outbox_attachments: 'delete',
  warehouses: 'delete',
  recipient_addresses: 'delete',
  saved_parcels: 'delete',
  products: 'delete',
  payment_methods: 'delete',
  deferred_payment_verifications: 'delete',
  direct_debit_mandates: 'delete',
  phone_verifications: 'delete',
  client_onboarding: 'delete',
  sms_outbox: 'delete',
  account_data_exports: 'delete',
  idempotent_requests: 'delete',
  webhook_deliveries: 'delete',
  webhook_endpoints: 'delete',
  webhook_cursors: 'delete',
  webhook_shipment_states: 'delete',
  shipment_imports: 'delete',
  shipping_rules: 'delete',
  integration_configurations: 'delete',
  integration_oauth_states: 'delete',
  integration_fulfilments: 'delete',
  branded_email_templates: 'delete',
  branded_email_activations: 'delete',
  brand_settings: 'delete',
  buyer_emails: 'delete',
  seller_mails: 'delete',
  // Claims hold bank or PayPal details; tickets, chats and uploads go with the account.
  support_tickets: 'delete',
  support_messages: 'delete',
  support_attachments: 'delete',
  shipment_tracking_links: 'delete',
  pickups: 'delete',
  pickup_shipments: 'delete',
  orders: 'keep-for-tax',
  order_shipments: 'keep-for-tax',
  order_refunds: 'keep-for-tax',
  customs_invoices: 'keep-for-tax',
  billing_clients: 'keep-for-tax',
  shipment_customs: 'keep-for-tax',
  subscriptions: 'keep-for-tax',
  subscription_charges: 'keep-for-tax',
  invoices: 'keep-for-tax',
  support_refunds: 'keep-for-tax',
  client_features: 'keep',
  shipment_products: 'keep',
  client_capabilities: 'keep',
  shipment_counts: 'keep',
  shipment_carrier_counts: 'keep',
  archive_settings: 'keep',
  volume_estimates: 'keep',
  analytics_daily: 'keep',
  analytics_shipment_facts: 'keep',
  analytics_cursors: 'keep',
  vouchers: 'keep',
  // Which orders used a voucher: no personal data, and a client's uses count against its limits.
  voucher_uses: 'keep',
  sandbox_payment_nonces: 'keep',
  sandbox_payment_challenges: 'keep',
  sandbox_paypal_payments: 'keep',
  sandbox_payment_vault: 'keep',
  sandbox_payment_charges: 'keep',
  sandbox_marketplace_fulfilments: 'keep',
  // Delivery days per lane: no personal data, the counts behind the on-time scores.
  lane_deliveries: 'keep',
  lane_on_time: 'keep',
  // Whether the client shares its delivery counts: a flag; the counts it added stay, as its own do.
  on_time_sharing: 'keep',
  weight_corrections: 'keep',
  weight_correction_days: 'keep',
} as const satisfies Record<string, 'delete' | 'scrub' | 'keep-for-tax' | 'keep'>;

const PERSONAL_ADDRESS_KEYS = sql`ARRAY['firstName', 'lastName', 'company', 'email', 'phone', 'street1', 'street2']`;

/**
 * The statements of the scrubbed tables and of the rows that go with a deleted shipment, in order. A
 * shipment never ordered is a draft and goes; an ordered one stays for its order, without the people
 * in it (country, postcode and city stay: the tax of the line depends on them).
 */
export const scrubStatements = (clientId: string): SQL[] => [
  sql`DELETE FROM shipment_customs c USING shipments s
      WHERE c.client_id = ${clientId} AND s.id = c.shipment_id AND s.order_id IS NULL`,
  sql`DELETE FROM customs_invoices
      WHERE client_id = ${clientId} AND used_by_order_id IS NULL
        AND id NOT IN (SELECT customs_invoice_id FROM shipment_customs WHERE client_id = ${clientId})`,
  sql`DELETE FROM shipment_products p USING shipments s
      WHERE p.client_id = ${clientId} AND s.id = p.shipment_id AND s.order_id IS NULL`,
  sql`DELETE FROM shipments WHERE client_id = ${clientId} AND order_id IS NULL`,
  sql`UPDATE shipments SET
        from_address = from_address - ${PERSONAL_ADDRESS_KEYS}::text[],
        to_address = to_address - ${PERSONAL_ADDRESS_KEYS}::text[],
        recipient_first_name = NULL, recipient_last_name = NULL,
        shipment_custom_reference = NULL, updated_at = now()
      WHERE client_id = ${clientId}`,
  // A running plan ends now, so a deleted account is never charged again; the free text of a
  // cancellation may name people.
  sql`UPDATE subscriptions SET state = 'ended', ended_at = now(), next_renewal_attempt_at = NULL, updated_at = now()
      WHERE client_id = ${clientId} AND state IN ('active', 'canceled')`,
  sql`UPDATE subscriptions SET cancel_comment = NULL WHERE client_id = ${clientId}`,
  sql`UPDATE users SET email = 'deleted-' || id || '@deleted.invalid', first_name = '', last_name = '',
        password_hash = '!deleted', data_processing = false, marketing_emails = false,
        marketing_calls = false, time_zone = NULL, updated_at = now()
      WHERE client_id = ${clientId}`,
  sql`UPDATE clients SET email = 'deleted-' || id || '@deleted.invalid', first_name = '', last_name = '',
        company_name = NULL, phone = NULL, phone_number_verified = false, address = NULL, zip_code = NULL,
        city = NULL, deleted_at = now(), updated_at = now()
      WHERE id = ${clientId}`,
];

/** The tables whose client rows simply go, as one statement each. */
export const deleteStatements = (clientId: string): SQL[] =>
  Object.entries(ERASURE_PLAN)
    .filter(([, action]) => action === 'delete')
    .map(([table]) => sql`DELETE FROM ${sql.identifier(table)} WHERE client_id = ${clientId}`);
