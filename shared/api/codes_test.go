package api

import (
	"encoding/json"
	"net/http"
	"testing"
)

func TestCodeStatus(t *testing.T) {
	cases := []struct {
		code     Code
		status   int
		outdated bool
	}{
		{CodeOK, http.StatusOK, false},
		{CodeLoginOutdated, http.StatusUnauthorized, true},
		{CodeLoginOutdatedRefresh, http.StatusUnauthorized, true},
		{CodeLoginOutdatedKicked, http.StatusUnauthorized, true},
		{CodeLoginOutdatedGone, http.StatusUnauthorized, true},
		{CodeLoginOutdatedOther, http.StatusUnauthorized, true},
		{CodeBadCredentials, http.StatusUnauthorized, false},
		{CodeBadTicket, http.StatusUnauthorized, false},
		{CodeShareClosed, http.StatusForbidden, false},
		{CodeInvalidParam, http.StatusBadRequest, false},
		{CodeNotFound, http.StatusNotFound, false},
		{CodeTooManyRequests, http.StatusTooManyRequests, false},
		{Code(123), http.StatusInternalServerError, false},
	}
	for _, tc := range cases {
		if got := tc.code.HTTPStatus(); got != tc.status {
			t.Errorf("code %d: status %d, want %d", tc.code, got, tc.status)
		}
		if got := tc.code.LoginOutdated(); got != tc.outdated {
			t.Errorf("code %d: LoginOutdated %v", tc.code, got)
		}
	}
}

func TestEnvelopeShape(t *testing.T) {
	b, _ := json.Marshal(Envelope[TokenPair]{Data: TokenPair{Token: "a", RefreshToken: "b"}})
	if string(b) != `{"code":0,"msg":"","data":{"token":"a","refresh_token":"b"}}` {
		t.Fatalf("envelope = %s", b)
	}
}
