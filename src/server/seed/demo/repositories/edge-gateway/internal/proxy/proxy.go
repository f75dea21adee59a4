package proxy

import (
	"encoding/json"
	"net/http/httputil"
	"net/url"
	"os"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"
	"github.com/sirupsen/logrus"
)

// Route sends everything under Prefix to Upstream.
type Route struct {
	Prefix   string `json:"prefix"`
	Upstream string `json:"upstream"`
}

// LoadRoutes reads the route table (a JSON array) from a file.
func LoadRoutes(path string) ([]Route, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var routes []Route
	return routes, json.Unmarshal(data, &routes)
}

// RequestID gives every request an X-Request-Id, keeping one the client sent.
func RequestID() gin.HandlerFunc {
	return func(c *gin.Context) {
		id := c.GetHeader("X-Request-Id")
		if id == "" {
			id = uuid.NewString()
			c.Request.Header.Set("X-Request-Id", id)
		}
		c.Header("X-Request-Id", id)
		c.Next()
	}
}

// Handler proxies a route to its upstream.
func Handler(route Route, log *logrus.Logger) gin.HandlerFunc {
	target, err := url.Parse(route.Upstream)
	if err != nil {
		log.WithError(err).Fatalf("route %s: bad upstream", route.Prefix)
	}
	proxy := httputil.NewSingleHostReverseProxy(target)
	return func(c *gin.Context) {
		c.Request.URL.Path = c.Param("path")
		log.WithFields(logrus.Fields{"route": route.Prefix, "path": c.Request.URL.Path}).Debug("proxy")
		proxy.ServeHTTP(c.Writer, c.Request)
	}
}
