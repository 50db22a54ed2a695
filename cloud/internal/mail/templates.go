package mail

import (
	"fmt"
	"html"
	"strings"
	"time"
)

// Locales mail is written in; anything else gets English.
const (
	LocaleEN = "en"
	LocaleZH = "zh-CN"
)

// NormalizeLocale maps a language tag or an Accept-Language header to one
// of the locales mail is written in: any Chinese goes to zh-CN.
func NormalizeLocale(tag string) string {
	for _, part := range strings.Split(tag, ",") {
		t := strings.ToLower(strings.TrimSpace(strings.SplitN(part, ";", 2)[0]))
		switch {
		case strings.HasPrefix(t, "zh"):
			return LocaleZH
		case strings.HasPrefix(t, "en"):
			return LocaleEN
		}
	}
	return LocaleEN
}

type verificationText struct {
	subject, greeting, body, expiry, ignore string
}

var verificationTexts = map[string]verificationText{
	LocaleEN: {
		subject:  "Your Reelroom verification code: %s",
		greeting: "Hi %s,",
		body:     "Enter this code in Reelroom to verify your e-mail address:",
		expiry:   "The code is valid for %d minutes.",
		ignore:   "If you did not create a Reelroom account, you can ignore this message.",
	},
	LocaleZH: {
		subject:  "您的 Reelroom 验证码：%s",
		greeting: "%s，您好：",
		body:     "请在 Reelroom 中输入以下验证码，以验证您的电子邮件地址：",
		expiry:   "验证码在 %d 分钟内有效。",
		ignore:   "如果您没有注册 Reelroom 帐户，请忽略此邮件。",
	},
}

// VerificationCode is the message carrying a 6-digit code, in locale.
func VerificationCode(locale, to, nickname, code string, ttl time.Duration) Message {
	t, ok := verificationTexts[locale]
	if !ok {
		t = verificationTexts[LocaleEN]
	}
	minutes := int(ttl / time.Minute)
	greeting := fmt.Sprintf(t.greeting, nickname)
	expiry := fmt.Sprintf(t.expiry, minutes)
	text := strings.Join([]string{greeting, "", t.body, "", "    " + code, "", expiry, "", t.ignore, "", "-- Reelroom", ""}, "\n")
	h := func(s string) string { return html.EscapeString(s) }
	htmlBody := `<!doctype html><html><body style="font-family:sans-serif;color:#222">` +
		"<p>" + h(greeting) + "</p><p>" + h(t.body) + "</p>" +
		`<p style="font-size:28px;font-weight:bold;letter-spacing:6px">` + h(code) + "</p>" +
		"<p>" + h(expiry) + "</p><p style=\"color:#666\">" + h(t.ignore) + "</p></body></html>"
	return Message{To: to, Subject: fmt.Sprintf(t.subject, code), Text: text, HTML: htmlBody}
}
