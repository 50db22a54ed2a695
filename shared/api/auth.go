package api

// RegisterRequest is the body of POST /api/auth/register.
type RegisterRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Nickname string `json:"nickname"`
}

// LoginRequest is the body of POST /api/auth/login.
type LoginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

// RefreshRequest is the body of POST /api/user/token/refresh.
type RefreshRequest struct {
	RefreshToken string `json:"refresh_token"`
}

// TokenPair is returned by register, login and refresh.
type TokenPair struct {
	Token        string `json:"token"`
	RefreshToken string `json:"refresh_token"`
}

// User is the signed-in user of GET /api/user/info (spec section 3).
type User struct {
	ID         int64  `json:"id"`
	Nickname   string `json:"nickname"`
	Avatar     string `json:"avatar"`
	Email      string `json:"email"`
	Phone      string `json:"phone"`
	Gender     int    `json:"gender"`
	IsPending  bool   `json:"isPending"`
	IsVip      bool   `json:"isVip"`
	VideoCount int    `json:"videoCount"`
	VideoLimit int    `json:"videoLimit"` // -1 is unlimited
}
