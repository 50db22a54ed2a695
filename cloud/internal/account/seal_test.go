package account

import (
	"strings"
	"testing"

	"github.com/reelroom/reelroom/shared/api"
)

// The sealed pair opens only with the old refresh token and on its own row,
// and does not hold the tokens in the clear.
func TestSealedPairNeedsTheOldRefreshToken(t *testing.T) {
	old := randomToken()
	pair := api.TokenPair{Token: randomToken(), RefreshToken: randomToken()}
	sealed, err := sealPair(old, hashToken(old), pair)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(sealed, pair.Token) || strings.Contains(sealed, pair.RefreshToken) {
		t.Fatal("sealed pair holds a token in the clear")
	}
	if got, err := openPair(old, hashToken(old), sealed); err != nil || got != pair {
		t.Fatalf("open with the old refresh token: %+v, %v", got, err)
	}
	if _, err := openPair(hashToken(old), hashToken(old), sealed); err == nil {
		t.Fatal("opened with the refresh hash the database keeps")
	}
	if _, err := openPair(old, hashToken("another row"), sealed); err == nil {
		t.Fatal("opened on another row")
	}
}
