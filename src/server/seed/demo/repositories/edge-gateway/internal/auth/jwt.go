package auth

import (
	"errors"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/golang-jwt/jwt/v4"
)

// Claims are what the gateway reads from a token; the services behind it get them as headers.
type Claims struct {
	Scope      string `json:"scope"`
	MerchantID string `json:"merchant_id"`
	jwt.RegisteredClaims
}

var errNoToken = errors.New("missing bearer token")

// Parse checks an HS256 token and returns its claims.
func Parse(header string, secret []byte) (*Claims, error) {
	raw, ok := strings.CutPrefix(header, "Bearer ")
	if !ok || raw == "" {
		return nil, errNoToken
	}
	claims := &Claims{}
	_, err := jwt.ParseWithClaims(raw, claims, func(t *jwt.Token) (interface{}, error) {
		if t.Method != jwt.SigningMethodHS256 {
			return nil, errors.New("unexpected signing method")
		}
		return secret, nil
	})
	if err != nil {
		return nil, err
	}
	return claims, nil
}

// Middleware rejects requests without a valid token and forwards the subject and merchant.
func Middleware(secret []byte) gin.HandlerFunc {
	return func(c *gin.Context) {
		claims, err := Parse(c.GetHeader("Authorization"), secret)
		if err != nil {
			c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": err.Error()})
			return
		}
		c.Request.Header.Set("X-Subject", claims.Subject)
		c.Request.Header.Set("X-Merchant-Id", claims.MerchantID)
		c.Next()
	}
}
