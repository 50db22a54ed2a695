//go:build ignore

// minimal is the cold-start benchmark's reference: the smallest Go HTTP
// server that answers GET /healthz with 200, listening on 127.0.0.1:PORT.
// What Reelroom takes beyond it is Reelroom's own start.
//
//	go run minimal.go   (PORT from the environment, as the server reads it)
package main

import (
	"log"
	"net/http"
	"os"
)

func main() {
	http.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.Write([]byte("ok"))
	})
	log.Fatal(http.ListenAndServe("127.0.0.1:"+os.Getenv("PORT"), nil))
}
