-- A payment source approved by the payer (3-D Secure, PayPal) is approved for one amount in one
-- currency, as real gateways do: the sandbox gateway records what was approved on the nonce and
-- charges it only for that amount, once.
ALTER TABLE sandbox_payment_challenges ADD COLUMN currency text NOT NULL DEFAULT 'EUR';
ALTER TABLE sandbox_paypal_payments ADD COLUMN currency text NOT NULL DEFAULT 'EUR';
ALTER TABLE sandbox_payment_nonces ADD COLUMN authorised_amount integer;
ALTER TABLE sandbox_payment_nonces ADD COLUMN authorised_currency text;
