package api

// Limits from the spec (sections 5 and 9) and the account rules we defined.
const (
	MaxVideoTitle    = 80 // side panel; the recorder's rename dialog uses MaxRecorderTitle
	MaxRecorderTitle = 60
	MaxNickname      = 32
	MaxEmail         = 254
	MinPassword      = 8
	MaxPassword      = 72         // bcrypt reads at most 72 bytes
	MaxUploadBytes   = 5368709120 // 5 GiB; a literal so the TypeScript copy does not overflow
	BasicVideoLimit  = 30
	Unlimited        = -1
	ShareKeyBytes    = 16 // 128 random bits
)
