-- A client's paid plan. 'pending' while the first charge is being made, 'active' while it runs,
-- 'canceled' when the seller cancelled (it still runs to the period end), then 'ended'; 'failed'
-- when the first charge was refused. At most one pending, active or cancelled subscription per
-- client: a doubled create finds the first one instead of charging again.
CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  tenant_id text NOT NULL,
  plan_code text NOT NULL,
  state text NOT NULL,
  payment_method_id uuid NOT NULL,
  -- Country whose VAT the plan is billed with when the invoicing details give none.
  tax_country text NOT NULL,
  -- The billing period now running: 1 for the first month, 2 after the first renewal …
  period integer NOT NULL DEFAULT 1,
  current_period_start timestamptz,
  current_period_end timestamptz,
  current_billing_amount integer NOT NULL DEFAULT 0,
  retention_discount_periods integer NOT NULL DEFAULT 0,
  retention_discount_used boolean NOT NULL DEFAULT false,
  renewal_attempts integer NOT NULL DEFAULT 0,
  next_renewal_attempt_at timestamptz,
  cancel_reason text,
  cancel_comment text,
  canceled_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subscriptions_one_running_per_client
  ON subscriptions (client_id) WHERE state IN ('pending', 'active', 'canceled');
CREATE INDEX subscriptions_due_idx ON subscriptions (current_period_end) WHERE state IN ('active', 'canceled');

-- Every charge attempt of a subscription. One successful charge per billing period: a renewal run
-- twice, or retried after a crash, cannot bill the same period again.
CREATE TABLE subscription_charges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_id uuid NOT NULL REFERENCES subscriptions (id),
  client_id uuid NOT NULL,
  period integer NOT NULL,
  attempt integer NOT NULL,
  subtotal integer NOT NULL,
  tax_rate numeric(5, 2) NOT NULL,
  tax_total integer NOT NULL,
  total integer NOT NULL,
  status text NOT NULL,
  transaction_id text,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subscription_charges_one_per_attempt ON subscription_charges (subscription_id, period, attempt);
CREATE UNIQUE INDEX subscription_charges_one_success_per_period
  ON subscription_charges (subscription_id, period) WHERE status = 'SUCCEEDED';
CREATE INDEX subscription_charges_client_idx ON subscription_charges (client_id, created_at DESC);
