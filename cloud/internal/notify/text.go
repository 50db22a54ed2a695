package notify

import (
	"fmt"
	"strings"

	"github.com/reelroom/reelroom/shared/api"
)

// PlainText is a comment as plain text: mentions as @name, links as their
// text (or address), time-points as m:ss.
func PlainText(blocks []api.CommentBlock) string {
	var b strings.Builder
	for _, bl := range blocks {
		switch bl.Type {
		case api.BlockText:
			b.WriteString(bl.Text)
		case api.BlockMention:
			b.WriteString("@" + bl.Text)
		case api.BlockLink:
			if bl.Text != "" {
				b.WriteString(bl.Text)
			} else {
				b.WriteString(bl.URL)
			}
		case api.BlockTimePoint:
			b.WriteString(clock(bl.TimeMs))
		}
	}
	return strings.TrimSpace(b.String())
}

// clock is ms as m:ss.
func clock(ms int64) string {
	s := ms / 1000
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
