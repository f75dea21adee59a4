package metrics

import (
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
)

var requests = promauto.NewHistogramVec(prometheus.HistogramOpts{
	Name:    "edge_gateway_request_seconds",
	Help:    "Time to answer a request, by route and status.",
	Buckets: prometheus.DefBuckets,
}, []string{"route", "status"})

// Middleware records each request's duration.
func Middleware() gin.HandlerFunc {
	return func(c *gin.Context) {
		start := time.Now()
		c.Next()
		requests.WithLabelValues(c.FullPath(), strconv.Itoa(c.Writer.Status())).Observe(time.Since(start).Seconds())
	}
}
