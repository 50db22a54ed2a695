package comment

import (
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// Wire is the page as clients see it.
func (p Page) Wire() api.CommentHistory {
	out := api.CommentHistory{Comments: make([]api.Comment, len(p.Comments)), HasMore: p.HasMore}
	for i, v := range p.Comments {
		out.Comments[i] = v.Wire()
	}
	return out
}

// Wire is the comment as clients see it, in the history and in live events.
func (v View) Wire() api.Comment {
	date := v.CreatedAt.Unix()
	info := api.CommentInfo{
		ID: v.ID, Content: blocksOrEmpty(v.Blocks), Date: date, Name: v.Author.Nickname, Avatar: v.Author.Avatar,
		Time: v.PlayedMs, Edited: v.UpdatedAt.After(v.CreatedAt), User: commentUser(v.Author),
	}
	if v.Quote != nil {
		q := &api.CommentQuote{ID: v.Quote.ID, Blocks: blocksOrEmpty(v.Quote.Blocks), Status: api.CommentLive,
			User: commentUser(v.Quote.Author)}
		if v.Quote.DeletedAt != nil {
			q.Status, q.Blocks = api.CommentDeleted, []api.CommentBlock{}
		}
		info.Quote = q
	}
	return api.Comment{Info: info, TimeStamp: date, PlayedTime: v.PlayedMs, BeReplied: v.Replied}
}

func commentUser(u domain.User) api.CommentUser {
	return api.CommentUser{ID: u.ID, Nickname: u.Nickname}
}

func blocksOrEmpty(bs []api.CommentBlock) []api.CommentBlock {
	if bs == nil {
		return []api.CommentBlock{}
	}
	return bs
}
