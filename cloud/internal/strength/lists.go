package strength

import (
	_ "embed"
	"strings"
	"sync"
	"unicode/utf8"
)

// The word lists, one lower-case entry a line, commonest first (gen.go
// makes them). They stay in the binary as strings until the first estimate.
var (
	//go:embed lists/passwords.txt
	passwordList string
	//go:embed lists/english.txt
	englishList string
	//go:embed lists/female_names.txt
	femaleNameList string
	//go:embed lists/male_names.txt
	maleNameList string
	//go:embed lists/surnames.txt
	surnameList string
)

// rankedWords maps each word to its rank (1 is the commonest) in the list
// where it ranks best, and knows its longest word in runes.
type rankedWords struct {
	rank    map[string]int
	longest int
}

var (
	wordsOnce sync.Once
	words     *rankedWords
)

// commonWords gives the lists' words, ranked, built on first use: a few
// milliseconds and megabytes that a program that checks no password never
// pays, and that no longer delay the service's start.
func commonWords() *rankedWords {
	wordsOnce.Do(func() {
		words = &rankedWords{rank: make(map[string]int, 42000)}
		for _, list := range []string{passwordList, englishList, femaleNameList, maleNameList, surnameList} {
			rank := 0
			for line := range strings.Lines(list) {
				rank++
				words.add(strings.TrimSuffix(line, "\n"), rank)
			}
		}
	})
	return words
}

// newRankedWords ranks words in the order given.
func newRankedWords(words []string) *rankedWords {
	w := &rankedWords{rank: make(map[string]int, len(words))}
	for i, word := range words {
		w.add(word, i+1)
	}
	return w
}

func (w *rankedWords) add(word string, rank int) {
	if word == "" {
		return
	}
	if r, ok := w.rank[word]; !ok || rank < r {
		w.rank[word] = rank
	}
	w.longest = max(w.longest, utf8.RuneCountInString(word))
}
