-- +goose Up
-- Stripe's side of a paid plan. stripe_customers ties a user to the one
-- Stripe customer made for them (every purchase call acts on it alone);
-- stripe_subscriptions ties each subscription made for a user back to them
-- (webhooks name the subscription); stripe_events holds the ids of the
-- webhook events already applied, so a replayed event changes nothing.
CREATE TABLE stripe_customers (
    user_id     BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    customer_id TEXT NOT NULL UNIQUE,
    created_at  TIMESTAMPTZ NOT NULL
);

CREATE TABLE stripe_subscriptions (
    subscription_id TEXT PRIMARY KEY,
    user_id         BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at      TIMESTAMPTZ NOT NULL
);
CREATE INDEX stripe_subscriptions_user ON stripe_subscriptions (user_id, created_at);

CREATE TABLE stripe_events (
    event_id   TEXT PRIMARY KEY,
    type       TEXT NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL
);

-- +goose Down
DROP TABLE stripe_events;
DROP TABLE stripe_subscriptions;
DROP TABLE stripe_customers;
