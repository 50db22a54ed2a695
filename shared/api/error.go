package api

import "fmt"

// Error is a failure with a stable code and a message safe to show. Services
// return it for expected failures; the HTTP layer sends it in the envelope, and
// the Go client returns it when a response carries a non-zero code.
type Error struct {
	Code   Code
	Msg    string
	Reason string // optional; sent as the envelope's reason
}

func (e *Error) Error() string { return fmt.Sprintf("%s (code %d)", e.Msg, e.Code) }

// Errorf builds an *Error with a formatted message.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Msg: fmt.Sprintf(format, args...)}
}
