-- +goose Up
-- A user's paid plan as the payment platform last told it (for Stripe,
-- read back from the subscription or from a verified webhook). At most one
-- row per user: plan_type is an api.PlanType (monthly or yearly), platform
-- an api.PaymentPlatform, state an api.SubscriptionState (active,
-- unsubscribed, past_due, incomplete, expired). It gives Premium while its
-- state is active, unsubscribed or past_due and period_end is ahead.
-- source_at is when the platform made the state written (a Stripe event's
-- created time), so an older event arriving late changes nothing.
CREATE TABLE paid_plans (
    user_id    BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    plan_type  TEXT NOT NULL,
    platform   TEXT NOT NULL,
    state      TEXT NOT NULL,
    period_end TIMESTAMPTZ NOT NULL,
    source_at  TIMESTAMPTZ NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);

-- +goose Down
DROP TABLE paid_plans;
