package account_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/account"
	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

const (
	ownerEmail    = "owner@example.com"
	ownerPassword = "quiet harbor kettle 42"
	attacker      = "203.0.113.9"
	ownerHome     = "198.51.100.7"
)

// clock is a time the test moves by hand (the server's goroutines read it).
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// service starts the cloud service with the owner's account and a clock the
// test moves; it calls the account service directly to choose addresses.
func service(t *testing.T) (*account.Service, *clock) {
	t.Helper()
	env := apptest.New(t)
	if _, err := env.Client().Register(context.Background(), api.RegisterRequest{
		Email: ownerEmail, Password: ownerPassword, Nickname: "Owner"}); err != nil {
		t.Fatal(err)
	}
	c := &clock{t: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)}
	env.App.Accounts.SetClock(c.now)
	return env.App.Accounts, c
}

func login(s *account.Service, email, password, address string) api.Code {
	_, err := s.Login(context.Background(), api.LoginRequest{Email: email, Password: password}, address)
	var ae *api.Error
	if err == nil {
		return api.CodeOK
	}
	if errors.As(err, &ae) {
		return ae.Code
	}
	return api.CodeInternal
}

// A stranger guessing at an account from one address cannot keep its owner
// out: the owner's correct password from another address still gets in.
func TestAttackerCannotLockOwnerOut(t *testing.T) {
	s, _ := service(t)
	refused := 0
	for i := 0; i < 60; i++ {
		if login(s, ownerEmail, fmt.Sprintf("guess-%d", i), attacker) == api.CodeTooManyRequests {
			refused++
		}
	}
	if refused == 0 {
		t.Fatal("60 quick guesses from one address were never slowed down")
	}
	if code := login(s, ownerEmail, ownerPassword, ownerHome); code != api.CodeOK {
		t.Fatalf("owner from a clean address: code %d, want success", code)
	}
	// The attacker's pair is still waiting, even with the right password.
	if code := login(s, ownerEmail, ownerPassword, attacker); code != api.CodeTooManyRequests {
		t.Fatalf("attacker pair with the right password while delayed: code %d", code)
	}
}

// Failures from one pair are free up to five, then each one more doubles the
// wait, up to a cap; nothing is counted while waiting.
func TestPairIsDelayedProgressively(t *testing.T) {
	s, c := service(t)
	for i := 0; i < 5; i++ {
		if code := login(s, ownerEmail, "wrong", attacker); code != api.CodeBadCredentials {
			t.Fatalf("failure %d: code %d", i+1, code)
		}
	}
	wait := 2 * time.Second
	for round := 0; round < 12; round++ {
		if code := login(s, ownerEmail, "wrong", attacker); code != api.CodeTooManyRequests {
			t.Fatalf("round %d: at once: code %d, want refused", round, code)
		}
		c.advance(wait - time.Millisecond)
		if code := login(s, ownerEmail, "wrong", attacker); code != api.CodeTooManyRequests {
			t.Fatalf("round %d: just before %v: code %d, want refused", round, wait, code)
		}
		c.advance(time.Millisecond)
		if code := login(s, ownerEmail, "wrong", attacker); code != api.CodeBadCredentials {
			t.Fatalf("round %d: after %v: code %d, want a checked guess", round, wait, code)
		}
		wait = min(wait*2, 15*time.Minute)
	}
	if wait != 15*time.Minute {
		t.Fatalf("delay never reached its cap: %v", wait)
	}
	// The owner's right password from the same address, after the wait,
	// clears the pair: the next mistake is free again.
	c.advance(wait)
	if code := login(s, ownerEmail, ownerPassword, attacker); code != api.CodeOK {
		t.Fatalf("right password after the wait: code %d", code)
	}
	if code := login(s, ownerEmail, "typo", attacker); code != api.CodeBadCredentials {
		t.Fatalf("first mistake after a success: code %d", code)
	}
	if code := login(s, ownerEmail, ownerPassword, attacker); code != api.CodeOK {
		t.Fatalf("right password after one mistake: code %d", code)
	}
}

// One address guessing one password at many accounts is limited as an
// address, whatever the accounts; other addresses are not.
func TestSprayingAddressIsLimited(t *testing.T) {
	s, c := service(t)
	sprayer := "2001:db8:1:2::1"
	for i := 0; i < 30; i++ {
		c.advance(3 * time.Second) // slower than the per-address request limit
		if code := login(s, fmt.Sprintf("user%d@example.com", i), "Summer2026!", sprayer); code != api.CodeBadCredentials {
			t.Fatalf("spray %d: code %d", i, code)
		}
	}
	// Another address in the same IPv6 /64 is the same sprayer.
	if code := login(s, "fresh@example.com", "Summer2026!", "2001:db8:1:2::ffff"); code != api.CodeTooManyRequests {
		t.Fatalf("31st account from the same /64: code %d, want refused", code)
	}
	if code := login(s, ownerEmail, ownerPassword, ownerHome); code != api.CodeOK {
		t.Fatalf("owner from elsewhere: code %d", code)
	}
	c.advance(2 * time.Second)
	if code := login(s, "fresh@example.com", "Summer2026!", sprayer); code != api.CodeBadCredentials {
		t.Fatalf("after the address's wait: code %d", code)
	}
	if code := login(s, "other@example.com", "Summer2026!", sprayer); code != api.CodeTooManyRequests {
		t.Fatalf("next spray at once: code %d, want refused", code)
	}
	// A day later the address starts afresh.
	c.advance(25 * time.Hour)
	if code := login(s, "other@example.com", "Summer2026!", sprayer); code != api.CodeBadCredentials {
		t.Fatalf("a day later: code %d", code)
	}
}
