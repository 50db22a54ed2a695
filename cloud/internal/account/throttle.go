package account

import (
	"context"
	"fmt"
	"net"
	"time"

	"github.com/reelroom/reelroom/shared/api"
)

// Sign-in throttling. Failures are counted in the database, so every
// instance behind a load balancer sees the same counts, per (account,
// address) pair and per address across all accounts. Only the pair that
// failed is slowed down: an owner signing in from another address is never
// held up by a stranger guessing at the same account, and a correct password
// from the pair itself clears the pair.
const (
	pairFreeFailures    = 5                // failures from one pair before any delay
	addressFreeFailures = 30               // failures from one address, any accounts, before any delay
	firstDelay          = 2 * time.Second  // the delay after the first counted failure; it doubles
	maxDelay            = 15 * time.Minute // ...up to this
	failureMemory       = 24 * time.Hour   // a count with no failure for this long starts again
)

// anyAccount is the account of the per-address count.
const anyAccount = ""

// addressKey is the address failures are counted against: an IPv4 address,
// or the /64 network of an IPv6 address (one subscriber usually holds a
// whole /64, so counting single IPv6 addresses would be free to dodge).
func addressKey(address string) string {
	ip := net.ParseIP(address)
	if ip == nil {
		return address
	}
	if v4 := ip.To4(); v4 != nil {
		return v4.String()
	}
	return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
}

// delayAfter is how long a key with n failures must wait after its latest:
// nothing up to free failures, then firstDelay doubling with each one more,
// capped at maxDelay.
func delayAfter(n, free int) time.Duration {
	over := n - free
	if over < 0 {
		return 0
	}
	d := firstDelay
	for i := 0; i < over && d < maxDelay; i++ {
		d *= 2
	}
	return min(d, maxDelay)
}

// throttled refuses a sign-in while the pair or the address is waiting out
// its delay. It is checked before the password is, so a waiting key learns
// nothing and costs no bcrypt.
func (s *Service) throttled(ctx context.Context, email, address string) error {
	now := s.now()
	for _, k := range []struct {
		account string
		free    int
	}{{email, pairFreeFailures}, {anyAccount, addressFreeFailures}} {
		f, err := s.store.SignInFailuresOf(ctx, k.account, address)
		if err != nil {
			return err
		}
		if now.Sub(f.LastFailureAt) >= failureMemory {
			continue
		}
		if until := f.LastFailureAt.Add(delayAfter(f.Failures, k.free)); now.Before(until) {
			return waitError(until.Sub(now))
		}
	}
	return nil
}

// failed counts a wrong password against the pair and the address.
func (s *Service) failed(ctx context.Context, email, address string) error {
	now := s.now()
	for _, account := range []string{email, anyAccount} {
		if _, err := s.store.AddSignInFailure(ctx, account, address, now, now.Add(-failureMemory)); err != nil {
			return err
		}
	}
	return nil
}

// succeeded clears the pair; the address keeps its count, so a sprayer
// cannot reset it with an account of its own.
func (s *Service) succeeded(ctx context.Context, email, address string) error {
	return s.store.ClearSignInFailures(ctx, email, address)
}

// pruneFailures drops counts old enough to have started again; called now
// and then from Login so the table does not grow with every sprayed address.
func (s *Service) pruneFailures(ctx context.Context) error {
	return s.store.PruneSignInFailures(ctx, s.now().Add(-failureMemory))
}

func waitError(d time.Duration) error {
	secs := int((d + time.Second - 1) / time.Second)
	return api.Errorf(api.CodeTooManyRequests, "Too many failed sign-ins from this address; try again in %s", fmt.Sprint(time.Duration(secs)*time.Second))
}
