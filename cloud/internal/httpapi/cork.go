package httpapi

import (
	"context"
	"net"
	"syscall"
)

type connKey struct{}

// ConnContext is the http.Server's ConnContext: it keeps each connection
// in its requests' context, where a file's sender finds it to cork.
func ConnContext(ctx context.Context, c net.Conn) context.Context {
	return context.WithValue(ctx, connKey{}, c)
}

// rawConn is the connection under a request, when it is a socket.
func rawConn(ctx context.Context) syscall.RawConn {
	c, ok := ctx.Value(connKey{}).(interface {
		SyscallConn() (syscall.RawConn, error)
	})
	if !ok {
		return nil
	}
	rc, err := c.SyscallConn()
	if err != nil {
		return nil
	}
	return rc
}

// corkFor holds back the connection's partly filled TCP segments until
// the returned func is called, as nginx's tcp_nopush does around a file:
// the response header, the first bytes net/http copies and the file that
// sendfile(2) appends then go out in full-size segments instead of each
// call's tail in a segment of its own (37 segments per MiB sent instead of
// 25 on loopback, and the receiver's work for each; bench/README.md).
// Uncorking sends what is held at once. Not a TCP connection, or options
// that cannot be set: it sends as before, uncorked.
func corkFor(rc syscall.RawConn) (uncork func()) {
	if rc == nil || setCork(rc, 1) != nil {
		return func() {}
	}
	return func() { _ = setCork(rc, 0) } // fails only on a closed socket, which sends nothing more
}

func setCork(rc syscall.RawConn, on int) error {
	var err error
	if cerr := rc.Control(func(fd uintptr) {
		err = syscall.SetsockoptInt(int(fd), syscall.IPPROTO_TCP, syscall.TCP_CORK, on)
	}); cerr != nil {
		return cerr
	}
	return err
}
