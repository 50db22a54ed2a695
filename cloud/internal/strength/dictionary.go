package strength

import (
	"math"
	"slices"
	"unicode"
)

// leet gives the letters a common l33t substitute stands for, or "".
func leet(r rune) string {
	switch r {
	case '4', '@':
		return "a"
	case '8':
		return "b"
	case '(', '{', '[', '<':
		return "c"
	case '3':
		return "e"
	case '6', '9':
		return "g"
	case '1', '|':
		return "il"
	case '!':
		return "i"
	case '7':
		return "lt"
	case '0':
		return "o"
	case '$', '5':
		return "s"
	case '+':
		return "t"
	case '%':
		return "x"
	case '2':
		return "z"
	}
	return ""
}

// maxLeetReadings bounds the ways of reading a password's ambiguous
// substitutes (1, 7 and | each stand for two letters).
const maxLeetReadings = 16

// dictionaryMatches finds the words of the lists and of userInputs in pw,
// case ignored: as they are, reversed, and with l33t substitutes read back.
func dictionaryMatches(pw []rune, userInputs []string) []match {
	lower := make([]rune, len(pw))
	for k, r := range pw {
		lower[k] = unicode.ToLower(r)
	}
	reversed, pwReversed := slices.Clone(lower), slices.Clone(pw)
	slices.Reverse(reversed)
	slices.Reverse(pwReversed)
	type list struct {
		words *rankedWords
		kind  kind
	}
	lists := []list{{commonWords(), dictionary}}
	if len(userInputs) > 0 {
		lists = append(lists, list{newRankedWords(userInputs), personal})
	}
	readings := leetReadings(lower)
	var ms []match
	for _, l := range lists {
		ms = append(ms, lookup(pw, lower, nil, l.words, l.kind)...)
		for _, m := range lookup(pwReversed, reversed, nil, l.words, l.kind) {
			n := len(pw)
			m.i, m.j = n-1-m.j, n-1-m.i
			if m.j > m.i && !isPalindrome(lower[m.i:m.j+1]) {
				m.bits++ // which way to read it
				ms = append(ms, m)
			}
		}
		for _, r := range readings {
			ms = append(ms, lookup(pw, r.text, r.subbed, l.words, l.kind)...)
		}
	}
	return ms
}

func isPalindrome(rs []rune) bool {
	for i, j := 0, len(rs)-1; i < j; i, j = i+1, j-1 {
		if rs[i] != rs[j] {
			return false
		}
	}
	return true
}

// lookup finds the words of words in text, pw's runes read one way (same
// length). With subbed (the runes read as l33t), only words that hold one.
func lookup(pw, text []rune, subbed []bool, words *rankedWords, k kind) []match {
	s := string(text)
	offset := make([]int, 0, len(text)+1) // byte offset of each rune in s
	for at := range s {
		offset = append(offset, at)
	}
	offset = append(offset, len(s))
	var ms []match
	for i := range text {
		for j := i; j < len(text) && j-i < words.longest; j++ {
			rank, ok := words.rank[s[offset[i]:offset[j+1]]]
			if !ok {
				continue
			}
			bits := math.Log2(float64(rank)) + caseBits(pw[i:j+1])
			if subbed != nil {
				extra, used := leetBits(text[i:j+1], subbed[i:j+1])
				if !used {
					continue
				}
				bits += extra
			}
			ms = append(ms, match{i: i, j: j, bits: bits, kind: k})
		}
	}
	return ms
}

// caseBits prices the capitals of a word: none costs nothing, all or only
// the first or last one bit, else a guess among the ways of placing them.
func caseBits(token []rune) float64 {
	var upper, lower int
	for _, r := range token {
		switch {
		case unicode.IsUpper(r):
			upper++
		case unicode.IsLower(r):
			lower++
		}
	}
	switch {
	case upper == 0:
		return 0
	case lower == 0, upper == 1 && (unicode.IsUpper(token[0]) || unicode.IsUpper(token[len(token)-1])):
		return 1
	}
	return choicesBits(upper, lower)
}

// choicesBits is log2 of the ways of choosing 1 to min(a, b) places of a+b.
func choicesBits(a, b int) float64 {
	sum := 0.0
	for k := 1; k <= min(a, b); k++ {
		sum += binomial(a+b, k)
	}
	return math.Log2(sum)
}

func binomial(n, k int) float64 {
	r := 1.0
	for i := 1; i <= k; i++ {
		r = r * float64(n-k+i) / float64(i)
	}
	return r
}

// leetReading is pw read with its l33t substitutes as letters.
type leetReading struct {
	text   []rune
	subbed []bool
}

// leetReadings gives each way of reading pw's l33t substitutes, up to
// maxLeetReadings; none when it has none.
func leetReadings(lower []rune) []leetReading {
	var found []rune
	for _, r := range lower {
		if leet(r) != "" && !slices.Contains(found, r) {
			found = append(found, r)
		}
	}
	if len(found) == 0 {
		return nil
	}
	choices := []map[rune]rune{{}}
	for _, r := range found {
		var next []map[rune]rune
		for _, c := range choices {
			for _, letter := range leet(r) {
				if len(next) == maxLeetReadings {
					break
				}
				m := map[rune]rune{r: letter}
				for k, v := range c {
					m[k] = v
				}
				next = append(next, m)
			}
		}
		choices = next
	}
	out := make([]leetReading, 0, len(choices))
	for _, c := range choices {
		r := leetReading{text: slices.Clone(lower), subbed: make([]bool, len(lower))}
		for k, ch := range lower {
			if letter, ok := c[ch]; ok {
				r.text[k], r.subbed[k] = letter, true
			}
		}
		out = append(out, r)
	}
	return out
}

// leetBits prices reading a word's substitutes: for each letter, a guess
// among the ways its substitutes and its plain copies could be placed (one
// bit when all its copies are substituted). used says whether any is.
func leetBits(text []rune, subbed []bool) (bits float64, used bool) {
	var letters []rune
	for k, r := range text {
		if subbed[k] && !slices.Contains(letters, r) {
			letters = append(letters, r)
		}
	}
	for _, letter := range letters {
		var s, u int
		for k, r := range text {
			if r == letter {
				if subbed[k] {
					s++
				} else {
					u++
				}
			}
		}
		if u == 0 {
			bits++
		} else {
			bits += choicesBits(s, u)
		}
	}
	return bits, len(letters) > 0
}
