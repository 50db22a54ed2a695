package webui

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/desktop/internal/session"
	"github.com/reelroom/reelroom/shared/api"
)

// failingShell is a shell whose every call fails or finds nothing.
func failingShell() Shell {
	boom := errors.New("boom")
	sh := newShell("http://localhost:8080", &shellCalls{saveErr: boom})
	sh.OpenURL = func(string) error { return boom }
	sh.CopyText = func(string) bool { return false }
	sh.SignIn = func() (api.HandoffStartResponse, error) { return api.HandoffStartResponse{}, boom }
	sh.Renew = func(context.Context, string) (api.TokenPair, error) { return api.TokenPair{}, session.ErrSignedOut }
	sh.Recorder = &RecorderShell{
		State:       func() api.DesktopRecorderState { return api.DesktopRecorderState{Status: api.DesktopReady} },
		Act:         func(api.DesktopRecorderAction) error { return ErrNotNow },
		Devices:     func() (api.DesktopDevices, error) { return api.DesktopDevices{}, boom },
		Waiting:     func() ([]api.DesktopWaitingRecording, error) { return nil, boom },
		Retry:       func(string) error { return ErrNotFound },
		CameraFrame: func(context.Context, uint64) ([]byte, uint64, error) { return nil, 0, ErrNotFound },
	}
	return sh
}

// workingShell is a shell whose every call works.
func workingShell() Shell {
	sh := newShell("http://localhost:8080", &shellCalls{})
	var acted []api.DesktopRecorderAction
	sh.Recorder = recorderShell(&acted)
	sh.Recorder.CameraFrame = func(context.Context, uint64) ([]byte, uint64, error) { return []byte{0xff, 0xd8}, 1, nil }
	sh.Renew = func(context.Context, string) (api.TokenPair, error) {
		return api.TokenPair{Token: "t", RefreshToken: "r"}, nil
	}
	return sh
}

// requestFor is a request a route answers: its method (GET when the
// pattern names none), its path with its wildcards filled, and a body.
func requestFor(pattern string) (method, path, body string) {
	method, path = http.MethodGet, pattern
	if m, p, ok := strings.Cut(pattern, " "); ok {
		method, path = m, p
	}
	path = strings.NewReplacer("{id}", "a", "{action}", "pause").Replace(path)
	switch {
	case strings.HasSuffix(path, "/refresh"):
		body = `{"refresh_token":"r1"}`
	case strings.HasSuffix(path, "/open-url"):
		body = "https://example.com/"
	case strings.HasSuffix(path, "/_desktop/"):
		path += "no-such-call"
	}
	return method, path, body
}

// Every /_desktop call answers one JSON shape, the envelope (code 0 with
// data, or an error code with a reason), whether it works or fails; the
// camera's picture is the one answer that is the picture itself.
func TestEveryShellCallAnswersTheEnvelope(t *testing.T) {
	for _, shell := range []struct {
		name string
		sh   Shell
	}{{"working", workingShell()}, {"failing", failingShell()}} {
		h := handler(build, shell.sh)
		routes := shellRoutes(shell.sh)
		if len(routes) < 15 {
			t.Fatalf("%d routes, want every shell call", len(routes))
		}
		for _, rt := range routes {
			method, path, body := requestFor(rt.pattern)
			if !strings.HasPrefix(path, "/_desktop/") {
				t.Errorf("route %q is not a shell call", rt.pattern)
			}
			w := do(t, h, method, path, body)
			if shell.name == "working" && path == "/_desktop/camera" {
				if w.Code != http.StatusOK || w.Header().Get("Content-Type") != "image/jpeg" {
					t.Errorf("camera picture: %d %s", w.Code, w.Header().Get("Content-Type"))
				}
				continue
			}
			env := answer(t, w)
			ok := env.Code == api.CodeOK
			switch {
			case ok != (w.Code == http.StatusOK):
				t.Errorf("%s %s (%s): HTTP %d with code %d", method, path, shell.name, w.Code, env.Code)
			case !ok && (env.Reason == "" || env.Msg == ""):
				t.Errorf("%s %s (%s): an error without reason or message: %s", method, path, shell.name, w.Body)
			case ok && env.Msg != "ok":
				t.Errorf("%s %s (%s): msg %q", method, path, shell.name, env.Msg)
			}
			if shell.name == "working" && !ok && path != "/_desktop/no-such-call" {
				t.Errorf("%s %s failed in a working shell: %d %+v", method, path, w.Code, env)
			}
		}
	}
	// Settings refused and body too large are envelopes too.
	h := handler(build, workingShell())
	for _, tt := range []struct{ method, path, body, reason string }{
		{http.MethodPut, "/_desktop/settings", `{"language":"fr"}`, string(api.DesktopInvalidLanguage)},
		{http.MethodDelete, "/_desktop/settings", "", string(api.DesktopNotAllowed)},
		{http.MethodPost, "/_desktop/copy-text", strings.Repeat("x", maxShellBody+1), string(api.DesktopTooLarge)},
		{http.MethodPost, "/_desktop/recorder/explode", "", string(api.DesktopUnknownAction)},
	} {
		if env := answer(t, do(t, h, tt.method, tt.path, tt.body)); env.Reason != tt.reason {
			t.Errorf("%s %s: reason %q, want %q", tt.method, tt.path, env.Reason, tt.reason)
		}
	}
}
