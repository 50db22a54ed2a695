package config

import (
	"fmt"
	"strings"
	"time"
)

// Plans are the cut-offs of the once-only Premium offers.
type Plans struct {
	// GiftBefore is GIFT_BEFORE: accounts made before this date (YYYY-MM-DD,
	// UTC, or an RFC 3339 time) are offered the gift month when on Basic at
	// the video limit; unset: never offered.
	GiftBefore time.Time
	// PrivilegeBefore is PRIVILEGE_BEFORE: accounts made before it may
	// confirm the old-user privilege; unset: nobody may.
	PrivilegeBefore time.Time
}

func plansFromEnv(getenv func(string) string) (Plans, error) {
	var p Plans
	var err error
	if p.GiftBefore, err = cutOff(getenv, "GIFT_BEFORE"); err != nil {
		return p, err
	}
	p.PrivilegeBefore, err = cutOff(getenv, "PRIVILEGE_BEFORE")
	return p, err
}

// cutOff reads a date setting; zero when unset.
func cutOff(getenv func(string) string, name string) (time.Time, error) {
	v := strings.TrimSpace(getenv(name))
	if v == "" {
		return time.Time{}, nil
	}
	if t, err := time.Parse(time.DateOnly, v); err == nil {
		return t.UTC(), nil
	}
	if t, err := time.Parse(time.RFC3339, v); err == nil {
		return t.UTC(), nil
	}
	return time.Time{}, fmt.Errorf("config: %s must be a date such as 2026-01-31, not %q", name, v)
}
