// Package httpapi is the HTTP face of the cloud service: the /api routes of
// the spec, signed media files, tus uploads and the web app.
package httpapi

import (
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/cloud/internal/account"
	"github.com/reelroom/reelroom/cloud/internal/billing"
	"github.com/reelroom/reelroom/cloud/internal/blob"
	"github.com/reelroom/reelroom/cloud/internal/comment"
	"github.com/reelroom/reelroom/cloud/internal/library"
	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/cloud/internal/notify"
	"github.com/reelroom/reelroom/cloud/internal/plan"
	"github.com/reelroom/reelroom/cloud/internal/ratelimit"
	"github.com/reelroom/reelroom/cloud/internal/room"
	"github.com/reelroom/reelroom/cloud/internal/signurl"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/cloud/internal/team"
	"github.com/reelroom/reelroom/cloud/internal/upload"
	"github.com/reelroom/reelroom/cloud/internal/video"
	"github.com/reelroom/reelroom/cloud/internal/webui"
	"github.com/reelroom/reelroom/shared/api"
)

// UploadPath is where tus uploads are created; init hands it to clients.
const UploadPath = "/api/v2/record/upload/"

// Server holds what the handlers call.
type Server struct {
	Store          *store.Store
	Accounts       *account.Service
	Verifier       *account.Verifier
	Videos         *video.Service
	Library        *library.Service
	Comments       *comment.Service
	Notify         *notify.Service
	Plans          *plan.Service
	Rooms          *room.Service
	Teams          *team.Service
	Billing        *billing.Service
	Blobs          blob.Store
	Storage        string // where uploads go: "local" or "s3"
	Uploads        *upload.Uploads
	Signer         *signurl.Signer
	Live           *live.Service
	TrustedProxies []string
	Headers        Headers
	AppOrigins     []string // origins of the desktop app's pages, which may open the socket too
}

