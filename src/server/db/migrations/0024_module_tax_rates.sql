-- Prices with tax (docs/decisions/0083-tax-lines-rounded-per-line.md): whether the catalogue's
-- amounts include the tax, and the rates, in basis points of a percent (1000 = 10 %). No
-- transport rate (NULL, every existing module) is today's behaviour: one gross total, no tax
-- shown. No options rate: options take the transport rate.
ALTER TABLE modules
  ADD COLUMN prices_include_tax boolean NOT NULL DEFAULT true,
  ADD COLUMN transport_tax_rate integer CHECK (transport_tax_rate BETWEEN 0 AND 10000),
  ADD COLUMN options_tax_rate integer CHECK (options_tax_rate BETWEEN 0 AND 10000);
