package httpapi

import (
	"errors"
	"net/http"
	"net/url"
	"slices"
	"time"

	"github.com/coder/websocket"
	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/shared/api"
)

var (
	errBadTicket     = api.Errorf(api.CodeBadTicket, "The ticket is not valid; ask for a new one")
	errForeignOrigin = api.Errorf(api.CodeForbidden, "Connections from other sites are refused")
	errLiveFull      = api.Errorf(api.CodeTooManyRequests, "Too many open connections")
)

// anonymousOnly runs mw for requests without a token (signed-in ones are
// checked by requireUser instead).
func anonymousOnly(mw gin.HandlerFunc) gin.HandlerFunc {
	return func(c *gin.Context) {
		if bearer(c.Request) == "" {
			mw(c)
		}
	}
}

// notifyTicket issues a ticket for the socket: to the signed-in user, or to
// an anonymous viewer for the one video its share key reaches.
func (s *Server) notifyTicket(c *gin.Context) {
	var req api.NotifyTicketRequest
	if c.Request.ContentLength != 0 && !bind(c, &req) {
		return
	}
	if bearer(c.Request) != "" {
		s.requireUser(c)
		if c.IsAborted() {
			return
		}
		ok(c, s.ticket(live.Grant{UserID: userID(c)}))
		return
	}
	a := access.Actor{ShareKey: req.ShareKey}
	if req.VideoID <= 0 || req.ShareKey == "" {
		fail(c, api.Errorf(api.CodeInvalidParam, "Sign in, or name a video and its share key"))
		return
	}
	if err := s.Videos.CanView(c.Request.Context(), a, req.VideoID); err != nil {
		fail(c, err)
		return
	}
	ok(c, s.ticket(live.Grant{Videos: []int64{req.VideoID}}))
}

func (s *Server) ticket(g live.Grant) api.NotifyTicket {
	return api.NotifyTicket{Ticket: s.Live.Tickets.Issue(g), ExpiresIn: int(live.TicketTTL / time.Second)}
}

// notify upgrades to the realtime socket. Everything is refused before the
// upgrade: a page of another site (Origin), a full instance or address,
// and a ticket that is forged, expired or used.
func (s *Server) notify(c *gin.Context) {
	if !s.sameOrigin(c.Request) {
		fail(c, errForeignOrigin)
		return
	}
	release, admitted := s.Live.Admit(c.ClientIP())
	if !admitted {
		fail(c, errLiveFull)
		return
	}
	defer release()
	g, err := s.Live.Tickets.Redeem(c.Request.Context(), c.Query("ticket"))
	if errors.Is(err, live.ErrBadTicket) {
		err = errBadTicket
	}
	if err != nil {
		fail(c, err)
		return
	}
	// The socket outlives the server's read deadline, meant for requests.
	http.NewResponseController(c.Writer).SetReadDeadline(time.Time{})
	ws, err := websocket.Accept(c.Writer, c.Request, &websocket.AcceptOptions{InsecureSkipVerify: true}) // Origin checked above
	if err != nil {
		return // Accept answered the client
	}
	s.Live.Serve(c.Request.Context(), ws, g)
}

// sameOrigin reports whether a browser's Origin is the service's own:
// PUBLIC_URL when set, else the scheme and host the request came to; or
// one of the desktop app's (AppOrigins), whose webview shows the web app
// from its own scheme. Clients that are not browsers send no Origin; their
// ticket suffices.
func (s *Server) sameOrigin(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" || slices.Contains(s.AppOrigins, origin) {
		return true
	}
	if s.Headers.PublicURL != "" {
		return origin == s.Headers.PublicURL
	}
	u, err := url.Parse(origin)
	if err != nil {
		return false
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return u.Scheme == scheme && u.Host == r.Host && u.Path == ""
}