// Router builds the route table.
func (s *Server) Router() (*gin.Engine, error) {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.HandleMethodNotAllowed = false
	if err := r.SetTrustedProxies(s.TrustedProxies); err != nil {
		return nil, err
	}
	r.Use(s.Headers.middleware(), recoverPanics, logRequests)

	r.GET("/healthz", newReadiness(s.Store.Ping, readyRecheck, time.Now).handler)

	// The web app; share pages carry link preview tags, and the embeddable
	// player pages may be shown in any site's frames.
	web := gin.WrapH(webui.Handler(s.shareCard))
	for _, embed := range []string{"/iframePlayer", "/preview-iframePlayer"} {
		r.GET(embed, s.Headers.allowFraming("*"), web)
		r.HEAD(embed, s.Headers.allowFraming("*"), web)
	}

	a := r.Group("/api")
	a.Any("/v2/record/upload/*id", s.requireUser, s.tus)
	a.GET("/media/videos/:id/:file", sendFiles, s.mediaFile)
	a.HEAD("/media/videos/:id/:file", sendFiles, s.mediaFile)
	a.GET("/v2/notify", s.notify)

	j := a.Group("", limitBody, compressJSON())
	// Reads that only touch the database take turns (turns.go): jr, and ur
	// signed in. Calls that wait on other services (Stripe) do not.
	reads := readTurns(s.Store.Dialect())
	jr := j.Group("", reads.take)
	j.POST("/auth/register", s.register)
	j.POST("/auth/login", s.login)
	j.POST("/user/token/refresh", s.refresh)
	// The app's side of the handoff, unauthenticated: bounded per address.
	app := j.Group("", limitPerAddress(ratelimit.New(60, 500*time.Millisecond)))
	app.POST("/auth/handoff/start", s.handoffStart)
	app.POST("/auth/handoff/exchange", s.handoffExchange)
	app.POST("/auth/handoff/poll", s.handoffPoll)
	jr.GET("/video/share/detail/:id", s.signedIn(signInIfLive), s.shareDetail)
	j.GET("/oembed", s.oembed)
	j.POST("/v2/notify/ticket", anonymousOnly(limitPerAddress(ratelimit.New(60, 500*time.Millisecond))), s.notifyTicket)

	u := j.Group("", s.requireUser)
	ur := u.Group("", reads.take)
	u.POST("/auth/logout", s.logout)
	u.GET("/auth/handoff/info", s.handoffInfo)
	u.POST("/auth/handoff/bind", s.handoffBind)
	u.POST("/auth/handoff/approve", s.handoffApprove)
	ur.GET("/user/info", s.userInfo)
	u.POST("/auth/verify/send", s.verifySend)
	u.POST("/auth/verify", s.verifyEmail)
	u.POST("/v2/record/local/init", s.recordInit)
	u.POST("/v2/record/credentials", s.recordCredentials)
	u.POST("/v2/record/local/complete", s.recordComplete)
	u.POST("/v2/record/local/discard", s.recordDiscard)
	u.PUT("/record/complete/:id", s.recordCompleteManual)
	u.PUT("/video/rename", s.videoRename)
	ur.GET("/video/list/:pid", s.videoList)
	ur.GET("/video/search", s.videoSearch)
	ur.GET("/video/capacity", s.videoCapacity)
	ur.GET("/folder/all", s.folderAll)
	u.POST("/folder/create", s.folderCreate)
	u.PUT("/folder/rename", s.folderRename)
	u.PUT("/items/move", s.itemsMove)
	u.DELETE("/items/trash", s.itemsTrash)
	ur.GET("/items/trash", s.trashList)
	u.PUT("/items/restore", s.itemsRestore)
	u.DELETE("/items/erase", s.itemsErase)
	u.DELETE("/items/empty", s.trashEmpty)
	u.GET("/video/share/create/:id", s.shareCreate)

	// Sharing: the owner's calls, and those of viewers holding a key.
	ur.GET("/video/share/list/:id", s.shareList)
	u.PUT("/video/share/update/:id", s.shareUpdate)
	u.DELETE("/video/share/revoke/:id", s.shareRevoke)
	u.POST("/video/fork", s.videoFork)
	u.PUT("/folder/share/create/:id", s.folderShareCreate)
	u.PUT("/folder/share/update/:id", s.folderShareUpdate)
	u.PUT("/folder/share/revoke/:id", s.folderShareRevoke)
	u.POST("/folder/fork", s.folderFork)
	jr.GET("/folder/share/detail/:id", s.folderShareDetail)
	k := j.Group("", s.userUnlessKey)
	kr := k.Group("", reads.take)
	kr.GET("/video/detail/:id", s.videoDetail)
	k.GET("/video/download/:id", s.videoDownload)

	// Comments: read by anyone who may view the video, written signed in.
	kr.GET("/comment/history", s.commentHistory)
	u.POST("/comment/post", s.commentPost)
	u.PUT("/comment/update", s.commentUpdate)
	u.DELETE("/comment/delete/:id", s.commentDelete)
	ur.GET("/comment/mentionable", s.commentMentionable)
	u.PUT("/comment/read", s.commentRead)

	// Workspaces, their members and invitations (spec 7). The invite
	// landing's info answers anyone holding the key; an icon upload is
	// authorized by the form IconPolicy signed; icons are public PNGs.
	ur.GET("/team/list", s.teamList)
	ur.GET("/team/detail/:id", s.teamDetail)
	u.POST("/team/create", s.teamCreate)
	u.PUT("/team/update", s.teamUpdate)
	u.DELETE("/team/delete/:id", s.teamDelete)
	ur.GET("/team/member/list/:id", s.teamMembers)
	u.PUT("/team/member/set_role", s.teamSetRole)
	u.PUT("/team/transfer", s.teamTransfer)
	u.DELETE("/team/member/remove", s.teamMemberRemove)
	u.DELETE("/team/member/quit/:id", s.teamQuit)
	u.GET("/team/sign_icon_policy", s.teamIconPolicy)
	u.POST("/team/invite/link", s.teamInviteLink)
	j.GET("/team/invite/info", limitPerAddress(ratelimit.New(60, 500*time.Millisecond)), s.signedIn(signInOptional), s.teamInviteInfo)
	u.POST("/team/invite/join", s.teamInviteJoin)
	u.POST("/team/invite/email", s.teamInviteEmail)
	ur.GET("/team/invite/pending", s.teamInvitePending)
	u.DELETE("/team/invite/revoke_by_email", s.teamInviteRevoke)
	a.POST(strings.TrimPrefix(team.IconUploadPath, "/api"), s.teamIconUpload)
	a.GET(strings.TrimPrefix(team.IconPath, "/api")+":key", s.teamIcon)
	a.HEAD(strings.TrimPrefix(team.IconPath, "/api")+":key", s.teamIcon)

	// Rooms of workspaces, their members and videos, and read marks.
	ur.GET("/channel/list/:teamId", s.channelList)
	ur.GET("/channel/browse/:teamId", s.channelBrowse)
	u.POST("/channel/create", s.channelCreate)
	u.PUT("/channel/update", s.channelUpdate)
	u.DELETE("/channel/delete/:id", s.channelDelete)
	ur.GET("/channel/member/list/:id", s.channelMembers)
	u.POST("/channel/member/add", s.channelMemberAdd)
	u.POST("/channel/member/join", s.channelMemberJoin)
	u.DELETE("/channel/member/quit/:id", s.channelMemberQuit)
	u.DELETE("/channel/member/remove", s.channelMemberRemove)
	ur.GET("/channel/video/list/:id", s.channelVideoList)
	ur.GET("/channel/video/detail", s.channelVideoDetail)
	u.GET("/channel/video/download", s.channelVideoDownload)
	u.POST("/channel/video/forward", s.channelVideoForward)
	u.POST("/channel/video/fork", s.channelVideoFork)
	u.POST("/channel/video/move", s.channelVideoMove)
	u.DELETE("/channel/video/remove", s.channelVideoRemove)
	u.PUT("/lastread/channel", s.lastReadChannel)
	u.PUT("/lastread/video", s.lastReadVideo)

	// Notifications (spec 7): the caller's own; unsubscribing from their
	// e-mail needs no sign-in, only the signed token of the e-mail's link.
	ur.GET("/notification/unread", s.notificationUnread)
	ur.GET("/notification/read", s.notificationRead)
	ur.GET("/notification/list", s.notificationList)
	u.PUT("/notification/read/:id", s.notificationMark(true))
	u.PUT("/notification/unread/:id", s.notificationMark(false))
	u.PUT("/notification/read_all", s.notificationReadAll)
	u.DELETE("/notification/delete/:id", s.notificationDelete)
	u.DELETE("/notification/empty", s.notificationEmpty)
	ur.GET("/notification/settings", s.notificationSettings)
	u.PUT("/notification/settings", s.notificationSetSettings)
	// The invitation program, the gift month and the old-user privilege:
	// the caller's own (package plan).
	ur.GET("/activity/invitation", s.invitationSummary)
	ur.GET("/activity/invitation/list", s.invitationList)
	ur.GET("/activity/free-vip/check", s.freeVipCheck)
	u.POST("/activity/free-vip/claim", s.freeVipClaim)
	ur.GET("/activity/old-user-privilege/check", s.privilegeCheck)
	u.PUT("/activity/old-user-privilege/confirm", s.privilegeConfirm)

	j.POST("/notification/unsubscribe", limitPerAddress(ratelimit.New(60, 500*time.Millisecond)), s.notificationUnsubscribe)

	// Premium and billing (spec 7): the plans need no sign-in; the webhook
	// is Stripe's, authenticated by its signature.
	j.GET("/premium/plans", s.premiumPlans)
	u.GET("/premium/current", s.premiumCurrent)
	u.GET("/premium/plan/invoices", s.premiumInvoices)
	u.GET("/premium/plan/billing", s.premiumBilling)
	u.GET("/premium/plan/stripe/calc_upgrade_cost", s.premiumUpgradeCost)
	// Calls that make objects in Stripe are bounded per user.
	stripeMakes := limitPerUser(ratelimit.New(30, 10*time.Second))
	u.GET("/payment/stripe/setup_intents", stripeMakes, s.stripeSetupIntent)
	u.POST("/premium/plan/stripe/create", stripeMakes, s.stripeCreate)
	u.POST("/premium/plan/stripe/complete", s.stripeComplete)
	u.PUT("/premium/plan/upgrade", s.premiumUpgrade)
	u.PUT("/premium/plan/stripe/renew", s.stripeRenew)
	u.PUT("/premium/plan/stripe/update_payment_method", s.stripeUpdatePaymentMethod)
	u.DELETE("/premium/plan/cancel", s.premiumCancel)
	a.POST("/payment/stripe/webhook", s.stripeWebhook)

	r.NoRoute(func(c *gin.Context) {
		if c.Request.URL.Path == "/api" || strings.HasPrefix(c.Request.URL.Path, "/api/") {
			fail(c, api.Errorf(api.CodeNotFound, "No such API call"))
			return
		}
		web(c)
	})
	return r, nil
}
