package account

import (
	"crypto/rand"
	"encoding/base64"
	"fmt"
)

// dummyHash is what a password given with an unknown e-mail is compared
// with, so that the answer takes as long as for a wrong password: a bcrypt
// hash of cost, with a random salt and a random digest. bcrypt's work is
// set by the cost and salt alone, so comparing with it costs what
// comparing with a real account's hash costs, and no password matches it
// (nor would it count: the e-mail is unknown). Unlike hashing a password,
// making it costs nothing, so the service starts without the quarter of a
// second of CPU (at cost 12) that a real hash took.
func dummyHash(cost int) []byte {
	// bcrypt's own base64 alphabet, for its 16-byte salt and 23-byte digest.
	b64 := base64.NewEncoding("./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789").WithPadding(base64.NoPadding)
	salt, digest := make([]byte, 16), make([]byte, 23)
	rand.Read(salt)
	rand.Read(digest)
	return fmt.Appendf(nil, "$2a$%02d$%s%s", cost, b64.EncodeToString(salt), b64.EncodeToString(digest))
}
