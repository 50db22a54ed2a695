package httpapi_test

import (
	"context"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
)

// grantPremium makes a user Premium, as `reelroom admin grant-premium`
// does, with no end: viewers may then download the videos they let them.
func grantPremium(t *testing.T, env *apptest.Env, userID int64) {
	t.Helper()
	if _, err := env.App.Plans.GrantPremium(context.Background(), userID, 0); err != nil {
		t.Fatal(err)
	}
}
