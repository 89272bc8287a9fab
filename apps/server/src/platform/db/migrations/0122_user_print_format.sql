-- Each user's default print format (ADR 0026): a PDF layout or ZPL for a 203 or 300 dpi
-- thermal printer. Per user, not per client: it belongs to the person at the printer.
ALTER TABLE users ADD COLUMN default_print_format text NOT NULL DEFAULT '4x6';
ALTER TABLE users ADD CONSTRAINT users_default_print_format_check
  CHECK (default_print_format IN ('A4', '4x6', 'COMBINED_A4', 'ZPL_203', 'ZPL_300'));
