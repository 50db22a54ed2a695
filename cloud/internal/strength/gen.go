//go:build ignore

// gen writes the word lists the estimator embeds (lists/*.txt), each cut to
// its commonest entries, from frequency-ordered public lists: the zxcvbn
// project's data folder (MIT licence; passwords from public leaks, English
// words from Wiktionary's film and television frequency list, US census
// names), whose files hold {"List": [...]}, most common first.
//
//	go run gen.go DIR   (from this folder; DIR holds Passwords.json etc.)
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// lists names each source file, the embedded file it becomes and how many
// entries are kept: enough that common words cost a guesser little, few
// enough that the binary stays small.
var lists = []struct {
	source, out string
	keep        int
}{
	{"Passwords.json", "passwords.txt", 10000},
	{"English.json", "english.txt", 20000},
	{"FemaleNames.json", "female_names.txt", 4000},
	{"MaleNames.json", "male_names.txt", 1100},
	{"Surnames.json", "surnames.txt", 10000},
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run gen.go DIR")
		os.Exit(2)
	}
	for _, l := range lists {
		if err := convert(filepath.Join(os.Args[1], l.source), filepath.Join("lists", l.out), l.keep); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}

func convert(source, out string, keep int) error {
	raw, err := os.ReadFile(source)
	if err != nil {
		return err
	}
	var doc struct{ List []string }
	if err := json.Unmarshal(raw, &doc); err != nil {
		return fmt.Errorf("%s: %w", source, err)
	}
	var b strings.Builder
	seen := map[string]bool{}
	for _, w := range doc.List {
		w = strings.ToLower(strings.TrimSpace(w))
		if w == "" || seen[w] || strings.ContainsAny(w, "\n\r") {
			continue
		}
		seen[w] = true
		b.WriteString(w)
		b.WriteByte('\n')
		if len(seen) == keep {
			break
		}
	}
	return os.WriteFile(out, []byte(b.String()), 0o644)
}
