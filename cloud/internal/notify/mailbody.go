package notify

import (
	"fmt"
	"html"
	"strings"

	"github.com/reelroom/reelroom/cloud/internal/mail"
	"github.com/reelroom/reelroom/shared/api"
)

// renderUnseen is the text and HTML of the unseen-notifications message:
// every item in English, then every item in Simplified Chinese, each with
// its link, and the unsubscribe link in both languages.
func renderUnseen(items []mailItem, unsub string) mail.Message {
	var text, body strings.Builder
	h := html.EscapeString
	body.WriteString(`<!doctype html><html><body style="font-family:sans-serif;color:#222">`)
	for li, lang := range []string{"en", "zh-CN"} {
		if li > 0 {
			text.WriteString("\n——\n\n")
			body.WriteString("<hr>")
		}
		fmt.Fprintf(&text, "%s\n\n", intro(lang, len(items)))
		fmt.Fprintf(&body, `<p lang="%s">%s</p><ul lang="%s">`, lang, h(intro(lang, len(items))), lang)
		for _, it := range items {
			line := itemLine(lang, it.n)
			fmt.Fprintf(&text, "- %s\n  “%s”\n  %s\n\n", line, it.n.Extra.Content, it.link)
			fmt.Fprintf(&body, `<li><p>%s</p><blockquote style="color:#444">%s</blockquote><p><a href="%s">%s</a></p></li>`,
				h(line), h(it.n.Extra.Content), h(it.link), h(openLabel(lang)))
		}
		body.WriteString("</ul>")
		fmt.Fprintf(&text, "%s\n    %s\n", unsubLabel(lang), unsub)
		fmt.Fprintf(&body, `<p lang="%s" style="color:#666">%s <a href="%s">%s</a></p>`, lang, h(unsubLabel(lang)), h(unsub),
			h(unsubLink(lang)))
	}
	text.WriteString("\n-- Reelroom\n")
	body.WriteString("</body></html>")
	subject := fmt.Sprintf("You have %d unread mention(s) and replies on Reelroom / 您在 Reelroom 上有 %d 条未读的提及和回复",
		len(items), len(items))
	return mail.Message{Subject: subject, Text: text.String(), HTML: body.String()}
}

func intro(lang string, n int) string {
	if lang == "zh-CN" {
		return fmt.Sprintf("您有 %d 条未读的提及和回复：", n)
	}
	return fmt.Sprintf("You have %d unread mention(s) and replies:", n)
}

// itemLine says who did what where.
func itemLine(lang string, n api.Notification) string {
	who, title := n.Subject.Nickname, n.Extra.VideoTitle
	switch {
	case lang == "zh-CN" && n.Event == api.NotifyMention:
		return fmt.Sprintf("%s 在《%s》中提到了您", who, title)
	case lang == "zh-CN":
		return fmt.Sprintf("%s 在《%s》中回复了您的评论", who, title)
	case n.Event == api.NotifyMention:
		return fmt.Sprintf("%s mentioned you on “%s”", who, title)
	default:
		return fmt.Sprintf("%s replied to your comment on “%s”", who, title)
	}
}

func openLabel(lang string) string {
	if lang == "zh-CN" {
		return "查看"
	}
	return "Open"
}

func unsubLabel(lang string) string {
	if lang == "zh-CN" {
		return "不想再收到此类邮件？"
	}
	return "Don't want these e-mails?"
}

func unsubLink(lang string) string {
	if lang == "zh-CN" {
		return "退订"
	}
	return "Unsubscribe"
}
