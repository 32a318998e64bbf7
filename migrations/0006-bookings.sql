-- Calls booked with the sales team (app/backend/booking/booking-handler.server.ts). A booking is a lead (its
-- contact details, consent and retention are the lead's) plus the time of the call; it goes
-- when its lead goes (erasure, retention).
CREATE TABLE bookings (
  id bigserial PRIMARY KEY,
  lead_id bigint NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
  -- The event's UID in every invitation, update and cancellation.
  uid text NOT NULL UNIQUE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
  -- iCalendar SEQUENCE: 0 when booked, one more with each change.
  sequence integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per seat taken: a slot has as many seats as the team has people taking calls.
-- The primary key is what makes double booking impossible: two transactions inserting the
-- same (slot, seat) cannot both commit, whatever instance they run on.
CREATE TABLE booking_seats (
  slot_start timestamptz NOT NULL,
  seat integer NOT NULL CHECK (seat >= 1),
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  PRIMARY KEY (slot_start, seat)
);
CREATE INDEX booking_seats_booking ON booking_seats (booking_id);

-- The key that signs each booking's reschedule and cancellation links: made once, here,
-- from the database's random generator, so every instance signs and checks alike.
CREATE TABLE booking_keys (
  id integer PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);
INSERT INTO booking_keys (id, secret)
  VALUES (1, encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'));

-- A booking's update or cancellation is another message of the same kind: the outbox keeps
-- one row per lead, kind and revision (the booking's SEQUENCE), with the event as it was then.
ALTER TABLE outbox ADD COLUMN revision integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN detail jsonb;
ALTER TABLE outbox DROP CONSTRAINT outbox_lead_id_kind_key;
ALTER TABLE outbox ADD CONSTRAINT outbox_lead_kind_revision_key UNIQUE (lead_id, kind, revision);
