// Package strength estimates how many guesses an attacker who knows how
// people pick passwords needs for one: it finds the parts that come from
// word lists, the person's own details, keyboard walks, sequences, repeats
// and dates, and prices the cheapest way to build the whole password from
// them, each remaining character costing a guess among its kind (the
// zxcvbn approach). Its word lists are read on first use, not when the
// program starts.
package strength

import (
	"math"
	"unicode"
	"unicode/utf8"
)

// Weakness names what made a password cheap to guess.
type Weakness string

const (
	Personal Weakness = "personal" // the person's own e-mail or name
	Common   Weakness = "common"   // common passwords, words or names
	Pattern  Weakness = "pattern"  // sequences, keyboard walks, dates, repeats, or simply short
)

// Result is the estimate for one password.
type Result struct {
	Bits     float64  // log2 of the guesses needed to exhaust the cheapest way to build it
	Guesses  float64  // expected guesses: half of that
	Score    int      // 0 to 4: fewer than 10^6, 10^8, 10^10, 10^12 guesses, or more
	Weakness Weakness // the cheapest parts' kind
}

// scoreGuesses are the guesses each score from 1 up needs.
var scoreGuesses = [...]float64{1e6, 1e8, 1e10, 1e12}

// Estimate prices password. userInputs are the person's own details (e-mail,
// its local part, names), lower-case, most telling first: a password built
// on them is about as cheap as the commonest password.
func Estimate(password string, userInputs []string) Result {
	pw := []rune(password)
	bits, parts := cheapest(pw, findMatches(pw, userInputs))
	r := Result{Bits: bits, Guesses: math.Exp2(bits) / 2, Weakness: weakness(parts)}
	for _, g := range scoreGuesses {
		if r.Guesses >= g {
			r.Score++
		}
	}
	return r
}

// kind is what a match is made of.
type kind uint8

const (
	dictionary kind = iota + 1
	personal
	spatial
	repeat
	sequence
	date
)

// match is one way to guess the runes i..j of a password (inclusive) in
// 2^bits guesses.
type match struct {
	i, j int
	bits float64
	kind kind
}

func findMatches(pw []rune, userInputs []string) []match {
	var ms []match
	ms = append(ms, dictionaryMatches(pw, userInputs)...)
	ms = append(ms, spatialMatches(pw)...)
	ms = append(ms, sequenceMatches(pw)...)
	ms = append(ms, dateMatches(pw)...)
	ms = append(ms, repeatMatches(pw, userInputs)...)
	return ms
}

// cheapest finds the matches, not overlapping, that with the runes between
// them guessed one by one cost the fewest bits (dynamic programming over
// the password's prefixes).
func cheapest(pw []rune, ms []match) (float64, []match) {
	n := len(pw)
	perRune := math.Log2(cardinality(pw))
	byEnd := make([][]int, n)
	for k, m := range ms {
		byEnd[m.j] = append(byEnd[m.j], k)
	}
	best := make([]float64, n+1) // best[k]: cost of pw[:k]
	last := make([]int, n+1)     // the match ending pw[:k] in it, or -1 for a guessed rune
	for k := 1; k <= n; k++ {
		best[k], last[k] = best[k-1]+perRune, -1
		for _, mi := range byEnd[k-1] {
			if c := best[ms[mi].i] + ms[mi].bits; c < best[k] {
				best[k], last[k] = c, mi
			}
		}
	}
	var parts []match
	for k := n; k > 0; {
		if last[k] < 0 {
			k--
			continue
		}
		parts = append(parts, ms[last[k]])
		k = ms[last[k]].i
	}
	return best[n], parts
}

// cardinality is how many runes a guesser tries for each one it cannot
// explain: all of each kind the password uses.
func cardinality(pw []rune) float64 {
	var lower, upper, digit, symbol, other bool
	for _, r := range pw {
		switch {
		case r >= 'a' && r <= 'z':
			lower = true
		case r >= 'A' && r <= 'Z':
			upper = true
		case r >= '0' && r <= '9':
			digit = true
		case r < utf8.RuneSelf:
			symbol = true
		case unicode.IsLower(r):
			lower = true
		case unicode.IsUpper(r):
			upper = true
		default:
			other = true
		}
	}
	c := 0.0
	for _, k := range []struct {
		used bool
		size float64
	}{{lower, 26}, {upper, 26}, {digit, 10}, {symbol, 33}, {other, 100}} {
		if k.used {
			c += k.size
		}
	}
	return max(c, 1)
}

// weakness names the kind of the cheapest parts: the person's own details
// first, then the longest word from the lists, else a pattern.
func weakness(parts []match) Weakness {
	w, longest := Pattern, 0
	for _, m := range parts {
		switch m.kind {
		case personal:
			return Personal
		case dictionary:
			if n := m.j - m.i + 1; n > longest {
				w, longest = Common, n
			}
		}
	}
	return w
}
