package client

import (
	"context"
	"net/url"
	"strconv"

	"github.com/reelroom/reelroom/shared/api"
)

// Register creates an account; the client keeps the new access token.
func (c *Client) Register(ctx context.Context, req api.RegisterRequest) (api.TokenPair, error) {
	var p api.TokenPair
	err := c.do(ctx, "POST", "/auth/register", nil, req, &p)
	c.keep(p, err)
	return p, err
}

// Login signs in; the client keeps the new access token.
func (c *Client) Login(ctx context.Context, req api.LoginRequest) (api.TokenPair, error) {
	var p api.TokenPair
	err := c.do(ctx, "POST", "/auth/login", nil, req, &p)
	c.keep(p, err)
	return p, err
}

// Refresh rotates the token pair; the client keeps the new access token.
func (c *Client) Refresh(ctx context.Context, refreshToken string) (api.TokenPair, error) {
	var p api.TokenPair
	err := c.do(ctx, "POST", "/user/token/refresh", nil, api.RefreshRequest{RefreshToken: refreshToken}, &p)
	c.keep(p, err)
	return p, err
}

func (c *Client) keep(p api.TokenPair, err error) {
	if err == nil {
		c.Token = p.Token
	}
}

// Logout revokes the sign-in on the server.
func (c *Client) Logout(ctx context.Context) error {
	return c.do(ctx, "POST", "/auth/logout", nil, struct{}{}, nil)
}

// UserInfo is the signed-in user.
func (c *Client) UserInfo(ctx context.Context) (api.User, error) {
	var u api.User
	return u, c.do(ctx, "GET", "/user/info", nil, nil, &u)
}

// RecordInit creates a video waiting for its bytes.
func (c *Client) RecordInit(ctx context.Context, req api.RecordInitRequest) (api.RecordInitResponse, error) {
	var r api.RecordInitResponse
	return r, c.do(ctx, "POST", "/v2/record/local/init", nil, req, &r)
}

// RecordComplete finishes an upload and starts processing.
func (c *Client) RecordComplete(ctx context.Context, videoID int64) (api.Video, error) {
	var v api.Video
	return v, c.do(ctx, "POST", "/v2/record/local/complete", nil, api.RecordCompleteRequest{VideoID: videoID}, &v)
}

// VideoList lists the videos in a folder (0 is the root); sort is like "title:asc".
func (c *Client) VideoList(ctx context.Context, pid int64, sort string) (api.FolderList, error) {
	var l api.FolderList
	q := url.Values{}
	if sort != "" {
		q.Set("_sort", sort)
	}
	return l, c.do(ctx, "GET", "/video/list/"+strconv.FormatInt(pid, 10), q, nil, &l)
}

// VideoDetail is one of the user's videos.
func (c *Client) VideoDetail(ctx context.Context, id int64) (api.Video, error) {
	var v api.Video
	return v, c.do(ctx, "GET", "/video/detail/"+strconv.FormatInt(id, 10), nil, nil, &v)
}

// ShareCreate opens a video to a scope and returns its key.
func (c *Client) ShareCreate(ctx context.Context, id int64, scope api.ShareScope) (api.ShareCreateResponse, error) {
	var r api.ShareCreateResponse
	q := url.Values{"scope": {string(scope)}}
	return r, c.do(ctx, "GET", "/video/share/create/"+strconv.FormatInt(id, 10), q, nil, &r)
}

// ShareDetail opens a shared video with its key; no token is needed.
func (c *Client) ShareDetail(ctx context.Context, id int64, key string) (api.Video, error) {
	var v api.Video
	q := url.Values{"share_key": {key}}
	return v, c.do(ctx, "GET", "/video/share/detail/"+strconv.FormatInt(id, 10), q, nil, &v)
}

// VideoDownload asks for a download link of one of the user's videos.
func (c *Client) VideoDownload(ctx context.Context, id int64) (api.VideoDownload, error) {
	var d api.VideoDownload
	return d, c.do(ctx, "GET", "/video/download/"+strconv.FormatInt(id, 10), nil, nil, &d)
}

// RecordCredentials says where a video's upload stands, to resume it.
func (c *Client) RecordCredentials(ctx context.Context, videoID int64) (api.RecordCredentials, error) {
	var r api.RecordCredentials
	return r, c.do(ctx, "POST", "/v2/record/credentials", nil, api.RecordCredentialsRequest{VideoID: videoID}, &r)
}

// RecordDiscard deletes a video whose recording or upload never finished.
func (c *Client) RecordDiscard(ctx context.Context, videoID int64) error {
	return c.do(ctx, "POST", "/v2/record/local/discard", nil, api.RecordDiscardRequest{VideoID: videoID}, nil)
}

// VideoRename sets the title of one of the user's videos.
func (c *Client) VideoRename(ctx context.Context, id int64, name string) (api.Video, error) {
	var v api.Video
	return v, c.do(ctx, "PUT", "/video/rename", nil, api.VideoRenameRequest{ID: id, Name: name}, &v)
}

// HandoffStart registers a desktop app's browser sign-in and gets the user
// code the app shows.
func (c *Client) HandoffStart(ctx context.Context, secret, appInfo string) (api.HandoffStartResponse, error) {
	var r api.HandoffStartResponse
	return r, c.do(ctx, "POST", "/auth/handoff/start", nil, api.HandoffStartRequest{Secret: secret, AppInfo: appInfo}, &r)
}

// HandoffInfo says which app, from where, asks to be signed in.
func (c *Client) HandoffInfo(ctx context.Context, checkUID string) (api.HandoffInfo, error) {
	var r api.HandoffInfo
	return r, c.do(ctx, "GET", "/auth/handoff/info", url.Values{"checkuid": {checkUID}}, nil, &r)
}

// HandoffApprove approves a desktop app's sign-in with the user code it shows.
func (c *Client) HandoffApprove(ctx context.Context, checkUID, userCode string) error {
	return c.do(ctx, "POST", "/auth/handoff/approve", nil, api.HandoffApproveRequest{CheckUID: checkUID, UserCode: userCode}, nil)
}

// HandoffBind binds a desktop app's check UID to the signed-in user.
func (c *Client) HandoffBind(ctx context.Context, checkUID, appInfo string) (api.HandoffBindResponse, error) {
	var r api.HandoffBindResponse
	return r, c.do(ctx, "POST", "/auth/handoff/bind", nil, api.HandoffBindRequest{CheckUID: checkUID, AppInfo: appInfo}, &r)
}

// HandoffExchange redeems a handoff code with the app's secret and keeps the
// token pair it gets.
func (c *Client) HandoffExchange(ctx context.Context, code, secret string) (api.TokenPair, error) {
	var p api.TokenPair
	err := c.do(ctx, "POST", "/auth/handoff/exchange", nil, api.HandoffExchangeRequest{Code: code, Secret: secret}, &p)
	c.keep(p, err)
	return p, err
}

// HandoffPoll asks whether the web sign-in for the app's check UID happened;
// when it did, the token pair is kept.
func (c *Client) HandoffPoll(ctx context.Context, checkUID, secret string) (api.HandoffPollResponse, error) {
	var r api.HandoffPollResponse
	err := c.do(ctx, "POST", "/auth/handoff/poll", nil, api.HandoffPollRequest{CheckUID: checkUID, Secret: secret}, &r)
	if err == nil && r.Status == "done" {
		c.keep(api.TokenPair{Token: r.Token, RefreshToken: r.RefreshToken}, nil)
	}
	return r, err
}
