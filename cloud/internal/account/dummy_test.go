package account

import (
	"errors"
	"testing"

	"golang.org/x/crypto/bcrypt"
)

// The hash an unknown e-mail's password is compared with has the cost of a
// real account's hash, bcrypt reads it as one and runs in full (a mismatch,
// not a malformed hash), so a sign-in with an unknown e-mail takes as long
// as one with a wrong password.
func TestDummyHashCostsAsMuchAsARealOne(t *testing.T) {
	for _, cost := range []int{bcrypt.MinCost, 5, 12} {
		s := New(nil, cost)
		if got, err := bcrypt.Cost(s.dummyHash); err != nil || got != cost {
			t.Fatalf("dummy hash cost %d (%v), want %d", got, err, cost)
		}
		if cost > 5 {
			continue // comparing at cost 12 takes a quarter of a second
		}
		real, err := bcrypt.GenerateFromPassword([]byte("quiet harbor kettle 42"), cost)
		if err != nil {
			t.Fatal(err)
		}
		for _, hash := range [][]byte{s.dummyHash, real} {
			if err := bcrypt.CompareHashAndPassword(hash, []byte("a wrong password")); !errors.Is(err, bcrypt.ErrMismatchedHashAndPassword) {
				t.Fatalf("comparing with %s: %v, want a mismatch", hash, err)
			}
		}
	}
	if a, b := New(nil, 5).dummyHash, New(nil, 5).dummyHash; string(a) == string(b) {
		t.Fatal("two services made the same dummy hash")
	}
}
