package domain

import "context"

type userIDKey struct{}

// WithUserID records the signed-in user in a request's context.
func WithUserID(ctx context.Context, id int64) context.Context {
	return context.WithValue(ctx, userIDKey{}, id)
}

// UserID is the signed-in user recorded by WithUserID, or 0.
func UserID(ctx context.Context) int64 {
	id, _ := ctx.Value(userIDKey{}).(int64)
	return id
}
