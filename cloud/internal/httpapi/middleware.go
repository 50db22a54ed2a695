package httpapi

import (
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/ratelimit"
	"github.com/reelroom/reelroom/shared/api"
)

// maxJSONBody caps request bodies of the JSON calls (uploads have their own limit).
const maxJSONBody = 1 << 20

// slowRequest is how long a request may take before its log line is
// written at info level although it succeeded.
var slowRequest = 500 * time.Millisecond

// logRequests writes one line per request: at info level when it failed
// (status 400 or more) or was slow, at debug level otherwise, so that a
// service under load at LOG_LEVEL=info writes what an operator looks for
// and not a line for every routine success. The line is built only when its
// level is on.
func logRequests(c *gin.Context) {
	start := time.Now()
	c.Next()
	took := time.Since(start)
	status := c.Writer.Status()
	level := slog.LevelDebug
	if status >= http.StatusBadRequest || took >= slowRequest {
		level = slog.LevelInfo
	}
	ctx := c.Request.Context()
	l := slog.Default()
	if !l.Enabled(ctx, level) {
		return
	}
	l.LogAttrs(ctx, level, "http",
		slog.String("method", c.Request.Method), slog.String("path", c.Request.URL.Path),
		slog.Int("status", status), slog.Int("bytes", c.Writer.Size()),
		slog.Duration("took", took.Round(time.Microsecond)),
		slog.String("ip", c.ClientIP()))
}

func recoverPanics(c *gin.Context) {
	defer func() {
		if r := recover(); r != nil {
			slog.ErrorContext(c.Request.Context(), "panic", "path", c.Request.URL.Path, "panic", r)
			fail(c, api.Errorf(api.CodeInternal, "Internal error"))
		}
	}()
	c.Next()
}

func limitBody(c *gin.Context) {
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxJSONBody)
	c.Next()
}

var errTooMany = api.Errorf(api.CodeTooManyRequests, "Too many operations recently")

// limitPerAddress lets a client address make as many calls as l allows.
func limitPerAddress(l *ratelimit.Limiter) gin.HandlerFunc {
	return func(c *gin.Context) {
		if !l.Allow(c.ClientIP()) {
			fail(c, errTooMany)
			return
		}
		c.Next()
	}
}

// limitPerUser bounds a signed-in call per user.
func limitPerUser(l *ratelimit.Limiter) gin.HandlerFunc {
	return func(c *gin.Context) {
		if !l.Allow(strconv.FormatInt(userID(c), 10)) {
			fail(c, errTooMany)
			return
		}
		c.Next()
	}
}

// bearer is the token of an "Authorization: Bearer T" (or bare "T") header.
func bearer(r *http.Request) string {
	h := strings.TrimSpace(r.Header.Get("Authorization"))
	if len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		return strings.TrimSpace(h[7:])
	}
	return h
}

const tokenKey = "token"

// signIn is what a route asks of the caller's access token (the
// Authorization header). A live token always records its user.
type signIn int

const (
	// signInRequired: without a live token the request is refused.
	signInRequired signIn = iota
	// signInOptional: without a token the request goes on anonymous; a
	// token that is not live is refused, so the client renews it (the
	// invitation landing, which tells a member they joined already).
	signInOptional
	// signInIfLive: a request without a live token (none, or one that is
	// not live) goes on anonymous (the share page, for viewers whose
	// session has run out).
	signInIfLive
)

// signedIn is the middleware of rule.
func (s *Server) signedIn(rule signIn) gin.HandlerFunc {
	return func(c *gin.Context) { s.authenticate(c, rule) }
}

// requireUser is signedIn(signInRequired), for routes and for handlers
// that decide themselves when a user is needed.
func (s *Server) requireUser(c *gin.Context) { s.authenticate(c, signInRequired) }

// authenticate applies rule to the request's token, records the user of a
// live one for the handlers and for the request's context, and lets the
// request on or refuses it.
func (s *Server) authenticate(c *gin.Context, rule signIn) {
	token := bearer(c.Request)
	if token == "" && rule != signInRequired {
		c.Next()
		return
	}
	t, err := s.Accounts.Authenticate(c.Request.Context(), token)
	switch {
	case err == nil:
		c.Set(tokenKey, t)
		c.Request = c.Request.WithContext(domain.WithUserID(c.Request.Context(), t.UserID))
	case rule != signInIfLive:
		fail(c, err)
		return
	}
	c.Next()
}

func currentToken(c *gin.Context) domain.Token {
	return c.MustGet(tokenKey).(domain.Token)
}

func userID(c *gin.Context) int64 { return currentToken(c).UserID }

// userUnlessKey is requireUser for a request without a share_key, and
// signInOptional for one with a key: viewers holding a link need no
// account, the owner without one signs in.
func (s *Server) userUnlessKey(c *gin.Context) {
	rule := signInOptional
	if c.Query("share_key") == "" {
		rule = signInRequired
	}
	s.authenticate(c, rule)
}

// actor is who asks: the signed-in user, if any, with the share key the
// request presents.
func actor(c *gin.Context) access.Actor {
	a := access.Actor{ShareKey: c.Query("share_key")}
	if t, ok := c.Get(tokenKey); ok {
		a.UserID = t.(domain.Token).UserID
	}
	return a
}
