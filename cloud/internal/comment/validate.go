package comment

import (
	"context"
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// Errors in the spec's words where it has them (section 5).
var (
	errEmpty    = api.Errorf(api.CodeInvalidParam, "Comments sent cannot be empty")
	errTooLong  = api.Errorf(api.CodeInvalidParam, "A comment holds at most %d characters", api.MaxCommentText)
	errTooMany  = api.Errorf(api.CodeInvalidParam, "A comment holds at most %d blocks", api.MaxCommentBlocks)
	errBadText  = api.Errorf(api.CodeInvalidParam, "A comment must be valid UTF-8 text without NUL characters")
	errBadLink  = api.Errorf(api.CodeInvalidParam, "A link must be an http or https address")
	errBadTime  = api.Errorf(api.CodeInvalidParam, "A time-point must fall within the video")
	errMention  = api.Errorf(api.CodeInvalidParam, "Only people who can see the video can be mentioned")
	errBadBlock = api.Errorf(api.CodeInvalidParam, "Unknown comment block type")
)

// checkBlocks validates a comment's blocks for video v, and answers them
// as stored: only the fields of each block's type, mentions named by the
// user's nickname. Text is kept as given: clients render it as text.
func (s *Service) checkBlocks(ctx context.Context, v domain.Video, in []api.CommentBlock) ([]api.CommentBlock, error) {
	if len(in) > api.MaxCommentBlocks {
		return nil, errTooMany
	}
	out := make([]api.CommentBlock, 0, len(in))
	chars, visible := 0, false
	var allowed []int64 // who may be mentioned, loaded at the first mention
	for _, b := range in {
		if !cleanText(b.Text) || !cleanText(b.URL) {
			return nil, errBadText
		}
		var err error
		switch b.Type {
		case api.BlockText:
			b = api.CommentBlock{Type: b.Type, Text: b.Text}
			visible = visible || strings.TrimSpace(b.Text) != ""
		case api.BlockLink:
			b, err = api.CommentBlock{Type: b.Type, Text: b.Text, URL: b.URL}, checkLink(b.URL)
		case api.BlockTimePoint:
			b, err = api.CommentBlock{Type: b.Type, TimeMs: b.TimeMs}, checkTime(v, b.TimeMs)
		case api.BlockMention:
			if allowed == nil {
				allowed, err = s.mentionable(ctx, v)
			}
			if err == nil {
				b, err = s.mention(ctx, allowed, b.UserID)
			}
		default:
			err = errBadBlock
		}
		if err != nil {
			return nil, err
		}
		visible = visible || b.Type != api.BlockText
		chars += utf8.RuneCountInString(b.Text) + utf8.RuneCountInString(b.URL)
		out = append(out, b)
	}
	if chars > api.MaxCommentText {
		return nil, errTooLong
	}
	if !visible {
		return nil, errEmpty
	}
	return out, nil
}

func cleanText(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsRune(s, 0)
}

func checkLink(raw string) error {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return errBadLink
	}
	return nil
}

// checkTime accepts a moment from 0 to v's duration (any when the duration
// is not known yet).
func checkTime(v domain.Video, ms int64) error {
	if ms < 0 || (v.DurationMs > 0 && ms > v.DurationMs) {
		return errBadTime
	}
	return nil
}

// mention is a mention of user id, who must be one of allowed (see
// mentionable).
func (s *Service) mention(ctx context.Context, allowed []int64, id int64) (api.CommentBlock, error) {
	if !slices.Contains(allowed, id) {
		return api.CommentBlock{}, errMention
	}
	u, err := s.store.UserByID(ctx, id)
	if err != nil {
		return api.CommentBlock{}, err
	}
	return api.CommentBlock{Type: api.BlockMention, UserID: id, Text: u.Nickname}, nil
}

// playedTime is a comment's played time as stored: -1 or 0 mean none.
func playedTime(v domain.Video, ms int64) (int64, error) {
	if ms == 0 || ms == api.NoPlayedTime {
		return api.NoPlayedTime, nil
	}
	if err := checkTime(v, ms); err != nil {
		return 0, api.Errorf(api.CodeInvalidParam, "The played time must fall within the video")
	}
	return ms, nil
}
