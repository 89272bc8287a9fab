import type { DataExportSection } from '@shipdeck/domain/account/account.schema';
import { customsInvoiceNumberOf } from '@shipdeck/domain/customs/customs.schema';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';

/** Where a page ends: the (created_at, id) of its last row. */
type Cursor = { at: string; id: string };
type PageRow = { id: string; at: string; data: Record<string, unknown> };

/**
 * One section's rows after `cursor`, oldest first: `data` is the row as the seller sees it, without ids,
 * secrets or gateway tokens. Money stays in minor units with its currency, as the API gives it.
 */
type SectionQuery = (clientId: string, after: SQL, limit: number) => SQL;

// The cursor condition of a table aliased `t`; the first page has none.
const afterCursor = (cursor: Cursor | undefined) =>
  cursor ? sql`AND (t.created_at, t.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;

const page = (from: SQL, data: SQL, clientId: string, after: SQL, limit: number) => sql`
  SELECT t.id, to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, ${data} AS data
  FROM ${from} WHERE t.client_id = ${clientId} ${after}
  ORDER BY t.created_at, t.id LIMIT ${limit}`;

const addressData = (kind: string) => sql`json_build_object(
  'kind', ${kind}::text, 'alias', t.alias, 'firstName', t.first_name, 'lastName', t.last_name,
  'company', t.company, 'email', t.email, 'phone', t.phone, 'street1', t.street1, 'street2', t.street2,
  'zipCode', t.zip_code, 'city', t.city, 'state', t.state, 'country', t.alpha2_code, 'createdAt', t.created_at)`;

const SECTIONS: Record<DataExportSection, SectionQuery[]> = {
  addresses: [
    (clientId, after, limit) => page(sql`warehouses t`, addressData('sender'), clientId, after, limit),
    (clientId, after, limit) =>
      page(sql`recipient_addresses t`, addressData('recipient'), clientId, after, limit),
  ],
  parcels: [
    (clientId, after, limit) =>
      page(
        sql`saved_parcels t`,
        sql`json_build_object('name', t.name, 'weightGrams', t.weight_grams, 'lengthCm', t.length_cm,
          'widthCm', t.width_cm, 'heightCm', t.height_cm, 'isDefault', t.is_default, 'createdAt', t.created_at)`,
        clientId,
        after,
        limit,
      ),
  ],
  // The seller's rules in priority order, as the settings page shows them.
  'shipping-rules': [
    (clientId, after, limit) =>
      page(
        sql`shipping_rules t`,
        sql`json_build_object('name', t.alias, 'priority', t.position, 'enabled', t.enabled,
          'conditions', t.conditions, 'actions', t.actions, 'createdAt', t.created_at, 'updatedAt', t.updated_at)`,
        clientId,
        after,
        limit,
      ),
  ],
  // The brand settings (not the logo's bytes), each template as written, and each e-mail's switch. These
  // tables have no id and created_at of their own: a derived id and the last change stand in for them.
  'branded-emails': [
    (clientId, after, limit) =>
      page(
        sql`(SELECT client_id AS id, client_id, updated_at AS created_at, company_name, reply_to_email, logo_id
             FROM brand_settings) t`,
        sql`json_build_object('kind', 'brand-settings', 'companyName', t.company_name,
          'replyToEmail', t.reply_to_email, 'hasLogo', t.logo_id IS NOT NULL, 'updatedAt', t.created_at)`,
        clientId,
        after,
        limit,
      ),
    (clientId, after, limit) =>
      page(
        sql`(SELECT md5(client_id::text || email_type || locale)::uuid AS id, client_id, updated_at AS created_at,
               email_type, locale, subject, body
             FROM branded_email_templates) t`,
        sql`json_build_object('kind', 'template', 'emailType', t.email_type, 'locale', t.locale,
          'subject', t.subject, 'body', t.body, 'updatedAt', t.created_at)`,
        clientId,
        after,
        limit,
      ),
    (clientId, after, limit) =>
      page(
        sql`(SELECT md5(client_id::text || email_type)::uuid AS id, client_id, updated_at AS created_at,
               email_type, is_active
             FROM branded_email_activations) t`,
        sql`json_build_object('kind', 'switch', 'emailType', t.email_type, 'active', t.is_active,
          'updatedAt', t.created_at)`,
        clientId,
        after,
        limit,
      ),
  ],
  // Each ticket with what the seller wrote and was answered, and the names of the files attached.
  'support-tickets': [
    (clientId, after, limit) =>
      page(
        sql`support_tickets t`,
        sql`json_build_object('reference', t.external_reference, 'type', t.type, 'status', t.status,
          'shipmentReference', t.shipment_reference, 'reason', t.reason, 'details', t.details,
          'decisionApproved', t.decision_approved, 'decisionAmount', t.decision_amount,
          'createdAt', t.created_at, 'updatedAt', t.updated_at,
          'messages', (SELECT coalesce(json_agg(json_build_object('fromSupport', m.is_agent, 'body', m.html_body,
              'at', m.created_at) ORDER BY m.created_at, m.id), '[]'::json)
            FROM support_messages m WHERE m.ticket_id = t.id),
          'attachments', (SELECT coalesce(json_agg(json_build_object('name', a.file_name, 'type', a.content_type,
              'bytes', a.size) ORDER BY a.created_at, a.id), '[]'::json)
            FROM support_attachments a WHERE a.ticket_id = t.id))`,
        clientId,
        after,
        limit,
      ),
  ],
  shipments: [
    (clientId, after, limit) =>
      page(
        sql`shipments t`,
        sql`json_build_object('reference', t.reference, 'state', t.state, 'source', t.source,
          'createdAt', t.created_at, 'orderDate', t.order_date, 'carrier', t.carrier_name, 'service', t.service_name,
          'from', t.from_address, 'to', t.to_address, 'parcels', t.parcels, 'content', t.content,
          'price', t.price, 'currency', t.currency, 'collectionDate', t.collection_date,
          'trackings', t.trackings, 'customReference', t.shipment_custom_reference,
          'appliedShippingRules', t.applied_shipping_rules)`,
        clientId,
        after,
        limit,
      ),
  ],
  orders: [
    (clientId, after, limit) =>
      page(
        sql`orders t`,
        sql`json_build_object('reference', t.reference, 'status', t.status, 'createdAt', t.created_at,
          'paymentMethod', t.payment_method, 'paymentType', t.payment_type, 'totalAmount', t.total_amount,
          'currency', t.currency, 'customReference', t.custom_reference, 'refundedAmount', t.refunded_amount,
          'shipments', (SELECT coalesce(json_agg(json_build_object('reference', l.shipment_reference,
            'amount', l.amount, 'status', l.status) ORDER BY l.position), '[]'::json)
            FROM order_shipments l WHERE l.order_id = t.id AND l.client_id = t.client_id))`,
        clientId,
        after,
        limit,
      ),
  ],
  invoices: [
    // Issued documents have an issue time, not a creation time: it orders and pages them.
    (clientId, after, limit) =>
      page(
        sql`(SELECT *, issued_at AS created_at FROM invoices) t`,
        sql`json_build_object('reference', t.reference, 'kind', t.kind, 'issuedAt', t.issued_at,
          'suppliedAt', t.supplied_at, 'for', t.source_reference, 'currency', t.currency,
          'netTotal', t.net_total, 'vatTotal', t.vat_total, 'total', t.total, 'paid', t.paid,
          'seller', t.seller, 'buyer', t.buyer, 'lines', t.lines,
          'pdf', '/api/v1/invoices/' || t.reference || '/pdf')`,
        clientId,
        after,
        limit,
      ),
  ],
  'customs-invoices': [
    (clientId, after, limit) =>
      page(
        sql`customs_invoices t`,
        sql`json_build_object('sequence', t.number, 'issuedOn', t.issued_on, 'status', t.status, 'category', t.category, 'exportReason', t.export_reason,
          'incoterm', t.incoterm, 'totalValue', t.total_value, 'currency', t.currency,
          'recipientTaxId', t.recipient_tax_id, 'items', t.items)`,
        clientId,
        after,
        limit,
      ),
  ],
};

// A customs invoice is shown by its printed number, made from its sequence by the domain's rule.
const toInvoice = ({ sequence, ...invoice }: Record<string, unknown>) => ({
  number: customsInvoiceNumberOf({ number: Number(sequence), issuedOn: String(invoice.issuedOn) }),
  ...invoice,
});

const PAGE_ROWS = 500;

/** Where each of a section's tables ended when it was first read, so a second read sees the same rows. */
export type SectionEnd = (Cursor | null)[];

const upToCursor = (end: Cursor | null | undefined) =>
  end ? sql`AND (t.created_at, t.id) <= (${end.at}::timestamptz, ${end.id}::uuid)` : sql``;

/**
 * A section's rows a page at a time, oldest first, so no read holds the database for long and no
 * section is ever held in memory whole. Given `end` (what a first read returned), it reads exactly the
 * rows that read saw, ignoring rows added since; without, it reads to the end and returns where that was.
 */
export async function* sectionPages(
  db: Db,
  clientId: string,
  section: DataExportSection,
  end?: SectionEnd,
): AsyncGenerator<Record<string, unknown>[], SectionEnd> {
  const reached: SectionEnd = [];
  for (const [index, query] of SECTIONS[section].entries()) {
    if (end && !end[index]) {
      reached.push(null);
      continue;
    }
    let cursor: Cursor | undefined;
    let last: Cursor | null = null;
    for (;;) {
      const bounds = sql`${afterCursor(cursor)} ${upToCursor(end?.[index])}`;
      const result = await db.execute<PageRow>(query(clientId, bounds, PAGE_ROWS));
      const pageRows = (result as unknown as { rows: PageRow[] }).rows;
      const tail = pageRows.at(-1);
      if (tail) last = { at: tail.at, id: tail.id };
      if (pageRows.length > 0) {
        const data = pageRows.map((row) => row.data);
        yield section === 'customs-invoices' ? data.map(toInvoice) : data;
      }
      if (!tail || pageRows.length < PAGE_ROWS) break;
      cursor = { at: tail.at, id: tail.id };
    }
    reached.push(last);
  }
  return reached;
}
