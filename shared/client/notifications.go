package client

import (
	"context"
	"strings"

	"github.com/reelroom/reelroom/shared/api"
)

// NotifyTicket asks for a single-use ticket for the live socket as the
// signed-in user.
func (c *Client) NotifyTicket(ctx context.Context) (api.NotifyTicket, error) {
	var t api.NotifyTicket
	return t, c.do(ctx, "POST", "/v2/notify/ticket", nil, api.NotifyTicketRequest{}, &t)
}

// NotifySocketURL is the live socket's address for ticket.
func (c *Client) NotifySocketURL(ticket string) string {
	base := c.BaseURL
	switch {
	case strings.HasPrefix(base, "https://"):
		base = "wss://" + strings.TrimPrefix(base, "https://")
	case strings.HasPrefix(base, "http://"):
		base = "ws://" + strings.TrimPrefix(base, "http://")
	}
	return base + "/api/v2/notify?ticket=" + ticket
}

// NotificationUnread reads the caller's unread notifications (the newest
// api.MaxUnreadNotifications) and their whole unread count.
func (c *Client) NotificationUnread(ctx context.Context) (api.NotificationList, error) {
	var l api.NotificationList
	return l, c.do(ctx, "GET", "/notification/unread", nil, nil, &l)
}

// NotificationReadAll marks all of the caller's notifications read and
// answers the new unread count.
func (c *Client) NotificationReadAll(ctx context.Context) (api.NotificationCount, error) {
	var n api.NotificationCount
	return n, c.do(ctx, "PUT", "/notification/read_all", nil, nil, &n)
}
