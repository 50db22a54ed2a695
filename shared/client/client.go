// Package client is a typed Go client of the Reelroom API, used by the
// desktop app and by the service's own tests.
package client

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/reelroom/reelroom/shared/api"
)

// Client calls one Reelroom server.
type Client struct {
	BaseURL string // e.g. http://localhost:8080
	Token   string // access token, sent as a bearer token when set
	HTTP    *http.Client
	// Renew, when set, is asked for a newer access token when the server
	// finds Token outdated (stale is the token it refused); the call is
	// then made once more with it.
	Renew func(ctx context.Context, stale string) (string, error)
}

// New makes a client of the server at baseURL.
func New(baseURL string) *Client {
	return &Client{BaseURL: strings.TrimSuffix(baseURL, "/"), HTTP: http.DefaultClient}
}

// do sends a call and decodes the envelope's data into out. A non-zero code
// comes back as *api.Error. An outdated token is renewed once (Renew).
func (c *Client) do(ctx context.Context, method, path string, query url.Values, body, out any) error {
	err := c.call(ctx, method, path, query, body, out)
	if ae := (*api.Error)(nil); errors.As(err, &ae) && ae.Code == api.CodeLoginOutdated && c.renew(ctx) {
		err = c.call(ctx, method, path, query, body, out)
	}
	return err
}

// renew replaces Token with a newer one from Renew, and says whether it did.
func (c *Client) renew(ctx context.Context) bool {
	if c.Renew == nil || c.Token == "" {
		return false
	}
	token, err := c.Renew(ctx, c.Token)
	if err != nil || token == "" || token == c.Token {
		return false
	}
	c.Token = token
	return true
}

// call is one attempt of do.
func (c *Client) call(ctx context.Context, method, path string, query url.Values, body, out any) error {
	u := c.BaseURL + "/api" + path
	if len(query) > 0 {
		u += "?" + query.Encode()
	}
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return fmt.Errorf("client: encode %s: %w", path, err)
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, u, rd)
	if err != nil {
		return fmt.Errorf("client: %s %s: %w", method, path, err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if c.Token != "" {
		req.Header.Set("Authorization", "Bearer "+c.Token)
	}
	res, err := c.HTTP.Do(req)
	if err != nil {
		return fmt.Errorf("client: %s %s: %w", method, path, err)
	}
	defer res.Body.Close()
	var env api.Envelope[json.RawMessage]
	if err := json.NewDecoder(res.Body).Decode(&env); err != nil {
		return fmt.Errorf("client: %s %s: status %d: %w", method, path, res.StatusCode, err)
	}
	if env.Code != api.CodeOK {
		return &api.Error{Code: env.Code, Msg: env.Msg, Reason: env.Reason}
	}
	if out == nil || len(env.Data) == 0 {
		return nil
	}
	if err := json.Unmarshal(env.Data, out); err != nil {
		return fmt.Errorf("client: decode %s: %w", path, err)
	}
	return nil
}
