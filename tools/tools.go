// Package tools pins the command-line tools the build and tests use (see the
// tool lines in go.mod); it has no code of its own.
package tools
