-- Support centre (ADR 0025): a client's tickets, their chat messages, the files attached to
-- either, the refunds a decided claim gave, and the users who answer tickets from the staff console.
CREATE TABLE support_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id),
  -- What the seller quotes to support, e.g. 'T-7K2Q9XMA'.
  external_reference text NOT NULL UNIQUE,
  type text NOT NULL,
  status text NOT NULL DEFAULT 'NEW',
  shipment_reference text,
  reason text,
  -- The type's own fields: product description, amount, payment details (IBAN or PayPal), collection date…
  details jsonb NOT NULL DEFAULT '{}',
  -- A claim decided by staff: approved or not, and the refund in minor units.
  decision_approved boolean,
  decision_amount bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_tickets_client_updated ON support_tickets (client_id, updated_at DESC, id);
CREATE INDEX support_tickets_client_shipment ON support_tickets (client_id, shipment_reference, type);

CREATE TABLE support_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id),
  ticket_id uuid NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  is_agent boolean NOT NULL,
  -- Sanitised on the server before it is stored.
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_messages_ticket ON support_messages (ticket_id, created_at);

-- An uploaded file, first loose (ticket_id null), then bound to one ticket (in a role) or one message.
CREATE TABLE support_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id),
  ticket_id uuid REFERENCES support_tickets (id) ON DELETE CASCADE,
  message_id uuid REFERENCES support_messages (id) ON DELETE CASCADE,
  role text,
  file_key text NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_attachments_client ON support_attachments (client_id, id);

-- Money given back for an approved claim: listed with the client's transactions.
CREATE TABLE support_refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id),
  ticket_id uuid NOT NULL UNIQUE REFERENCES support_tickets (id),
  reference text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_refunds_client ON support_refunds (client_id, created_at);

-- Users who may open the staff console (the `staff` role).
CREATE TABLE support_staff (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
