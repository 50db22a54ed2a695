package video

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// ViewWindow is how long one viewer's views of a video count as one.
const ViewWindow = 30 * time.Minute

// Client is where a request came from, to tell anonymous viewers apart.
type Client struct {
	Address   string
	UserAgent string
}

// viewer is who a view counts for. A signed-in user is their id, also when
// they open the video through a share link. An anonymous viewer is a hash of
// the client address and User-Agent: the address is not stored as such, and
// people behind one address with the same browser count as one viewer.
func viewer(a access.Actor, c Client) string {
	if a.UserID != 0 {
		return "user:" + strconv.FormatInt(a.UserID, 10)
	}
	sum := sha256.Sum256([]byte(c.Address + "\n" + c.UserAgent))
	return "client:" + hex.EncodeToString(sum[:])
}

// countView counts a view of v when it plays and a is not its owner, at
// most once per viewer per ViewWindow; v.Views follows.
func (s *Service) countView(ctx context.Context, a access.Actor, c Client, v *domain.Video) error {
	if v.Status != api.VideoOK || a.UserID == v.UserID {
		return nil
	}
	now := s.now()
	counted, err := s.store.CountView(ctx, v.ID, viewer(a, c), now, now.Add(-ViewWindow))
	if counted {
		v.Views++
	}
	return err
}
