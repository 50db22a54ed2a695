package client

import (
	"context"
	"net/url"
	"strconv"

	"github.com/reelroom/reelroom/shared/api"
)

func idPath(prefix string, id int64) string { return prefix + strconv.FormatInt(id, 10) }

// keyQuery is the share_key query of a viewer's call; none when key is "".
func keyQuery(key string) url.Values {
	if key == "" {
		return nil
	}
	return url.Values{"share_key": {key}}
}

// VideoDetailWithKey opens a video with a key that reaches it (its own or a
// shared folder's); the client's token, if any, goes along.
func (c *Client) VideoDetailWithKey(ctx context.Context, id int64, key string) (api.Video, error) {
	var v api.Video
	return v, c.do(ctx, "GET", idPath("/video/detail/", id), keyQuery(key), nil, &v)
}

// VideoDownloadWithKey asks for a download link of a video opened with a key.
func (c *Client) VideoDownloadWithKey(ctx context.Context, id int64, key string) (api.VideoDownload, error) {
	var d api.VideoDownload
	return d, c.do(ctx, "GET", idPath("/video/download/", id), keyQuery(key), nil, &d)
}

// ShareList lists a video's live links (its owner only).
func (c *Client) ShareList(ctx context.Context, id int64) (api.ShareList, error) {
	var l api.ShareList
	return l, c.do(ctx, "GET", idPath("/video/share/list/", id), nil, nil, &l)
}

// ShareUpdate changes a video's link.
func (c *Client) ShareUpdate(ctx context.Context, id int64, req api.ShareUpdateRequest) (api.Share, error) {
	var s api.Share
	return s, c.do(ctx, "PUT", idPath("/video/share/update/", id), nil, req, &s)
}

// ShareRevoke deletes a video's link.
func (c *Client) ShareRevoke(ctx context.Context, id int64) error {
	return c.do(ctx, "DELETE", idPath("/video/share/revoke/", id), nil, nil, nil)
}

// VideoFork saves a copy of a video opened with a key into My Videos.
func (c *Client) VideoFork(ctx context.Context, req api.VideoForkRequest) (api.Video, error) {
	var v api.Video
	return v, c.do(ctx, "POST", "/video/fork", nil, req, &v)
}

// FolderShareCreate gives a folder a link.
func (c *Client) FolderShareCreate(ctx context.Context, id int64) (api.FolderShare, error) {
	var s api.FolderShare
	return s, c.do(ctx, "PUT", idPath("/folder/share/create/", id), nil, struct{}{}, &s)
}

// FolderShareUpdate turns a folder's link, or saving and download through
// it, on or off.
func (c *Client) FolderShareUpdate(ctx context.Context, id int64, req api.FolderShareUpdateRequest) (api.FolderShare, error) {
	var s api.FolderShare
	return s, c.do(ctx, "PUT", idPath("/folder/share/update/", id), nil, req, &s)
}

// FolderShareRevoke deletes a folder's link.
func (c *Client) FolderShareRevoke(ctx context.Context, id int64) (api.FolderShare, error) {
	var s api.FolderShare
	return s, c.do(ctx, "PUT", idPath("/folder/share/revoke/", id), nil, struct{}{}, &s)
}

// FolderShareDetail opens a shared folder, or one below it, with the shared
// folder's key; no token is needed.
func (c *Client) FolderShareDetail(ctx context.Context, id int64, key string) (api.SharedFolder, error) {
	var f api.SharedFolder
	return f, c.do(ctx, "GET", idPath("/folder/share/detail/", id), keyQuery(key), nil, &f)
}

// FolderFork copies a shared folder into My Videos.
func (c *Client) FolderFork(ctx context.Context, req api.FolderForkRequest) (api.Folder, error) {
	var f api.Folder
	return f, c.do(ctx, "POST", "/folder/fork", nil, req, &f)
}
