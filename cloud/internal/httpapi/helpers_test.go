package httpapi_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// call sends one API request the way a client would and decodes the envelope.
func call(t *testing.T, env *apptest.Env, method, path, token string, body any) (int, api.Envelope[json.RawMessage]) {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		raw, _ := json.Marshal(b)
		rd = bytes.NewReader(raw)
	}
	req, _ := http.NewRequest(method, env.URL+path, rd)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	var e api.Envelope[json.RawMessage]
	if err := json.NewDecoder(res.Body).Decode(&e); err != nil {
		t.Fatalf("%s %s: status %d, body is not an envelope: %v", method, path, res.StatusCode, err)
	}
	return res.StatusCode, e
}

// apiCase is one row of a table test.
type apiCase struct {
	name       string
	method     string
	path       string
	token      string
	body       any
	wantStatus int
	wantCode   api.Code
}

func runCases(t *testing.T, env *apptest.Env, cases []apiCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			status, e := call(t, env, tc.method, tc.path, tc.token, tc.body)
			if status != tc.wantStatus || e.Code != tc.wantCode {
				t.Fatalf("got status %d code %d (%q), want %d code %d", status, e.Code, e.Msg, tc.wantStatus, tc.wantCode)
			}
			if tc.wantCode != api.CodeOK && e.Msg == "" {
				t.Fatalf("error without a message")
			}
		})
	}
}

func decode[T any](t *testing.T, raw json.RawMessage) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatalf("decode %s: %v", raw, err)
	}
	return v
}
