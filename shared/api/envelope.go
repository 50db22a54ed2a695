// Package api is the wire contract between the cloud service and its clients:
// the response envelope, the error codes, the limits and the request and
// response bodies. TypeScript types are generated from this package.
package api

// Envelope wraps every JSON response: code 0 is success, anything else is an
// error whose msg is safe to show. Some errors also carry a reason, a stable
// word a client may translate (PasswordReason for CodeWeakPassword).
type Envelope[T any] struct {
	Code   Code   `json:"code"`
	Msg    string `json:"msg"`
	Reason string `json:"reason,omitempty"`
	Data   T      `json:"data"`
}
