//go:build ignore

// sink is the smallest HTTP server that stores an upload: it copies each PUT
// body into one file, as tusd's file store does, and answers 204. The upload
// benchmark runs it beside the real server to tell the cost of HTTP over
// loopback apart from the cost of Reelroom's own upload path.
//
//	go run sink.go PORT FILE   (listens on 127.0.0.1 only)
package main

import (
	"io"
	"log"
	"net/http"
	"os"
)

func main() {
	if len(os.Args) != 3 {
		log.Fatal("usage: sink PORT FILE")
	}
	file := os.Args[2]
	store := func(w http.ResponseWriter, r *http.Request) {
		f, err := os.Create(file)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		_, err = io.Copy(f, r.Body)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}
	log.Fatal(http.ListenAndServe("127.0.0.1:"+os.Args[1], http.HandlerFunc(store)))
}
