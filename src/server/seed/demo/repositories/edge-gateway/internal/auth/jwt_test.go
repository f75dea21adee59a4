package auth

import (
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v4"
)

func sign(t *testing.T, secret []byte, method jwt.SigningMethod, expires time.Time) string {
	t.Helper()
	token := jwt.NewWithClaims(method, Claims{
		MerchantID:       "m-42",
		RegisteredClaims: jwt.RegisteredClaims{Subject: "u-1", ExpiresAt: jwt.NewNumericDate(expires)},
	})
	signed, err := token.SignedString(secret)
	if err != nil {
		t.Fatal(err)
	}
	return signed
}

func TestParseAcceptsAValidToken(t *testing.T) {
	secret := []byte("test-secret")
	claims, err := Parse("Bearer "+sign(t, secret, jwt.SigningMethodHS256, time.Now().Add(time.Hour)), secret)
	if err != nil || claims.MerchantID != "m-42" {
		t.Fatalf("got %v, %v", claims, err)
	}
}

func TestParseRejectsAnExpiredToken(t *testing.T) {
	secret := []byte("test-secret")
	if _, err := Parse("Bearer "+sign(t, secret, jwt.SigningMethodHS256, time.Now().Add(-time.Minute)), secret); err == nil {
		t.Fatal("expired token accepted")
	}
}

func TestParseNeedsTheBearerPrefix(t *testing.T) {
	if _, err := Parse("Token abc", []byte("x")); err == nil {
		t.Fatal("accepted a header without Bearer")
	}
}
