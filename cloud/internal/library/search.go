package library

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// maxQuery is the longest search, in characters; maxPage the last page asked for.
const (
	maxQuery = 80
	maxPage  = 100000
)

// Search finds the user's live videos whose title holds q, page by page
// from 1.
func (s *Service) Search(ctx context.Context, userID int64, q string, page int) ([]domain.VideoWithOwner, int, error) {
	q = strings.TrimSpace(q)
	if n := utf8.RuneCountInString(q); n == 0 || n > maxQuery || !utf8.ValidString(q) {
		return nil, 0, api.Errorf(api.CodeInvalidParam, "Search for 1 to %d characters", maxQuery)
	}
	if page < 1 || page > maxPage {
		return nil, 0, api.Errorf(api.CodeInvalidParam, "Pages count from 1 to %d", maxPage)
	}
	vs, total, err := s.store.SearchVideos(ctx, userID, q, (page-1)*api.SearchPageSize, api.SearchPageSize)
	if err != nil {
		return nil, 0, err
	}
	out, err := s.withOwner(ctx, userID, vs)
	return out, total, err
}

// Capacity is how many videos the user keeps and may keep (their plan's
// video limit; Basic's when the service has no plan rule).
func (s *Service) Capacity(ctx context.Context, userID int64) (api.Capacity, error) {
	limit := api.BasicVideoLimit
	if s.plans != nil {
		e, err := s.plans.Entitlements(ctx, userID)
		if err != nil {
			return api.Capacity{}, err
		}
		limit = e.VideoLimit
	}
	n, err := s.store.CountVideos(ctx, userID, s.now())
	return api.Capacity{UsedCapacaty: n, UpperCapacity: limit}, err
}
