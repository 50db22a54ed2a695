package strength

import (
	"math"
	"sync"
)

// keyboard is a layout: where each key is, and which runes a key types.
type keyboard struct {
	key     map[rune]int // rune → key
	shifted map[rune]bool
	row     []int
	x       []float64 // position in key widths along its row
	// starts is how many runes a walk can start on, degree the mean number
	// of neighbours a key has.
	starts  int
	degree  float64
	corners bool // whether keys touch diagonally at the same x (a keypad)
}

// keyRow is a row of keys: the runes they type without and with shift
// (same length, or no shifted runes) and its offset from the left edge in
// key widths.
type keyRow struct {
	plain, shifted string
	offset         float64
}

// newKeyboard lays out rows of keys, top row first.
func newKeyboard(corners bool, rows ...keyRow) *keyboard {
	kb := &keyboard{key: map[rune]int{}, shifted: map[rune]bool{}, corners: corners}
	for r, row := range rows {
		shifted := []rune(row.shifted)
		for c, ch := range []rune(row.plain) {
			id := len(kb.row)
			kb.row = append(kb.row, r)
			kb.x = append(kb.x, row.offset+float64(c))
			kb.key[ch] = id
			if c < len(shifted) {
				kb.key[shifted[c]] = id
				kb.shifted[shifted[c]] = true
			}
		}
	}
	kb.starts = len(kb.key)
	edges := 0
	for a := range kb.row {
		for b := range kb.row {
			if kb.direction(a, b) != 0 {
				edges++
			}
		}
	}
	kb.degree = float64(edges) / float64(len(kb.row))
	return kb
}

// direction numbers the way from key a to key b when they touch, else 0.
func (kb *keyboard) direction(a, b int) int {
	dr, dx := kb.row[b]-kb.row[a], kb.x[b]-kb.x[a]
	switch {
	case a == b, dr < -1, dr > 1:
		return 0
	case dr == 0 && math.Abs(dx) != 1:
		return 0
	case dr != 0 && (math.Abs(dx) > 1 || !kb.corners && math.Abs(dx) >= 1):
		return 0
	}
	side := 0
	if dx > 0 {
		side = 1
	} else if dx < 0 {
		side = 2
	}
	return 1 + (dr+1)*3 + side
}

var (
	keyboardsOnce sync.Once
	layouts       []*keyboard
)

// keyboards are a US keyboard and a numeric keypad, laid out on first use.
func keyboards() []*keyboard {
	keyboardsOnce.Do(layOut)
	return layouts
}

func layOut() {
	qwerty := newKeyboard(false,
		keyRow{"`1234567890-=", "~!@#$%^&*()_+", 0},
		keyRow{"qwertyuiop[]\\", "QWERTYUIOP{}|", 1.5},
		keyRow{"asdfghjkl;'", "ASDFGHJKL:\"", 1.75},
		keyRow{"zxcvbnm,./", "ZXCVBNM<>?", 2.25},
	)
	keypad := newKeyboard(true,
		keyRow{"/*-", "", 1},
		keyRow{"789+", "", 0},
		keyRow{"456", "", 0},
		keyRow{"123", "", 0},
		keyRow{"0.", "", 0.5},
	)
	layouts = []*keyboard{qwerty, keypad}
}

// spatialMatches finds walks of 3 or more neighbouring keys on a keyboard
// or keypad ("qwerty", "zxcvbn", "14789"), priced by their length, turns
// and shifted keys.
func spatialMatches(pw []rune) []match {
	var ms []match
	for _, kb := range keyboards() {
		for i := 0; i < len(pw); {
			j, turns, dir := i, 0, 0
			for j+1 < len(pw) {
				a, okA := kb.key[pw[j]]
				b, okB := kb.key[pw[j+1]]
				d := 0
				if okA && okB {
					d = kb.direction(a, b)
				}
				if d == 0 {
					break
				}
				if d != dir {
					turns++
					dir = d
				}
				j++
			}
			if j-i >= 2 {
				ms = append(ms, match{i: i, j: j, bits: kb.walkBits(pw[i:j+1], turns), kind: spatial})
			}
			i = j + 1
		}
	}
	return ms
}

// walkBits is log2 of the walks up to the token's length with up to its
// turns from any start, times the ways of placing its shifted keys.
func (kb *keyboard) walkBits(token []rune, turns int) float64 {
	walks := 0.0
	for length := 2; length <= len(token); length++ {
		for t := 1; t <= min(turns, length-1); t++ {
			walks += binomial(length-1, t-1) * float64(kb.starts) * math.Pow(kb.degree, float64(t))
		}
	}
	bits := math.Log2(walks)
	var shifted int
	for _, r := range token {
		if kb.shifted[r] {
			shifted++
		}
	}
	switch {
	case shifted == len(token):
		bits++
	case shifted > 0:
		bits += choicesBits(shifted, len(token)-shifted)
	}
	return bits
}
