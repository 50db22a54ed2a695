package config

import (
	"testing"
	"time"
)

// GIFT_BEFORE and PRIVILEGE_BEFORE are dates or RFC 3339 times; unset is
// zero (never offered), anything else is refused.
func TestPlanCutOffs(t *testing.T) {
	env := map[string]string{"GIFT_BEFORE": "2026-01-31", "PRIVILEGE_BEFORE": "2025-06-01T08:00:00+02:00"}
	c, err := FromEnv(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	if !c.Plans.GiftBefore.Equal(time.Date(2026, 1, 31, 0, 0, 0, 0, time.UTC)) ||
		!c.Plans.PrivilegeBefore.Equal(time.Date(2025, 6, 1, 6, 0, 0, 0, time.UTC)) {
		t.Fatalf("cut-offs %+v", c.Plans)
	}
	if c, err := FromEnv(func(string) string { return "" }); err != nil || !c.Plans.GiftBefore.IsZero() || !c.Plans.PrivilegeBefore.IsZero() {
		t.Fatalf("unset: %+v, %v", c.Plans, err)
	}
	env["GIFT_BEFORE"] = "last year"
	if _, err := FromEnv(func(k string) string { return env[k] }); err == nil {
		t.Fatal("a date that is none accepted")
	}
}
