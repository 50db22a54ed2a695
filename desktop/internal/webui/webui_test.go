package webui

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/reelroom/reelroom/desktop/internal/settings"
	"github.com/reelroom/reelroom/shared/api"
)

var build = fstest.MapFS{
	"index.html":      {Data: []byte(`<!doctype html><html><head><title>Reelroom</title></head><body><div id="root"></div></body></html>`)},
	"assets/app-1.js": {Data: []byte(`console.log(1)`)},
	"favicon.svg":     {Data: []byte(`<svg/>`)},
}

type shellCalls struct {
	opened, copied, links []string
	signIns, signOuts     int
	saved                 []settings.Settings
	saveErr               error
}

func newShell(server string, calls *shellCalls) Shell {
	live := settings.NewLive(settings.Settings{Server: server, Language: settings.English})
	return Shell{
		Settings: live.Get,
		SaveSettings: func(s settings.Settings) error {
			if calls.saveErr != nil {
				return calls.saveErr
			}
			calls.saved = append(calls.saved, s)
			live.Set(s)
			return nil
		},
		SignedOut: func() { calls.signOuts++ },
		OpenURL:   func(u string) error { calls.opened = append(calls.opened, u); return nil },
		CopyText:  func(s string) bool { calls.copied = append(calls.copied, s); return true },
		SignIn: func() (api.HandoffStartResponse, error) {
			calls.signIns++
			return api.HandoffStartResponse{UserCode: "BCDF-GHJK", ExpiresIn: 600}, nil
		},
		PendingSignIn: func() (api.HandoffStartResponse, bool) {
			return api.HandoffStartResponse{UserCode: "BCDF-GHJK", ExpiresIn: 590}, calls.signIns > 0
		},
		AppLink: func(l string) { calls.links = append(calls.links, l) },
	}
}

// answer is w's envelope, failing the test when w is not one.
func answer(t *testing.T, w *httptest.ResponseRecorder) api.Envelope[json.RawMessage] {
	t.Helper()
	var env api.Envelope[json.RawMessage]
	dec := json.NewDecoder(w.Body)
	dec.DisallowUnknownFields()
	if !strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") || dec.Decode(&env) != nil || dec.More() {
		t.Fatalf("answer %d %q is not an envelope", w.Code, w.Body)
	}
	return env
}

// dataOf is the data of w's envelope, as T.
func dataOf[T any](t *testing.T, w *httptest.ResponseRecorder) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(answer(t, w).Data, &v); err != nil {
		t.Fatalf("data of %d: %v", w.Code, err)
	}
	return v
}

func do(t *testing.T, h http.Handler, method, target, body string) *httptest.ResponseRecorder {
	t.Helper()
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest(method, target, strings.NewReader(body)))
	return w
}

func TestServesTheApp(t *testing.T) {
	h := handler(build, newShell("http://cloud.example:8080", &shellCalls{}))
	tests := []struct {
		name, path, want string
		index            bool
	}{
		{"root", "/", `<meta name="reelroom-desktop-server" content="http://cloud.example:8080"><meta name="reelroom-desktop-language" content="en"></head>`, true},
		{"client route", "/my_videos", `<div id="root">`, true},
		{"index by name", "/index.html", `reelroom-desktop-server`, true},
		{"asset", "/assets/app-1.js", `console.log(1)`, false},
		{"favicon", "/favicon.svg", `<svg/>`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := do(t, h, http.MethodGet, tt.path, "")
			if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), tt.want) {
				t.Fatalf("GET %s = %d %q, want 200 containing %q", tt.path, w.Code, w.Body.String(), tt.want)
			}
			if tt.index && w.Header().Get("Cache-Control") != "no-store" {
				t.Fatalf("GET %s: index.html is cacheable", tt.path)
			}
		})
	}
	if w := do(t, h, http.MethodPost, "/my_videos", ""); w.Code != http.StatusMethodNotAllowed {
		t.Fatalf("POST to a page = %d, want 405", w.Code)
	}
}

func TestServerMetaIsEscaped(t *testing.T) {
	got := string(withShellMeta([]byte(`<head></head>`), settings.Settings{Server: `http://x"><script>`, Language: "en"}))
	if strings.Contains(got, `"><script>`) {
		t.Fatalf("server address was not escaped: %s", got)
	}
}

func TestNotBuilt(t *testing.T) {
	w := do(t, handler(fstest.MapFS{}, newShell("http://localhost:8080", &shellCalls{})), http.MethodGet, "/", "")
	if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), "make desktop") {
		t.Fatalf("GET / without a build = %d %q", w.Code, w.Body.String())
	}
}

