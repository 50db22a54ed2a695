// Package webui serves the desktop window: the embedded React app (the same
// build the cloud serves), the cloud API forwarded to the server of the
// settings, and the few calls the app makes to its desktop shell.
package webui

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"html"
	"io"
	"io/fs"
	"net/http"
	"net/http/httputil"
	"net/url"

	"github.com/reelroom/reelroom/desktop/internal/session"
	"github.com/reelroom/reelroom/desktop/internal/settings"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/webapp"
)

// dist is filled by `make desktop` (frontend/dist copied here); the
// committed folder holds only .gitkeep so the module builds without it.
//
//go:embed all:dist
var dist embed.FS

// ServerMeta names the <meta> tag through which the page learns it runs in
// the desktop app and which server it talks to, LanguageMeta the one giving
// the app's language (see frontend/src/lib/platform).
const (
	ServerMeta   = "reelroom-desktop-server"
	LanguageMeta = "reelroom-desktop-language"
)

const notBuilt = `<!doctype html><html><head><title>Reelroom</title></head><body><p>The web app is not built into this binary. Run <code>make desktop</code>.</p></body></html>`

// maxShellBody bounds what the page may send to a shell call.
const maxShellBody = 64 << 10

// Shell is what the page may ask of the desktop app.
type Shell struct {
	// Settings is the settings in force, read on each request so a changed
	// server address applies at once.
	Settings func() settings.Settings
	// SaveSettings applies and keeps new settings (see settingsHandler).
	SaveSettings func(settings.Settings) error
	// SignedOut hears that the page signed out, so the app forgets its pair too.
	SignedOut func()
	// OpenURL opens an http(s) address in the user's browser.
	OpenURL func(string) error
	// CopyText puts text on the clipboard.
	CopyText func(string) bool
	// AppLink takes a reelroom:// link opened inside the app.
	AppLink func(string)
	// SignIn starts a sign-in in the user's browser (package handoff) and
	// gives the user code to show; PendingSignIn is the one under way.
	SignIn        func() (api.HandoffStartResponse, error)
	PendingSignIn func() (api.HandoffStartResponse, bool)
	// Renew gives the pair that follows the one whose refresh token the
	// page holds (session.Renewer.Pair): the page and the app share one.
	Renew func(ctx context.Context, staleRefresh string) (api.TokenPair, error)
	// Recorder is the desktop recorder; nil in builds without one.
	Recorder *RecorderShell
}

// Handler serves the window's content from the embedded build.
func Handler(sh Shell) http.Handler {
	root, _ := fs.Sub(dist, "dist")
	return handler(root, sh)
}

func handler(root fs.FS, sh Shell) http.Handler {
	mux := http.NewServeMux()
	server := func() string { return sh.Settings().Server }
	mux.Handle("/api/", apiProxy(server))
	for _, rt := range shellRoutes(sh) {
		mux.HandleFunc(rt.pattern, rt.handle)
	}
	mux.Handle("/", webapp.Handler(root, func(index []byte) webapp.Page {
		if index == nil {
			index = []byte(notBuilt)
		}
		// The settings may change while the app runs: read at each request.
		return func(*http.Request) []byte { return withShellMeta(index, sh.Settings()) }
	}))
	return mux
}

func readBody(w http.ResponseWriter, r *http.Request) (string, bool) {
	b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxShellBody))
	if err != nil {
		writeError(w, http.StatusRequestEntityTooLarge, api.CodeInvalidParam, api.DesktopTooLarge, "body too large")
		return "", false
	}
	return string(b), true
}

// apiProxy forwards /api to the cloud service, so the app's relative API
// calls work unchanged and no cross-origin request (CORS) is needed.
func apiProxy(server func() string) http.Handler {
	proxy := &httputil.ReverseProxy{
		Rewrite: func(r *httputil.ProxyRequest) {
			target, err := url.Parse(server())
			if err != nil {
				target = &url.URL{Scheme: "http", Host: "invalid."}
			}
			r.SetURL(target)
			// The webview's own origin means nothing to the server.
			r.Out.Header.Del("Origin")
			r.Out.Header.Del("Referer")
		},
		ErrorHandler: func(w http.ResponseWriter, _ *http.Request, _ error) {
			// Not an envelope: the app's API client reports a bad response (502).
			w.Header().Set("Content-Type", "text/plain; charset=utf-8")
			w.WriteHeader(http.StatusBadGateway)
			io.WriteString(w, "Reelroom server unreachable")
		},
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// WebKitGTK sends no Content-Length on custom-scheme requests, so a body
		// arrives with ContentLength 0, which ReverseProxy takes for "no body" and
		// drops. Unknown length (-1) sends it chunked instead.
		if r.ContentLength == 0 && r.Body != nil && r.Body != http.NoBody &&
			r.Method != http.MethodGet && r.Method != http.MethodHead {
			r.ContentLength = -1
		}
		proxy.ServeHTTP(w, r)
	})
}

