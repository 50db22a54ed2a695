package api

import "net/http"

// Code is the stable error code carried in the envelope.
type Code int

// The spec's codes (section 8) keep their meaning; the others are ours.
const (
	CodeOK Code = 0

	// CodeShareClosed: the author turned sharing (saving or download) off.
	CodeShareClosed Code = -403

	// Login outdated: the token is missing, expired or revoked.
	CodeLoginOutdated        Code = 100101
	CodeLoginOutdatedRefresh Code = 100102
	CodeLoginOutdatedKicked  Code = 100104
	CodeLoginOutdatedGone    Code = 100105
	CodeLoginOutdatedOther   Code = 140001

	CodeBadCredentials  Code = 100201 // e-mail or password is wrong (never says which)
	CodeEmailTaken      Code = 100202 // an account already uses this e-mail
	CodeTooManyRequests Code = 100203 // rate limited
	CodeWeakPassword    Code = 100210 // the password is refused; the envelope's reason says why (PasswordReason)

	CodeVerifyWrongCode      Code = 100301 // the e-mail verification code is not the one sent
	CodeVerifyCodeExpired    Code = 100302 // no live code: expired, too many wrong tries, or none sent
	CodeEmailAlreadyVerified Code = 100303

	CodeFreeLengthLimit Code = 210001
	CodeVideoLimit      Code = 210002 // Basic plan: no more cloud videos (opens the subscribe modal)
	CodeThreeDSecure    Code = 600001
	CodePaymentFailed   Code = 600002 // the card was declined or the payment failed otherwise
	CodeBillingOff      Code = 403201 // this server sells nothing: no Stripe key (an operator grants Premium)
	CodeAlreadyPremium  Code = 409201 // a paid plan is already running (renew, upgrade or wait for it to end)
	CodeRewardClaimed   Code = 409202 // the gift month or the old-user privilege was already claimed, or is not offered

	CodeBadTicket        Code = 401001 // the notify socket's ticket is forged, expired or already used
	CodeInvalidParam     Code = 400001 // the request is malformed or fails validation
	CodeForbidden        Code = 403001
	CodeNotFound         Code = 404001
	CodeConflict         Code = 409001
	CodeUploadIncomplete Code = 409002 // complete was called before all bytes arrived
	CodeVideoNotReady    Code = 409003 // the video is still uploading or processing
	CodeNameTaken        Code = 409101 // a folder of the same parent has this name (spec 5)
	CodeBadMove          Code = 400101 // a drop rule of spec 5 refuses the move
	CodeInviteRefused    Code = 400201 // an e-mail invitation lists invalid, joined or registered addresses (nothing sent)
	CodeCannotLeave      Code = 403101 // a workspace's owner or a room's creator cannot quit it (spec 5)
	CodeInviteInvalid    Code = 404101 // the invite link expired, was revoked or never existed (spec 8)
	CodeBuiltinTeam      Code = 403102 // the built-in workspace and its rooms cannot be deleted, renamed, left, transferred or invited to
	CodeInternal         Code = 500001
)

// codeStatus is the one table mapping codes to HTTP statuses.
var codeStatus = map[Code]int{
	CodeOK:                   http.StatusOK,
	CodeShareClosed:          http.StatusForbidden,
	CodeLoginOutdated:        http.StatusUnauthorized,
	CodeLoginOutdatedRefresh: http.StatusUnauthorized,
	CodeLoginOutdatedKicked:  http.StatusUnauthorized,
	CodeLoginOutdatedGone:    http.StatusUnauthorized,
	CodeLoginOutdatedOther:   http.StatusUnauthorized,
	CodeBadCredentials:       http.StatusUnauthorized,
	CodeEmailTaken:           http.StatusConflict,
	CodeTooManyRequests:      http.StatusTooManyRequests,
	CodeWeakPassword:         http.StatusBadRequest,
	CodeVerifyWrongCode:      http.StatusBadRequest,
	CodeVerifyCodeExpired:    http.StatusBadRequest,
	CodeEmailAlreadyVerified: http.StatusConflict,
	CodeFreeLengthLimit:      http.StatusForbidden,
	CodeVideoLimit:           http.StatusForbidden,
	CodeThreeDSecure:         http.StatusPaymentRequired,
	CodePaymentFailed:        http.StatusPaymentRequired,
	CodeBillingOff:           http.StatusForbidden,
	CodeAlreadyPremium:       http.StatusConflict,
	CodeRewardClaimed:        http.StatusConflict,
	CodeBadTicket:            http.StatusUnauthorized,
	CodeInvalidParam:         http.StatusBadRequest,
	CodeForbidden:            http.StatusForbidden,
	CodeNotFound:             http.StatusNotFound,
	CodeConflict:             http.StatusConflict,
	CodeUploadIncomplete:     http.StatusConflict,
	CodeVideoNotReady:        http.StatusConflict,
	CodeNameTaken:            http.StatusConflict,
	CodeBadMove:              http.StatusBadRequest,
	CodeInviteRefused:        http.StatusBadRequest,
	CodeCannotLeave:          http.StatusForbidden,
	CodeInviteInvalid:        http.StatusNotFound,
	CodeBuiltinTeam:          http.StatusForbidden,
	CodeInternal:             http.StatusInternalServerError,
}

// HTTPStatus is the HTTP status a response with this code is sent with.
func (c Code) HTTPStatus() int {
	if s, ok := codeStatus[c]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// LoginOutdated reports whether the code means the client must sign in again.
func (c Code) LoginOutdated() bool {
	switch c {
	case CodeLoginOutdated, CodeLoginOutdatedRefresh, CodeLoginOutdatedKicked,
		CodeLoginOutdatedGone, CodeLoginOutdatedOther:
		return true
	}
	return false
}