func TestForwardsTheAPI(t *testing.T) {
	upstream := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, r.Method+" "+r.URL.RequestURI()+" auth="+r.Header.Get("Authorization")+
			" origin="+r.Header.Get("Origin")+" body="+string(body))
	}))
	defer upstream.Close()
	h := handler(build, newShell(upstream.URL, &shellCalls{}))

	req := httptest.NewRequest(http.MethodPost, "/api/auth/login?x=1", strings.NewReader(`{"a":1}`))
	req.Header.Set("Authorization", "Bearer t")
	req.Header.Set("Origin", "wails://wails")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	want := `POST /api/auth/login?x=1 auth=Bearer t origin= body={"a":1}`
	if w.Code != http.StatusOK || w.Body.String() != want {
		t.Fatalf("proxied call = %d %q, want %q", w.Code, w.Body.String(), want)
	}
}

// The webview's requests carry their body without a Content-Length.
func TestForwardsABodyOfUnknownLength(t *testing.T) {
	upstream := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		w.Write(body)
	}))
	defer upstream.Close()
	h := handler(build, newShell(upstream.URL, &shellCalls{}))
	req := httptest.NewRequest(http.MethodPost, "/api/auth/register", strings.NewReader(`{"email":"a@b.co"}`))
	req.ContentLength = 0
	req.Header.Del("Content-Length")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	if w.Body.String() != `{"email":"a@b.co"}` {
		t.Fatalf("the server got body %q", w.Body.String())
	}
}

func TestUnreachableServer(t *testing.T) {
	upstream := httptest.NewServer(http.NotFoundHandler())
	upstream.Close()
	w := do(t, handler(build, newShell(upstream.URL, &shellCalls{})), http.MethodGet, "/api/user/info", "")
	if w.Code != http.StatusBadGateway {
		t.Fatalf("call to a stopped server = %d, want 502", w.Code)
	}
}

func TestShellCalls(t *testing.T) {
	calls := &shellCalls{}
	h := handler(build, newShell("http://localhost:8080", calls))
	tests := []struct {
		name, path, body string
		want             int
	}{
		{"open https", "/_desktop/open-url", "https://example.com/share/1/k", http.StatusOK},
		{"open file refused", "/_desktop/open-url", "file:///etc/passwd", http.StatusBadRequest},
		{"open javascript refused", "/_desktop/open-url", "javascript:alert(1)", http.StatusBadRequest},
		{"app link", "/_desktop/app-link", "reelroom://auth?code=x", http.StatusOK},
		{"sign in", "/_desktop/sign-in", "", http.StatusOK},
		{"signed out", "/_desktop/signed-out", "", http.StatusOK},
		{"copy", "/_desktop/copy-text", "hello 你好", http.StatusOK},
		{"copy too large", "/_desktop/copy-text", strings.Repeat("x", maxShellBody+1), http.StatusRequestEntityTooLarge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if w := do(t, h, http.MethodPost, tt.path, tt.body); w.Code != tt.want {
				t.Fatalf("POST %s = %d, want %d", tt.path, w.Code, tt.want)
			}
		})
	}
	if len(calls.opened) != 1 || calls.opened[0] != "https://example.com/share/1/k" {
		t.Fatalf("opened %q", calls.opened)
	}
	if len(calls.copied) != 1 || calls.copied[0] != "hello 你好" {
		t.Fatalf("copied %q", calls.copied)
	}
	if len(calls.links) != 1 || calls.links[0] != "reelroom://auth?code=x" {
		t.Fatalf("app links %q", calls.links)
	}
	if calls.signIns != 1 || calls.signOuts != 1 {
		t.Fatalf("sign-ins started: %d, sign-outs heard: %d; want 1 each", calls.signIns, calls.signOuts)
	}
	if w := do(t, h, http.MethodGet, "/_desktop/sign-in", ""); w.Code != http.StatusOK || dataOf[api.HandoffStartResponse](t, w).UserCode != "BCDF-GHJK" {
		t.Fatalf("GET /_desktop/sign-in = %d %s, want the user code under way", w.Code, w.Body)
	}
	if w := do(t, h, http.MethodGet, "/_desktop/open-url", ""); w.Code != http.StatusNotFound || answer(t, w).Reason != "not_found" {
		t.Fatal("GET ran a shell call")
	}
}
