-- First-party page views: how often each page of the app is opened, per tenant and day, counted only for
-- users who consented to data processing. A row holds a route pattern and a count, nothing about a person.
CREATE TABLE IF NOT EXISTS page_views_daily (
  tenant_id text NOT NULL,
  day date NOT NULL,
  page text NOT NULL,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  PRIMARY KEY (tenant_id, day, page)
);
