package httpapi_test

import (
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// The permission tables of workspaces and rooms (spec 6, the decided
// reading) have one shape: a row is one call, built afresh for each kind of
// caller, with the code each caller gets; a table runs a subtest per row
// and per caller. The rows are in team_permissions_test.go and
// channel_permissions_test.go.

// permCall is one request of a row.
type permCall struct {
	method, path string
	body         any // nil: none
}

// permWant is the code each caller gets; a caller it does not name does not
// call.
type permWant map[string]api.Code

// with is w with who getting code instead.
func (w permWant) with(who string, code api.Code) permWant {
	out := permWant{}
	for k, v := range w {
		out[k] = v
	}
	out[who] = code
	return out
}

// permCodes is the codes of callers, in their order.
func permCodes(callers []string, codes ...api.Code) permWant {
	if len(codes) != len(callers) {
		panic("permCodes: one code per caller")
	}
	out := permWant{}
	for i, who := range callers {
		out[who] = codes[i]
	}
	return out
}

// permRow is one row of a table: call builds the request of caller who on
// the row's world W (it may make what the call acts on).
type permRow[W any] struct {
	name string
	call func(t *testing.T, w W, who string) permCall
	want permWant
}

// permTable is who calls, with which token, on what.
type permTable[W any] struct {
	env     *apptest.Env
	callers []string                // the order callers call in, within a row
	token   func(who string) string // "" for anonymous
	world   func(t *testing.T) W    // what a row acts on, made once per row
}

// run checks every row as every caller it names, in the table's order: each
// answers its code, with the HTTP status of that code and, for an error, a
// message.
func (tb permTable[W]) run(t *testing.T, rows []permRow[W]) {
	t.Helper()
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			w := tb.world(t)
			for _, who := range tb.callers {
				want, ok := row.want[who]
				if !ok {
					continue
				}
				t.Run(who, func(t *testing.T) {
					c := row.call(t, w, who)
					status, e := call(t, tb.env, c.method, c.path, tb.token(who), c.body)
					switch {
					case e.Code != want || status != want.HTTPStatus():
						t.Fatalf("%s %s as %s: status %d code %d (%q), want code %d", c.method, c.path, who,
							status, e.Code, e.Msg, want)
					case e.Code != api.CodeOK && e.Msg == "":
						t.Fatalf("%s %s as %s: error %d without a message", c.method, c.path, who, e.Code)
					}
				})
			}
		})
	}
}

// fixedCall is a row's call that is the same for every caller and world.
func fixedCall[W any](method, path string, body any) func(*testing.T, W, string) permCall {
	return func(*testing.T, W, string) permCall { return permCall{method, path, body} }
}
