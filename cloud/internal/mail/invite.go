package mail

import (
	"fmt"
	"html"
	"strings"
)

// TeamInvitation is the message inviting to to a workspace (room "") or a
// room of it, with the link of its invite landing. The invitee may have no
// account, so no language of theirs is known: the message says everything
// in English and then in Simplified Chinese.
func TeamInvitation(to, inviter, team, room, link string) Message {
	place := team
	if room != "" {
		place = room + " (" + team + ")"
	}
	en := []string{
		fmt.Sprintf("%s invited you to join %s on Reelroom.", inviter, place),
		"Open this link to join (sign up first if you have no account):",
	}
	zh := []string{
		fmt.Sprintf("%s 邀请您加入 Reelroom 上的 %s。", inviter, place),
		"打开以下链接即可加入（如果您还没有帐户，请先注册）：",
	}
	ignoreEN := "If you did not expect this invitation, you can ignore this message."
	ignoreZH := "如果您不认识邀请人，请忽略此邮件。"
	text := strings.Join([]string{en[0], en[1], "", "    " + link, "", ignoreEN, "", "——", "",
		zh[0], zh[1], "", "    " + link, "", ignoreZH, "", "-- Reelroom", ""}, "\n")
	h := html.EscapeString
	a := `<p><a href="` + h(link) + `">` + h(link) + `</a></p>`
	body := `<!doctype html><html><body style="font-family:sans-serif;color:#222">` +
		"<p>" + h(en[0]) + "</p><p>" + h(en[1]) + "</p>" + a + `<p style="color:#666">` + h(ignoreEN) + "</p><hr>" +
		`<p lang="zh-CN">` + h(zh[0]) + `</p><p lang="zh-CN">` + h(zh[1]) + "</p>" + a +
		`<p lang="zh-CN" style="color:#666">` + h(ignoreZH) + "</p></body></html>"
	subject := fmt.Sprintf("%s invited you to %s on Reelroom / %s 邀请您加入 %s", inviter, place, inviter, place)
	return Message{To: to, Subject: subject, Text: text, HTML: body}
}
