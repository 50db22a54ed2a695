package client

import (
	"context"
	"net/url"

	"github.com/reelroom/reelroom/shared/api"
)

// TeamList is the caller's workspaces, each with the rooms the caller joined.
func (c *Client) TeamList(ctx context.Context) (api.TeamList, error) {
	var l api.TeamList
	return l, c.do(ctx, "GET", "/team/list", nil, nil, &l)
}

// TeamCreate makes a workspace owned by the caller.
func (c *Client) TeamCreate(ctx context.Context, name string) (api.Team, error) {
	var t api.Team
	return t, c.do(ctx, "POST", "/team/create", nil, api.TeamCreateRequest{Name: name}, &t)
}

// ChannelCreate makes a room in a workspace; the caller joins it as its creator.
func (c *Client) ChannelCreate(ctx context.Context, req api.ChannelCreateRequest) (api.Channel, error) {
	var ch api.Channel
	return ch, c.do(ctx, "POST", "/channel/create", nil, req, &ch)
}

// ChannelDelete deletes room id.
func (c *Client) ChannelDelete(ctx context.Context, id int64) error {
	return c.do(ctx, "DELETE", idPath("/channel/delete/", id), nil, nil, nil)
}

// ChannelVideos is the first page of room id's videos, newest first.
func (c *Client) ChannelVideos(ctx context.Context, id int64) (api.ChannelVideos, error) {
	var v api.ChannelVideos
	return v, c.do(ctx, "GET", idPath("/channel/video/list/", id), url.Values{"page": {"1"}}, nil, &v)
}
