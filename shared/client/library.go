package client

import (
	"context"
	"net/url"
	"strconv"

	"github.com/reelroom/reelroom/shared/api"
)

// FolderAll lists every live folder of the user's, parents first.
func (c *Client) FolderAll(ctx context.Context) (api.FolderAll, error) {
	var r api.FolderAll
	return r, c.do(ctx, "GET", "/folder/all", nil, nil, &r)
}

// FolderCreate makes a folder in pid (0: the root).
func (c *Client) FolderCreate(ctx context.Context, name string, pid int64) (api.Folder, error) {
	var f api.Folder
	return f, c.do(ctx, "POST", "/folder/create", nil, api.FolderCreateRequest{Name: name, Pid: pid}, &f)
}

// FolderRename names a folder.
func (c *Client) FolderRename(ctx context.Context, id int64, name string) (api.Folder, error) {
	var f api.Folder
	return f, c.do(ctx, "PUT", "/folder/rename", nil, api.FolderRenameRequest{ID: id, Name: name}, &f)
}

// ItemsMove moves folders and videos into a folder (0: the root).
func (c *Client) ItemsMove(ctx context.Context, req api.ItemsMoveRequest) (api.ItemsMoved, error) {
	var r api.ItemsMoved
	return r, c.do(ctx, "PUT", "/items/move", nil, req, &r)
}

// ItemsTrash puts items into the trash.
func (c *Client) ItemsTrash(ctx context.Context, items api.Items) error {
	return c.do(ctx, "DELETE", "/items/trash", nil, items, nil)
}

// TrashList lists what the user put in the trash.
func (c *Client) TrashList(ctx context.Context) (api.TrashList, error) {
	var r api.TrashList
	return r, c.do(ctx, "GET", "/items/trash", nil, nil, &r)
}

// ItemsRestore takes items out of the trash.
func (c *Client) ItemsRestore(ctx context.Context, items api.Items) error {
	return c.do(ctx, "PUT", "/items/restore", nil, items, nil)
}

// ItemsErase erases trashed items for good.
func (c *Client) ItemsErase(ctx context.Context, items api.Items) error {
	return c.do(ctx, "DELETE", "/items/erase", nil, items, nil)
}

// TrashEmpty erases everything in the trash.
func (c *Client) TrashEmpty(ctx context.Context) error {
	return c.do(ctx, "DELETE", "/items/empty", nil, struct{}{}, nil)
}

// VideoSearch finds the user's videos whose title holds q.
func (c *Client) VideoSearch(ctx context.Context, q string, page int) (api.VideoSearch, error) {
	var r api.VideoSearch
	v := url.Values{"q": {q}, "page": {strconv.Itoa(page)}}
	return r, c.do(ctx, "GET", "/video/search", v, nil, &r)
}

// VideoCapacity is how many videos the user keeps and may keep.
func (c *Client) VideoCapacity(ctx context.Context) (api.Capacity, error) {
	var r api.Capacity
	return r, c.do(ctx, "GET", "/video/capacity", nil, nil, &r)
}
