package main

import (
	"net/http"
	"os"

	"github.com/gin-gonic/gin"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/sirupsen/logrus"

	"corp.example/platform/edge-gateway/internal/auth"
	"corp.example/platform/edge-gateway/internal/metrics"
	"corp.example/platform/edge-gateway/internal/proxy"
)

func main() {
	log := logrus.New()
	log.SetFormatter(&logrus.JSONFormatter{})

	routes, err := proxy.LoadRoutes(getenv("ROUTES_FILE", "/etc/edge-gateway/routes.json"))
	if err != nil {
		log.WithError(err).Fatal("cannot load routes")
	}

	r := gin.New()
	r.Use(gin.Recovery(), metrics.Middleware(), proxy.RequestID())
	r.GET("/healthz", func(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"status": "ok"}) })
	r.GET("/metrics", gin.WrapH(promhttp.Handler()))

	api := r.Group("/api", auth.Middleware([]byte(os.Getenv("JWT_SECRET"))))
	for _, route := range routes {
		api.Any(route.Prefix+"/*path", proxy.Handler(route, log))
	}

	if err := r.Run(getenv("LISTEN_ADDR", ":8443")); err != nil {
		log.WithError(err).Fatal("server stopped")
	}
}

func getenv(key, fallback string) string {
	if value, ok := os.LookupEnv(key); ok {
		return value
	}
	return fallback
}
