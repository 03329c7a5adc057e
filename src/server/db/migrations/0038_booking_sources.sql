-- Where a booking came from (docs/decisions/0121-prefill-and-source-tracking.md): the widget's
-- `source` attribute, the host page's five utm_* parameters and the referrer's origin, as the
-- widget sent them with the booking (at most 100 characters each; the origin 270). NULL when not
-- sent: bookings made by hand, by an older widget, or from a page without them.
ALTER TABLE bookings
  ADD COLUMN source text CHECK (char_length(source) <= 100),
  ADD COLUMN utm_source text CHECK (char_length(utm_source) <= 100),
  ADD COLUMN utm_medium text CHECK (char_length(utm_medium) <= 100),
  ADD COLUMN utm_campaign text CHECK (char_length(utm_campaign) <= 100),
  ADD COLUMN utm_term text CHECK (char_length(utm_term) <= 100),
  ADD COLUMN utm_content text CHECK (char_length(utm_content) <= 100),
  ADD COLUMN referrer_origin text CHECK (char_length(referrer_origin) <= 270);
