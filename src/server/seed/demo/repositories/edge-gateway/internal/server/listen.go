package server

import (
	"crypto/tls"
	"net/http"

	"golang.org/x/crypto/acme/autocert"
	"golang.org/x/net/http2"
	"golang.org/x/net/http2/h2c"
)

// ListenTLS serves on :443 with certificates from the ACME directory for the given hosts.
func ListenTLS(handler http.Handler, cacheDir string, hosts ...string) error {
	manager := &autocert.Manager{
		Prompt:     autocert.AcceptTOS,
		Cache:      autocert.DirCache(cacheDir),
		HostPolicy: autocert.HostWhitelist(hosts...),
	}
	server := &http.Server{
		Addr:      ":443",
		Handler:   handler,
		TLSConfig: &tls.Config{GetCertificate: manager.GetCertificate, MinVersion: tls.VersionTLS12},
	}
	return server.ListenAndServeTLS("", "")
}

// ListenCleartext serves HTTP/1.1 and cleartext HTTP/2 (gRPC upstreams inside the mesh).
func ListenCleartext(addr string, handler http.Handler) error {
	return http.ListenAndServe(addr, h2c.NewHandler(handler, &http2.Server{}))
}
