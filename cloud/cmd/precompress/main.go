// Command precompress writes brotli (.br) and gzip (.gz) copies beside the
// web app's text files in a build folder, once at build time (`make web`),
// so the service sends them compressed without compressing per request:
// `go run ./cloud/cmd/precompress DIR`. Media, fonts that are compressed
// already (woff, woff2) and index.html (which the service renders per
// request) are left alone, and a copy that would not save at least 5% is not
// written.
package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/andybalholm/brotli"
)

// compressible are the extensions of files worth compressing.
var compressible = map[string]bool{
	".js": true, ".mjs": true, ".css": true, ".html": true, ".svg": true, ".json": true,
	".webmanifest": true, ".map": true, ".txt": true, ".xml": true, ".wasm": true,
	".ttf": true, ".otf": true, ".eot": true, ".ico": true,
}

// minSize is the smallest file worth a copy: below it the framing eats the gain.
const minSize = 256

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: precompress DIR")
		os.Exit(2)
	}
	n, err := precompress(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "precompress:", err)
		os.Exit(1)
	}
	fmt.Printf("precompress: %d compressed copies written in %s\n", n, os.Args[1])
}

// precompress writes the copies for every file under dir that wants them
// and returns how many it wrote.
func precompress(dir string) (int, error) {
	written := 0
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !wants(dir, path) {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil || len(data) < minSize {
			return err
		}
		for _, enc := range encoders {
			var buf bytes.Buffer
			if err := enc.compress(&buf, data); err != nil {
				return fmt.Errorf("%s %s: %w", enc.suffix, path, err)
			}
			if buf.Len() > len(data)*95/100 {
				continue
			}
			if err := os.WriteFile(path+enc.suffix, buf.Bytes(), 0o644); err != nil {
				return err
			}
			written++
		}
		return nil
	})
	return written, err
}

func wants(dir, path string) bool {
	rel, err := filepath.Rel(dir, path)
	if err != nil || rel == "index.html" {
		return false
	}
	return compressible[strings.ToLower(filepath.Ext(path))]
}

// encoders are the codings written, at their strongest levels: this runs
// once per build, not per request.
var encoders = []struct {
	suffix   string
	compress func(w io.Writer, data []byte) error
}{
	{".br", func(w io.Writer, data []byte) error {
		bw := brotli.NewWriterLevel(w, brotli.BestCompression)
		if _, err := bw.Write(data); err != nil {
			return err
		}
		return bw.Close()
	}},
	{".gz", func(w io.Writer, data []byte) error {
		gw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
		if err != nil {
			return err
		}
		if _, err := gw.Write(data); err != nil {
			return err
		}
		return gw.Close()
	}},
}
