package api

// Timeline comments (spec sections 1, 3-9). A comment is a list of
// structured blocks, never markup: clients render every block as text. The
// owner of a video and signed-in viewers holding a link that reaches it may
// comment and reply; anyone who may view the video may read its comments;
// only a comment's author may edit or delete it. Anonymous viewers read but
// must sign in to comment. Channel (room) comments come later: channel_id
// must be 0 for now.

// CommentBlockType is the kind of one block of a comment.
type CommentBlockType string

const (
	// BlockText is plain text, kept byte for byte as sent.
	BlockText CommentBlockType = "text"
	// BlockMention names a user who can see the video: its owner or someone
	// who has commented on it. Text is filled by the server with the
	// user's nickname.
	BlockMention CommentBlockType = "mention"
	// BlockLink is a link; URL must be http or https. Text is what is shown
	// ("" shows the URL).
	BlockLink CommentBlockType = "link"
	// BlockTimePoint is a moment of the video, TimeMs from its start, within
	// its duration.
	BlockTimePoint CommentBlockType = "time_point"
)

// CommentBlock is one block of a comment. Fields that do not belong to the
// block's type are empty. A reply (the spec's quote block) is made with
// parent_id and shown in CommentInfo.Quote, not sent as a block.
type CommentBlock struct {
	Type   CommentBlockType `json:"type"`
	Text   string           `json:"text"`    // text: the text; mention: the name; link: shown text
	UserID int64            `json:"user_id"` // mention: who is named
	URL    string           `json:"url"`     // link
	TimeMs int64            `json:"time_ms"` // time_point
}

// Limits of a comment (spec 5, 9).
const (
	// MaxCommentText is the most characters (Unicode code points) a comment
	// holds, counting the text of every block and the URLs of links.
	MaxCommentText = 5000
	// MaxCommentBlocks is the most blocks a comment holds.
	MaxCommentBlocks = 100
	// CommentPageSize is how many comments a history page holds.
	CommentPageSize = 20
	// NoPlayedTime is the played time of a comment posted with none.
	NoPlayedTime = -1
)

// CommentUser is a commenter as shown with a comment.
type CommentUser struct {
	ID       int64  `json:"id"`
	Nickname string `json:"nickname"`
}

// CommentStatus says whether a quoted comment is still there.
type CommentStatus string

const (
	CommentLive    CommentStatus = "ok"
	CommentDeleted CommentStatus = "deleted" // shown as 'Comment has been deleted'; blocks are empty
)

// CommentQuote is the comment a reply quotes.
type CommentQuote struct {
	Blocks []CommentBlock `json:"blocks"`
	ID     int64          `json:"id"`
	Status CommentStatus  `json:"status"`
	User   CommentUser    `json:"user"`
}

// CommentInfo is a comment's content and author (spec 3). Date is when it
// was posted, in Unix seconds. Time is the video's played time when it was
// posted, in milliseconds, NoPlayedTime (-1) when none.
type CommentInfo struct {
	ID      int64          `json:"id"`
	Content []CommentBlock `json:"content"`
	Date    int64          `json:"date"`
	Name    string         `json:"name"`
	Avatar  string         `json:"avatar"`
	Time    int64          `json:"time"`
	Edited  bool           `json:"edited"` // changed since it was posted
	User    CommentUser    `json:"user"`
	Quote   *CommentQuote  `json:"quote" tstype:"CommentQuote | null,required"` // null unless a reply
}

// Comment is one comment of a video (spec 3). TimeStamp is Info.Date;
// PlayedTime is Info.Time; BeReplied says a live comment quotes it.
type Comment struct {
	Info       CommentInfo `json:"info"`
	TimeStamp  int64       `json:"time_stamp"`
	PlayedTime int64       `json:"played_time"`
	BeReplied  bool        `json:"be_replied"`
}

// CommentHistory is the data of
// GET /api/comment/history?video_id=&channel_id=0&comment_id=&share_key=:
// up to CommentPageSize live comments, oldest first (newest last). Without
// comment_id it is the newest page; with it, the page just older than that
// comment. HasMore says older ones remain. Deleted comments are left out.
type CommentHistory struct {
	Comments []Comment `json:"comments"`
	HasMore  bool      `json:"has_more"`
}

// CommentPostRequest is the body of POST /api/comment/post (signed in).
// ShareKey is the link the viewer opened the video with ("" for its owner).
// Blocks must hold something besides white space ('Comments sent cannot be
// empty'), at most MaxCommentBlocks blocks and MaxCommentText characters,
// valid UTF-8 without NUL. PlayedTime is milliseconds into the video, -1 or
// 0 for none. ParentID, when not 0, is the comment of the same video this
// one replies to.
type CommentPostRequest struct {
	VideoID    int64          `json:"video_id"`
	ChannelID  int64          `json:"channel_id"`
	ShareKey   string         `json:"share_key"`
	Blocks     []CommentBlock `json:"blocks"`
	PlayedTime int64          `json:"played_time"`
	ParentID   int64          `json:"parent_id"`
}

// CommentPosted is the data of POST /api/comment/post.
type CommentPosted struct {
	ID int64 `json:"id"`
}

// CommentUpdateRequest is the body of PUT /api/comment/update (its author
// only); the rules of CommentPostRequest's blocks apply. The answer is the
// comment as it now is. DELETE /api/comment/delete/{id}?share_key= deletes
// one (its author only); a reply to it then shows its quote as deleted.
type CommentUpdateRequest struct {
	CommentID int64          `json:"comment_id"`
	ShareKey  string         `json:"share_key"`
	Blocks    []CommentBlock `json:"blocks"`
}

// CommentMentionables is the data of
// GET /api/comment/mentionable?video_id=&share_key=: the people a comment on
// the video may mention (the mention popup's list), for anyone allowed to
// comment on it: the video's owner and everyone who has a live comment on
// it, the caller included (the client leaves itself out), ordered by
// nickname. Channel members join the list once rooms exist.
type CommentMentionables struct {
	Users []CommentUser `json:"users"`
}

// CommentReadRequest is the body of PUT /api/comment/read (signed in): the
// caller has seen every comment of the video so far, so its unread count
// (Video.Unread, others' comments posted since) drops to 0. Opening the
// newest history page marks the same.
type CommentReadRequest struct {
	VideoID  int64  `json:"video_id"`
	ShareKey string `json:"share_key"`
}