// withShellMeta puts the server and language meta tags into the head.
func withShellMeta(page []byte, s settings.Settings) []byte {
	tag := []byte(`<meta name="` + ServerMeta + `" content="` + html.EscapeString(s.Server) + `">` +
		`<meta name="` + LanguageMeta + `" content="` + html.EscapeString(s.Language) + `">`)
	i := bytes.Index(page, []byte("</head>"))
	if i < 0 {
		return append(tag, page...)
	}
	out := make([]byte, 0, len(page)+len(tag))
	out = append(out, page[:i]...)
	out = append(out, tag...)
	return append(out, page[i:]...)
}

// route is one of the shell's calls: its ServeMux pattern and handler.
type route struct {
	pattern string
	handle  http.HandlerFunc
}

// shellRoutes are the /_desktop calls sh answers (see shared/api/desktop.go),
// each answering an api.Envelope.
func shellRoutes(sh Shell) []route {
	routes := []route{
		{"/_desktop/settings", settingsHandler(sh).ServeHTTP},
		{"POST /_desktop/signed-out", func(w http.ResponseWriter, r *http.Request) {
			sh.SignedOut()
			writeDone(w)
		}},
		{"POST /_desktop/open-url", func(w http.ResponseWriter, r *http.Request) {
			raw, ok := readBody(w, r)
			if !ok {
				return
			}
			u, err := url.Parse(raw)
			if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
				writeError(w, http.StatusBadRequest, api.CodeInvalidParam, api.DesktopBadRequest, "only http(s) addresses open")
				return
			}
			if err := sh.OpenURL(u.String()); err != nil {
				writeFailure(w, api.DesktopCannotOpen, err)
				return
			}
			writeDone(w)
		}},
		{"POST /_desktop/copy-text", func(w http.ResponseWriter, r *http.Request) {
			text, ok := readBody(w, r)
			if !ok {
				return
			}
			if !sh.CopyText(text) {
				writeError(w, http.StatusInternalServerError, api.CodeInternal, api.DesktopCannotCopy, "could not copy")
				return
			}
			writeDone(w)
		}},
		{"POST /_desktop/app-link", func(w http.ResponseWriter, r *http.Request) {
			raw, ok := readBody(w, r)
			if !ok {
				return
			}
			sh.AppLink(raw)
			writeDone(w)
		}},
		{"POST /_desktop/sign-in", func(w http.ResponseWriter, r *http.Request) {
			started, err := sh.SignIn()
			if err != nil {
				writeFailure(w, api.DesktopSignInFailed, err)
				return
			}
			writeData(w, started)
		}},
		{"GET /_desktop/sign-in", func(w http.ResponseWriter, r *http.Request) {
			if pending, ok := sh.PendingSignIn(); ok {
				writeData(w, pending)
				return
			}
			writeDone(w) // none under way: null
		}},
		{"POST /_desktop/refresh", func(w http.ResponseWriter, r *http.Request) {
			body, ok := readBody(w, r)
			var req api.RefreshRequest
			if !ok {
				return
			}
			if json.Unmarshal([]byte(body), &req) != nil || req.RefreshToken == "" {
				writeError(w, http.StatusBadRequest, api.CodeInvalidParam, api.DesktopBadRequest, "a refresh_token is needed")
				return
			}
			pair, err := sh.Renew(r.Context(), req.RefreshToken)
			switch ae := (*api.Error)(nil); {
			case err == nil:
				writeData(w, pair)
			case errors.Is(err, session.ErrSignedOut), errors.As(err, &ae) && ae.Code.HTTPStatus() == http.StatusUnauthorized:
				writeError(w, http.StatusUnauthorized, api.CodeLoginOutdated, api.DesktopSignedOut, "the sign-in has ended")
			default:
				writeFailure(w, api.DesktopUnreachable, err)
			}
		}},
		// Any other /_desktop call is unknown: the same envelope says so.
		{"/_desktop/", func(w http.ResponseWriter, r *http.Request) {
			writeError(w, http.StatusNotFound, api.CodeNotFound, api.DesktopNotFound, "no such desktop call")
		}},
	}
	if sh.Recorder != nil {
		routes = append(routes, recorderRoutes(*sh.Recorder)...)
	}
	return routes
}
