package account

import (
	"testing"

	"golang.org/x/crypto/bcrypt"
)

// The hash an unknown e-mail's password is compared with is made in the
// background, and it costs what a real account's hash costs, so a sign-in
// with an unknown e-mail takes as long as one with a wrong password.
func TestDummyHashCostsAsMuchAsARealOne(t *testing.T) {
	s := New(nil, 5)
	cost, err := bcrypt.Cost(s.dummyHash())
	if err != nil || cost != 5 {
		t.Fatalf("dummy hash cost %d (%v), want 5", cost, err)
	}
	if bcrypt.CompareHashAndPassword(s.dummyHash(), []byte("not-a-real-password")) != nil {
		t.Fatal("the dummy hash is not a bcrypt hash of its password")
	}
}
